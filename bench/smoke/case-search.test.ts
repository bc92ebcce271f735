// bench:case-search and bench:task-search at 200 cases and 1 s per query, on one throw-away folder: the bench
// keeps what it seeded, so the second run goes straight to its queries.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { FIGURE, freePort, runBench } from './run-bench.ts';

const QUERIES = ['page 1, newest first', 'search "vej"', 'search "gatan"', 'case number prefix "NB-1005"'];
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-smoke-search-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const tinyRun = async () => [
  ...['--cases', '200', '--duration', '1'],
  ...['--data-dir', dataDir, '--port', String(await freePort())],
];

/** `text` as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');

/** One line per query: its requests a second, p50, p95, share of /api/health and matches, none failed. */
const queryLine = (list: string, query: string) =>
  new RegExp(
    `^${list}: ${literally(query)}\\s+\\d+ req/s\\s+p50\\s+${FIGURE} ms\\s+p95\\s+${FIGURE} ms\\s+\\d+ % of health\\s+\\d+\\+? found$`,
    'm',
  );

test('bench:case-search seeds an empty folder and reports every case query, none failed', async () => {
  const run = await runBench('bench:case-search', [...(await tinyRun()), '--list', 'cases']);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/^seeding 200 cases \(the database holds 0\)$/m);
  expect(run.output).toMatch(/^PGlite, 200 cases, 1 connection\(s\), 1 s per query$/m);
  expect(run.output).toMatch(
    new RegExp(`^GET /api/health\\s+\\d+ req/s\\s+p50\\s+${FIGURE} ms\\s+p95\\s+${FIGURE} ms$`, 'm'),
  );
  for (const query of [...QUERIES, 'status Delivered + category CASE'])
    expect(run.output).toMatch(queryLine('cases', query));
  // The first page of a seeded database is not empty: the searches ran over real rows.
  expect(run.output).toMatch(/^cases: page 1, newest first .* [1-9]\d*\+? found$/m);
});

test('bench:task-search reports every task query, none failed', async () => {
  const run = await runBench('bench:task-search', await tinyRun());
  expect(run.code, run.output).toBe(0);
  for (const query of [...QUERIES, 'status Open + category UPLOAD_IMAGES'])
    expect(run.output).toMatch(queryLine('tasks', query));
  expect(run.output).not.toMatch(/^cases: /m);
  expect(run.output).toMatch(/^tasks: page 1, newest first .* [1-9]\d*\+? found$/m);
});
