// bench:case-search at 200 cases and half a second per query: once on PGlite, both lists in one run (one
// hub start, the costly part of a tiny run), and once on a PostgreSQL server of its own, where the bare reference
// server runs beside the hub.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startPostgresServer } from '../../apps/api/src/test/postgres-server.ts';
import { FIGURE, freePort, runBench } from './run-bench.ts';

const QUERIES = ['page 1, newest first', 'search "vej"', 'search "gatan"', 'case number prefix "NB-1005"'];
const QUERIES_OF = {
  cases: [...QUERIES, 'status Delivered + category CASE'],
  tasks: [...QUERIES, 'status Open + category UPLOAD_IMAGES'],
};
const TINY = ['--cases', '200', '--duration', '0.5'];
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-smoke-search-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `text` as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');

/** The hub's figures of a run: requests a second, p50, p95, and none failed. */
const HUB_FIGURES = `hub\\s+\\d+ req/s\\s+p50\\s+${FIGURE} ms\\s+p95\\s+${FIGURE} ms\\s+0 failed`;

/** One line per query: the hub's figures and the matches it found. */
const queryLine = (list: string, query: string) =>
  new RegExp(`^${list}: ${literally(query)}\\s+${HUB_FIGURES}\\s+\\d+\\+? found$`, 'm');

/** The reference server's line of a query, after the hub's: its figures, none failed, and the hub's share. */
const referenceLine = (list: string, query: string) =>
  new RegExp(
    `^${list}: ${literally(query)}\\s+reference\\s+\\d+ req/s\\s+p50\\s+${FIGURE} ms\\s+p95\\s+${FIGURE} ms\\s+0 failed\\s+hub at \\d+ % of it$`,
    'm',
  );

test('bench:case-search seeds an empty folder and reports every query of both lists, none failed', async () => {
  const run = await runBench('bench:case-search', [
    ...TINY,
    ...['--data-dir', dataDir, '--port', String(await freePort())],
  ]);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/^seeding 200 cases \(the database holds 0\)$/m);
  expect(run.output).toMatch(/^PGlite, 200 cases, 1 connection\(s\), 0.5 s per query$/m);
  // The reference server runs on PostgreSQL only, and the run says that it was left out.
  expect(run.output).toMatch(/^reference: skipped on PGlite /m);
  expect(run.output).not.toMatch(/\sreference\s+\d+ req\/s/);
  expect(run.output).toMatch(new RegExp(`^GET /api/health\\s+${HUB_FIGURES}$`, 'm'));
  for (const [list, names] of Object.entries(QUERIES_OF)) {
    for (const query of names) expect(run.output).toMatch(queryLine(list, query));
    // The first page of a seeded database is not empty: the searches ran over real rows.
    expect(run.output).toMatch(new RegExp(`^${list}: page 1, newest first .* [1-9]\\d*\\+? found$`, 'm'));
  }
});

test('on PostgreSQL, the bare reference server answers every query of both lists beside the hub', async () => {
  const server = await startPostgresServer(await freePort());
  try {
    const run = await runBench(
      'bench:case-search',
      [
        ...TINY,
        ...['--connections', '2', '--port', String(await freePort())],
        ...['--reference-port', String(await freePort())],
      ],
      { DATABASE_URL: server.url },
    );
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/^PostgreSQL, 200 cases, 2 connection\(s\), 0.5 s per query$/m);
    for (const [list, names] of Object.entries(QUERIES_OF)) {
      for (const query of names) {
        expect(run.output).toMatch(queryLine(list, query));
        expect(run.output).toMatch(referenceLine(list, query));
      }
    }
  } finally {
    await server.remove();
  }
});
