// bench:fuzz with one request per user on the case routes; the route tests fuzz every route already
// (apps/api/src/test/fuzz/routes-fuzz.test.ts), so this run holds the bench's own set-up and report.
import { expect, test } from 'vitest';
import { FIGURE, runBench } from './run-bench.ts';

test('bench:fuzz reports each route it fuzzed and finds no failure', async () => {
  const run = await runBench('bench:fuzz', ['--runs', '2', '--only', '/api/Cases/']);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(new RegExp(`^POST /api/Cases/Search +${FIGURE} s$`, 'm'));
  expect(run.output).toMatch(
    new RegExp(`^[1-9]\\d* routes, about [1-9]\\d* requests in ${FIGURE} min, 0 failing$`, 'm'),
  );
});
