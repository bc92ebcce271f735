// bench:first-start with the memory read as soon as /api/health answers (--settle 0) instead of 5 s later.
// It clones the last commit, so it runs what is committed.
import { expect, test } from 'vitest';
import { FIGURE, freePort, runBench } from './run-bench.ts';

test('bench:first-start reports a first and a later start against their goals', async () => {
  const run = await runBench('bench:first-start', ['--port', String(await freePort()), '--settle', '0']);
  expect(run.code, run.output).toBe(0);
  for (const start of ['first start, PGlite', 'later start, PGlite'])
    expect(run.output).toMatch(
      new RegExp(
        `^${start} +health after +${FIGURE} s \\(goal \\d+ s: ${FIGURE} of the goal\\), memory +\\d+ MB \\(goal \\d+ MB: ${FIGURE} of the goal\\)$`,
        'm',
      ),
    );
});
