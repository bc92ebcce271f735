// bench:lighthouse on one signed-in page in one form factor, against the portal as `npm start` serves it: built
// first when its sources changed since the last build (`npm test` has built it before this step).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { FIGURE, freePort, ROOT, runBench } from './run-bench.ts';

test("bench:lighthouse signs in and reports the dashboard's scores and timings", async () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-portal.mjs')], { cwd: ROOT, stdio: 'pipe' });
  const run = await runBench('bench:lighthouse', [
    ...['--pages', 'dashboard', '--form-factors', 'desktop', '--port', String(await freePort())],
  ]);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/^page +form factor +performance +accessibility +LCP ms +TBT ms +CLS$/m);
  expect(run.output).toMatch(new RegExp(`^dashboard +desktop +\\d+ +\\d+ +\\d+ +\\d+ +${FIGURE}$`, 'm'));
});
