// Mixed traffic of signed-in users against a hub on PostgreSQL with the demo data (docs/reliability.md "Load"):
//   npm run bench:load -- [--connections 200] [--duration 300] [--users 20]
//                         [--order-connections 20] [--order-duration 20]
// First, one order with its case alone (the wizard's submission) at --order-connections for --order-duration
// seconds, against the hub and then against a bare reference server beside it (bench/order-reference-server.ts:
// node:http and pg, the least an order needs in one transaction), printed side by side with the hub's share.
// Then the mixed traffic:
// Each autocannon connection goes round the portal's everyday calls as one of --users sessions of the demo
// accounts: the case list, a case page, the task list, the dashboard's lists, a signed upload link and, one
// call in thirteen, a new order (each with its own Idempotency-Key). Each connection sends its next call as
// soon as the last is answered, so the run finds the hub's ceiling. Prints requests per second, p50/p95/p99
// overall and per call, the errors by call, the hub's resident memory every 5 s and its live heap after each
// full collection (flat after warm-up is the goal).
// A PostgreSQL server of its own in a temporary folder, or DATABASE_URL's (demo data goes into an empty one).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { caseAndOrderBody, startHubProcess } from '../apps/api/src/test/hub-process.ts';
import { type PostgresServer, startPostgresServer } from '../apps/api/src/test/postgres-server.ts';
import { type CallShape, type Measured, measureCalls, percentile } from './measure-calls.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '300' },
    users: { type: 'string', default: '20' },
    'order-connections': { type: 'string', default: '20' },
    'order-duration': { type: 'string', default: '20' },
    'reference-port': { type: 'string', default: '3586' },
    'hub-port': { type: 'string', default: '3585' },
    'postgres-port': { type: 'string', default: '55485' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const DEMO_ACCOUNTS = ['admin@demo.test', 'agent@demo.test', 'other@demo.test'];

/** What autocannon keeps per connection: the name of the call last sent on it. */
interface StepContext {
  step?: string;
}

interface Session {
  authorization: string;
  branchId: number;
  email: string;
  caseIds: string[];
  productId: number;
}

/** The resident memory of a process in MB, from /proc. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The heap left after each full collection, from the hub's --trace-gc lines ("Mark-Compact 80 (90) -> 70 (88) MB"). */
function liveHeapsMb(traceGc: string): number[] {
  return [...traceGc.matchAll(/Mark-Compact[^\n]*?-> ([\d.]+) \(/g)].map((match) => Number(match[1]));
}

/** Starts the bare reference server on the hub's database; resolves once it listens. */
async function startReference(port: number, databaseUrl: string) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'order-reference-server.ts'), String(port), databaseUrl, '10'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  if (!line.toString().includes('listening')) throw new Error(`the reference did not start: ${line}`);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

const server: PostgresServer | undefined = process.env.DATABASE_URL
  ? undefined
  : await startPostgresServer(Number(values['postgres-port']));
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-load-'));
const hub = await startHubProcess(
  Number(values['hub-port']),
  {
    DATABASE_URL: process.env.DATABASE_URL ?? server?.url ?? '',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_DEMO: 'always',
    LOG_LEVEL: 'warn',
    // One client address for every user: the per-address and per-session limits would answer 429.
    RATE_LIMIT_PER_ADDRESS: '0',
    RATE_LIMIT_PER_SESSION: '0',
    RATE_LIMIT_SIGN_IN: '0',
    STORAGE_SECRET: 'load-bench-storage-secret',
    // Node writes the heap left after each full collection: the live heap, which RSS alone does not show.
  },
  ['--trace-gc', ...(process.env.LOAD_HUB_NODE_OPTIONS?.split(' ') ?? [])],
);
const base = hub.baseUrl;
const pid = hub.child.pid ?? 0;

try {
  const call = async (authorization: string, method: string, url: string, body?: object) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization,
        'content-type': 'application/json',
        'idempotency-key': randomBytes(8).toString('hex'),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> | unknown[] };
  };
  const orderBody = (session: Session) =>
    caseAndOrderBody({
      branchId: session.branchId,
      reference: `LOAD-${randomBytes(6).toString('hex')}`,
      responsibleEmail: session.email,
      productId: session.productId,
      address: { street: 'Nørrebrogade', buildingNumber: '12', city: 'København N', zip: '2200' },
    });

  // Sessions of the demo accounts, each with its department's cases and a product it can order.
  const sessions: Session[] = [];
  for (let index = 0; index < Number(values.users); index++) {
    const email = DEMO_ACCOUNTS[index % DEMO_ACCOUNTS.length] as string;
    const signIn = await fetch(`${base}/api/Authentication/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
      body: JSON.stringify({ email, password: 'portal123', tokenType: 'bearer' }),
    });
    const authorization = `Bearer ${((await signIn.json()) as { token: string }).token}`;
    const found = await call(authorization, 'POST', '/api/Cases/Search', { skip: 0, take: 50 });
    const listed = ((found.body as { data?: unknown[] }).data ?? []) as {
      id: string;
      branchId: number;
      materialInfo: { materialsState: string };
    }[];
    // A case being archived or restored, or archived, refuses new files (409): the others are used.
    const rows = listed.filter((row) => row.materialInfo.materialsState === 'ACTIVE');
    const branchId = rows[0]?.branchId ?? 0;
    const catalogue = await call(authorization, 'GET', `/api/branches/${branchId}/products/alacarte`);
    const candidates = (Array.isArray(catalogue.body) ? (catalogue.body as { id: number }[]) : []).map(
      (product) => product.id,
    );
    const session: Session = {
      authorization,
      branchId,
      email,
      caseIds: rows.map((row) => row.id),
      productId: 0,
    };
    for (const productId of candidates) {
      session.productId = productId;
      if (
        (await call(authorization, 'POST', '/api/orders/new/webshop-with-case', orderBody(session)))
          .status === 200
      )
        break;
      session.productId = 0;
    }
    sessions.push(session);
  }
  const ordering = sessions.filter((session) => session.productId > 0 && session.caseIds.length > 0);
  if (ordering.length === 0)
    throw new Error('no demo session could place an order: check the demo catalogue');

  // One order with its case alone: the hub, then the bare reference on the same database.
  const orderConnections = Number(values['order-connections']);
  const orderSeconds = Number(values['order-duration']);
  const orderer = ordering[0] as Session;
  const orderRequest = (authorization?: string): CallShape => ({
    method: 'POST',
    path: '/api/orders/new/webshop-with-case',
    headers: {
      ...(authorization && { authorization }),
      'content-type': 'application/json',
      'idempotency-key': randomBytes(8).toString('hex'),
    },
    body: JSON.stringify(orderBody(orderer)),
  });
  const hubOrders = await measureCalls(base, orderConnections, orderSeconds, () =>
    orderRequest(orderer.authorization),
  );
  const reference = await startReference(
    Number(values['reference-port']),
    process.env.DATABASE_URL ?? server?.url ?? '',
  );
  const referenceOrders = await measureCalls(reference.url, orderConnections, orderSeconds, () =>
    orderRequest(),
  );
  await reference.stop();
  const figures = (measured: Measured) =>
    `${measured.perSecond.toFixed(0)} per second, p50 ${measured.p50.toFixed(0)} ms, p95 ${measured.p95.toFixed(0)} ms, ${measured.failed} failed`;
  const share = referenceOrders.perSecond ? (100 * hubOrders.perSecond) / referenceOrders.perSecond : 0;
  console.log(`
an order with its case, ${orderConnections} connections, ${orderSeconds} s each, in the same run
  hub                    ${figures(hubOrders)}
  reference              ${figures(referenceOrders)}
  hub's share            ${share.toFixed(0)} % of the reference's orders a second`);

  let turn = 0;
  const pick = <Item>(items: Item[]) => items[Math.floor(Math.random() * items.length)] as Item;
  const routes: {
    name: string;
    request: (session: Session) => { method: string; path: string; body?: object };
  }[] = [
    {
      name: 'case list',
      request: () => ({ method: 'POST', path: '/api/Cases/Search', body: { skip: 0, take: 20 } }),
    },
    {
      name: 'case page',
      request: (session) => ({ method: 'GET', path: `/api/Cases/${pick(session.caseIds)}` }),
    },
    {
      name: 'task list',
      request: () => ({ method: 'POST', path: '/api/orders/tasks/search', body: { skip: 0, take: 20 } }),
    },
    {
      name: 'dashboard: delivered cases',
      request: () => ({
        method: 'POST',
        path: '/api/Cases/Search',
        body: {
          skip: 0,
          take: 5,
          orderStatuses: ['Delivered', 'Invoiced'],
          sortOrder: 'modifiedDate',
          sortDirection: 'desc',
        },
      }),
    },
    {
      name: 'dashboard: contacts',
      request: () => ({ method: 'GET', path: '/api/dashboard/department-contacts' }),
    },
    {
      name: 'upload link',
      request: (session) => ({
        method: 'POST',
        path: '/api/webshop/s3/upload/presigned',
        body: {
          caseId: pick(session.caseIds),
          fileName: 'floor-plan.pdf',
          contentType: 'application/pdf',
          size: 250_000,
        },
      }),
    },
  ];
  // Six reads and an upload link per round, twice, then one order: an order in every 13 calls.
  const cycle = [
    ...routes,
    ...routes,
    {
      name: 'new order',
      request: (session: Session) => ({
        method: 'POST',
        path: '/api/orders/new/webshop-with-case',
        body: orderBody(session),
      }),
    },
  ];

  const times: number[] = [];
  const timesByStep = new Map<string, number[]>();
  const failures = new Map<string, number>();
  /** The first answer of each kind of failure, to tell what it was. */
  const samples = new Map<string, string>();
  const memory: { second: number; mb: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    residentMb(pid).then(
      (mb) => memory.push({ second: Math.round((Date.now() - started) / 1000), mb }),
      () => {},
    );
  }, 5000);
  memory.push({ second: 0, mb: await residentMb(pid) });
  // What the hub's collector reported from the end of the warm-up on.
  let outputAfterWarmUp = Number.POSITIVE_INFINITY;
  const warmUp = setTimeout(
    () => {
      outputAfterWarmUp = hub.output().length;
    },
    (duration / 5) * 1000,
  );
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [
          {
            setupRequest: (request, context) => {
              const session = pick(ordering);
              const step = cycle[turn++ % cycle.length] ?? cycle[0];
              const {
                method,
                path: url,
                body,
              } = step?.request(session) ?? { method: 'GET', path: '/api/health' };
              (context as StepContext).step = step?.name;
              return {
                ...request,
                method: method as 'GET' | 'POST',
                path: url,
                headers: {
                  authorization: session.authorization,
                  'content-type': 'application/json',
                  'idempotency-key': randomBytes(8).toString('hex'),
                },
                body: body ? JSON.stringify(body) : undefined,
              };
            },
            onResponse: (status, body, context) => {
              if (status < 300) return;
              const name = `${status} ${(context as StepContext).step}`;
              failures.set(name, (failures.get(name) ?? 0) + 1);
              if (!samples.has(name)) samples.set(name, body.slice(0, 200));
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (client, _statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      // autocannon keeps each connection's context on its request iterator; the step is still this answer's.
      const step =
        (client as unknown as { requestIterator?: { context?: StepContext } }).requestIterator?.context
          ?.step ?? 'other';
      const stepTimes = timesByStep.get(step) ?? [];
      stepTimes.push(responseTime);
      timesByStep.set(step, stepTimes);
    });
  });
  clearInterval(sampler);
  clearTimeout(warmUp);
  const liveHeaps = liveHeapsMb(hub.output().slice(outputAfterWarmUp));

  times.sort((a, b) => a - b);
  const at = (share: number) => percentile(times, share);
  const byStep = [...timesByStep].map(([step, stepTimes]) => {
    stepTimes.sort((a, b) => a - b);
    return `    ${step.padEnd(28)} ${String(stepTimes.length).padStart(7)} calls, p50 ${percentile(stepTimes, 0.5).toFixed(0)} ms, p95 ${percentile(stepTimes, 0.95).toFixed(0)} ms`;
  });
  const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
  const warm = memory.filter((sample) => sample.second >= duration / 5);
  const warmMb = warm.map((sample) => sample.mb);
  // A run shorter than the 5 s between samples has none after its warm-up.
  const warmMemory = warmMb.length
    ? `min ${Math.min(...warmMb).toFixed(0)} MB, max ${Math.max(...warmMb).toFixed(0)} MB, first ${warmMb[0]?.toFixed(0)} MB, last ${warmMb.at(-1)?.toFixed(0)} MB`
    : 'no sample (one every 5 s)';
  console.log(`
${connections} connections, ${duration} s, ${ordering.length} sessions of the demo accounts, PostgreSQL
  requests               ${result.requests.total} (${result.requests.average.toFixed(0)} per second)
  latency                p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms
${byStep.join('\n')}
  errors                 ${failed} answers >= 300, ${result.errors} connection errors, ${result.timeouts} timeouts
${[...failures].map(([name, count]) => `    ${count} x ${name}: ${samples.get(name)}`).join('\n')}
  hub memory (RSS)       start ${memory[0]?.mb.toFixed(0)} MB; after warm-up (from ${duration / 5} s) ${warmMemory}
  live heap (full GCs)   after warm-up ${liveHeaps.length} collections: first ${liveHeaps[0] ?? '-'} MB, last ${liveHeaps.at(-1) ?? '-'} MB, max ${liveHeaps.length ? Math.max(...liveHeaps) : '-'} MB
  samples                ${memory.map((sample) => `${sample.second}s:${sample.mb.toFixed(0)}`).join(' ')}`);
} finally {
  await hub.stop();
  await server?.remove();
  await rm(dataDir, { recursive: true, force: true });
}
