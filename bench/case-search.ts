// The hub under load: the case list's and the task list's searches at a million rows, against a hub started as
// in production. npm run bench:case-search -- [--cases 1000000] [--duration 10] [--list cases|tasks|both]
//   [--connections N] [--port 3541] [--reference-port <port + 1>]
//   PostgreSQL (DATABASE_URL): 32 connections at once (autocannon) by default. Beside the hub runs a bare
//   reference server (bench/search-reference-server.ts: node:http and pg, the same SQL the hub sends for each
//   query, no sign-in, no validation), loaded the same way right after the hub for each query; the hub is
//   judged by its requests a second as a share of the reference's, and by its p95.
//   PGlite (no DATABASE_URL): the data folder --data-dir (default a new temporary one), one connection: PGlite
//   answers one query at a time, so its figure is the single user's. The reference is skipped: the hub holds
//   PGlite's data folder, and the reference's driver is pg.
// The database is seeded (npm run seed) up to --cases when it holds fewer, and kept: a second run reuses it.
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { cases } from '../apps/api/src/modules/cases/cases.table.ts';
import { type SearchList, statementsOfSearches } from './search-statements.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    list: { type: 'string', default: 'both' },
    port: { type: 'string', default: '3541' },
    'reference-port': { type: 'string' },
    'data-dir': { type: 'string' },
    connections: { type: 'string' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
const wanted = Number(values.cases);
const duration = Number(values.duration);
const connections = Number(values.connections ?? (databaseUrl ? 32 : 1));
const dataDir = values['data-dir'] ?? (await mkdtemp(path.join(tmpdir(), 'portal-bench-')));
const baseUrl = `http://127.0.0.1:${values.port}`;
const referenceUrl = `http://127.0.0.1:${values['reference-port'] ?? Number(values.port) + 1}`;
const apiDir = path.resolve(import.meta.dirname, '../apps/api');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: values.port,
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // A demo installation run as in production: the seeded offices and the bench's user are demo data.
  SEED_DEMO: 'always',
  // The bench is one client address and one session: the hub's limits per client would answer 429.
  RATE_LIMIT_PER_ADDRESS: '0',
  RATE_LIMIT_PER_SESSION: '0',
};

/** Starts a script (of the hub by default) with the bench's settings; `exited` resolves with its exit code. */
function runScript(script: string, args: string[], cwd = apiDir) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited };
}

/** Waits until `url` answers 200; fails when the server's process stops first or after 2 minutes. */
async function waitUntilAnswering(url: string, server: ReturnType<typeof runScript>, name: string) {
  const stopped = server.exited.then((code) => {
    throw new Error(`the ${name} stopped (exit code ${code})`);
  });
  for (let started = Date.now(); ; ) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 120_000) throw new Error(`the ${name} did not answer within 2 minutes`);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 250)), stopped]);
  }
  stopped.catch(() => {});
}

async function casesInDatabase(): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const [row] = await database.db.select({ value: count() }).from(cases);
  await database.close();
  return row?.value ?? 0;
}

const present = await casesInDatabase();
if (present < wanted) {
  console.log(`seeding ${wanted - present} cases (the database holds ${present})`);
  const seed = runScript('src/db/seed-cli.ts', ['--cases', String(wanted - present)]);
  if ((await seed.exited) !== 0) throw new Error('seeding failed');
}

const hub = runScript('src/server.ts', []);
await waitUntilAnswering(`${baseUrl}/api/health`, hub, 'hub');

