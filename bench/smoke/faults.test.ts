// bench:faults, its orders scenario only: 2 orders a second for 3 s through a 1 s PostgreSQL outage. The zip
// and jobs scenarios wait for the killed hub's jobs to expire (60 s) and for pg-boss's check (every 120 s):
// minutes, whatever their size, so they are left to the bench's own runs.
import { expect, test } from 'vitest';
import { freePort, runBench } from './run-bench.ts';

test('bench:faults stores every order answered through a PostgreSQL restart once and says every check held', async () => {
  const run = await runBench('bench:faults', [
    ...['--only', 'orders', '--rate', '2', '--duration', '3', '--outage', '1'],
    ...['--hub-port', String(await freePort()), '--postgres-port', String(await freePort())],
  ]);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/^orders through a PostgreSQL restart \(2\/s for 3 s, 1 s outage\)$/m);
  expect(run.output).toMatch(/^ {2}submissions +6$/m);
  expect(run.output).toMatch(/^ {2}answered 2xx +6$/m);
  expect(run.output).toMatch(/^ {2}orders stored +6 \(each answered order exactly once: yes\)$/m);
  expect(run.output).toMatch(/^mails +6 \(6 expected\)$/m);
  expect(run.output).toMatch(/^every check held$/m);
});
