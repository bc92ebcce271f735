// bench:lighthouse on one signed-in page in one form factor, against a build of the portal made for it.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { FIGURE, freePort, ROOT, runBench } from './run-bench.ts';

const webDist = await mkdtemp(path.join(tmpdir(), 'portal-bench-smoke-web-'));
afterAll(() => rm(webDist, { recursive: true, force: true }));

test("bench:lighthouse signs in and reports the dashboard's scores and timings", async () => {
  // Vite alone, without the compressed copies `npm run build` adds: the hub serves the plain files too.
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      webDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(ROOT, 'apps/web'), stdio: 'pipe' },
  );
  const run = await runBench(
    'bench:lighthouse',
    ['--pages', 'dashboard', '--form-factors', 'desktop', '--port', String(await freePort())],
    { WEB_DIST: webDist },
  );
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/^page +form factor +performance +accessibility +LCP ms +TBT ms +CLS$/m);
  expect(run.output).toMatch(new RegExp(`^dashboard +desktop +\\d+ +\\d+ +\\d+ +\\d+ +${FIGURE}$`, 'm'));
});