const signIn = await fetch(`${baseUrl}/api/Authentication/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
  // Astrid Holm: Copenhagen and Stockholm, so every search runs over two departments.
  body: JSON.stringify({ email: 'admin@demo.test', password: 'portal123', tokenType: 'bearer' }),
});
const { token } = (await signIn.json()) as { token: string };
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

interface Run {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  failed: number;
}

/**
 * One autocannon run against `url` (the hub's, or the reference's); p95 from every response's own time
 * (autocannon's summary has no 95th percentile).
 */
async function load(url: string, body?: object): Promise<Run> {
  const times: number[] = [];
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        method: body ? 'POST' : 'GET',
        headers: body ? headers : {},
        body: body ? JSON.stringify(body) : undefined,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 300) failed += 1;
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    failed: failed + result.errors + result.timeouts,
  };
}

const searches: Record<SearchList, { url: string; queries: Record<string, object> }> = {
  cases: {
    url: '/api/Cases/Search',
    queries: {
      'page 1, newest first': {},
      'search "vej"': { searchKey: 'vej' },
      'search "gatan"': { searchKey: 'gatan' },
      'case number prefix "NB-1005"': { searchKey: 'NB-1005' },
      'status Delivered + category CASE': {
        orderStatuses: ['Delivered'],
        deliveredProductCategories: ['CASE'],
      },
    },
  },
  tasks: {
    url: '/api/orders/tasks/search',
    queries: {
      'page 1, newest first': {},
      'search "vej"': { searchString: 'vej' },
      'search "gatan"': { searchString: 'gatan' },
      'case number prefix "NB-1005"': { searchString: 'NB-1005' },
      'status Open + category UPLOAD_IMAGES': { statuses: ['Open'], types: ['UPLOAD_IMAGES'] },
    },
  },
};

const lists = values.list === 'both' ? (['cases', 'tasks'] as const) : [values.list as SearchList];
const queries = lists.flatMap((list) =>
  Object.entries(searches[list].queries).map(([name, body]) => ({ list, name, body })),
);

/**
 * The reference server on PostgreSQL, given the statements the hub's own search services send for each query
 * for the bench's user (its departments as the hub lists them); undefined on PGlite.
 */
async function startReference() {
  if (!databaseUrl) return undefined;
  const filters = await fetch(`${baseUrl}/api/Cases/Search/Filters`, { headers });
  const { branches } = (await filters.json()) as { branches: { id: number }[] };
  const statements = await statementsOfSearches(
    databaseUrl,
    branches.map((branch) => branch.id),
    queries,
    process.env.LIST_COUNT_CAP ? Number(process.env.LIST_COUNT_CAP) : undefined,
  );
  const file = path.join(dataDir, 'reference-statements.json');
  await writeFile(file, JSON.stringify(statements));
  const server = runScript(
    'bench/search-reference-server.ts',
    [...['--port', new URL(referenceUrl).port, '--statements', file]],
    path.resolve(import.meta.dirname, '..'),
  );
  await waitUntilAnswering(`${referenceUrl}/health`, server, 'reference server');
  return server;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const figures = (run: Run) =>
  `${run.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  ${run.failed} failed`;

const reference = await startReference();
console.log(
  `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${Math.max(present, wanted)} cases, ${connections} connection(s), ${duration} s per query`,
);
if (!reference)
  console.log('reference: skipped on PGlite (the hub holds its data folder; the reference runs on pg)');
const health = await load(`${baseUrl}/api/health`);
console.log(`${'GET /api/health'.padEnd(44)} ${'hub'.padEnd(9)} ${figures(health)}`);
for (const [index, { list, name, body }] of queries.entries()) {
  const { url } = searches[list];
  const answer = (await (
    await fetch(`${baseUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) })
  ).json()) as { total: number; totalIsCapped: boolean };
  const run = await load(`${baseUrl}${url}`, body);
  const label = `${list}: ${name}`.padEnd(44);
  console.log(
    `${label} ${'hub'.padEnd(9)} ${figures(run)}  ${answer.total}${answer.totalIsCapped ? '+' : ''} found`,
  );
  if (reference) {
    const bare = await load(`${referenceUrl}/${index}`);
    const share = ((100 * run.requestsPerSecond) / bare.requestsPerSecond).toFixed(0);
    console.log(`${label} ${'reference'.padEnd(9)} ${figures(bare)}  hub at ${share} % of it`);
  }
}
for (const server of [hub, reference]) {
  if (!server) continue;
  server.child.kill('SIGTERM');
  await server.exited;
}
