// bench:load for 2 s with 2 connections and 3 sessions, after 1 s of orders alone against the hub and the
// reference, on a PostgreSQL server of its own.
import { expect, test } from 'vitest';
import { FIGURE, freePort, runBench } from './run-bench.ts';

const CALLS = [
  'case list',
  'case page',
  'task list',
  'dashboard: delivered cases',
  'dashboard: contacts',
  'upload link',
  'new order',
];

test('bench:load reports the order alone beside its reference, then its rate, latency, every call and the hub memory, without an error', async () => {
  const run = await runBench('bench:load', [
    ...['--connections', '2', '--duration', '2', '--users', '3'],
    ...['--order-connections', '2', '--order-duration', '1'],
    ...['--hub-port', String(await freePort()), '--postgres-port', String(await freePort())],
    ...['--reference-port', String(await freePort())],
  ]);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/^an order with its case, 2 connections, 1 s each, in the same run$/m);
  for (const server of ['hub', 'reference'])
    expect(run.output).toMatch(
      new RegExp(`^ {2}${server} +${FIGURE} per second, p50 ${FIGURE} ms, p95 ${FIGURE} ms, 0 failed$`, 'm'),
    );
  expect(run.output).toMatch(/^ {2}hub's share +\d+ % of the reference's orders a second$/m);
  expect(run.output).toMatch(/^2 connections, 2 s, 3 sessions of the demo accounts, PostgreSQL$/m);
  expect(run.output).toMatch(/^ {2}requests +\d+ \(\d+ per second\)$/m);
  expect(run.output).toMatch(
    new RegExp(`^  latency +p50 ${FIGURE} ms, p95 ${FIGURE} ms, p99 ${FIGURE} ms`, 'm'),
  );
  for (const call of CALLS)
    expect(run.output).toMatch(
      new RegExp(`^ {4}${call} +[1-9]\\d* calls, p50 ${FIGURE} ms, p95 ${FIGURE} ms$`, 'm'),
    );
  expect(run.output).toMatch(/^ {2}errors +0 answers >= 300, 0 connection errors, 0 timeouts$/m);
  expect(run.output).toMatch(/^ {2}hub memory \(RSS\) +start \d+ MB/m);
});
