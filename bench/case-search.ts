// The hub under load: the case list's and the task list's searches at a million rows, against a hub started as
// in production. npm run bench:case-search -- [--cases 1000000] [--duration 10] [--list cases|tasks|both]
//   PostgreSQL (DATABASE_URL): 32 connections at once (autocannon), judged by p95 and by the requests per
//   second against a bare /api/health in the same run.
//   PGlite (no DATABASE_URL): the data folder --data-dir (default a new temporary one), one connection: PGlite
//   answers one query at a time, so its figure is the single user's.
// The database is seeded (npm run seed) up to --cases when it holds fewer, and kept: a second run reuses it.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { cases } from '../apps/api/src/modules/cases/cases.table.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    list: { type: 'string', default: 'both' },
    port: { type: 'string', default: '3541' },
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

/** Starts a script of the hub with the bench's settings; `exited` resolves with its exit code. */
function runHubScript(script: string, args: string[]) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited };
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
  const seed = runHubScript('src/db/seed-cli.ts', ['--cases', String(wanted - present)]);
  if ((await seed.exited) !== 0) throw new Error('seeding failed');
}

const hub = runHubScript('src/server.ts', []);
const hubFailed = hub.exited.then((code) => {
  throw new Error(`the hub stopped (exit code ${code})`);
});
for (let started = Date.now(); ; ) {
  const ready = await fetch(`${baseUrl}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  if (Date.now() - started > 120_000) throw new Error('the hub did not answer within 2 minutes');
  await Promise.race([new Promise((resolve) => setTimeout(resolve, 250)), hubFailed]);
}

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

/** One autocannon run; p95 from every response's own time (autocannon's summary has no 95th percentile). */
async function load(url: string, body?: object): Promise<Run> {
  const times: number[] = [];
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${url}`,
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

const searches: Record<'cases' | 'tasks', { url: string; queries: Record<string, object> }> = {
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

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
console.log(
  `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${Math.max(present, wanted)} cases, ${connections} connection(s), ${duration} s per query`,
);
const health = await load('/api/health');
console.log(
  `${'GET /api/health'.padEnd(44)} ${health.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(health.p50)}  p95 ${ms(health.p95)}`,
);
const lists = values.list === 'both' ? (['cases', 'tasks'] as const) : [values.list as 'cases' | 'tasks'];
for (const list of lists) {
  const { url, queries } = searches[list];
  for (const [name, body] of Object.entries(queries)) {
    const answer = (await (
      await fetch(`${baseUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json()) as { total: number; totalIsCapped: boolean };
    const run = await load(url, body);
    const ratio = ((100 * run.requestsPerSecond) / health.requestsPerSecond).toFixed(0);
    const found = `${answer.total}${answer.totalIsCapped ? '+' : ''}`;
    console.log(
      `${`${list}: ${name}`.padEnd(44)} ${run.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  ${ratio.padStart(3)} % of health  ${found} found${run.failed ? `  ${run.failed} failed` : ''}`,
    );
  }
}
hubFailed.catch(() => {});
hub.child.kill('SIGTERM');
await hub.exited;
