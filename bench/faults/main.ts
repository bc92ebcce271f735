// Faults under a running hub on PostgreSQL (docs/reliability.md "Faults"):
//   npm run bench:faults -- [--only orders,zip,jobs] [--rate 10] [--duration 30] [--outage 5] [--zip-mb 512]
//                           [--materials 600] [--pictures 6]
// orders: orders at a steady rate through a PostgreSQL restart (orders-through-restart.ts);
// zip:    the hub killed while it packs a zip (zip-killed.ts);
// jobs:   the hub killed while an archive, a restore and preview jobs run (jobs-killed.ts).
// A PostgreSQL server of its own in a temporary folder (as .ci/run starts one); exits 1 when a check fails.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalStorage } from '../../apps/api/src/adapters/storage/local-storage.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { buildOffices, TEST_PASSWORD } from '../../apps/api/src/test/factories.ts';
import { type HubProcess, startHubProcess } from '../../apps/api/src/test/hub-process.ts';
import { startPostgresServer } from '../../apps/api/src/test/postgres-server.ts';
import { type FaultContext, JOB_EXPIRE_SECONDS } from './fault-context.ts';
import { jobsKilled } from './jobs-killed.ts';
import { ordersThroughRestart } from './orders-through-restart.ts';
import { zipKilled } from './zip-killed.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'orders,zip,jobs' },
    rate: { type: 'string', default: '10' },
    duration: { type: 'string', default: '30' },
    outage: { type: 'string', default: '5' },
    'zip-mb': { type: 'string', default: '512' },
    materials: { type: 'string', default: '600' },
    pictures: { type: 'string', default: '6' },
    'hub-port': { type: 'string', default: '3584' },
    'postgres-port': { type: 'string', default: '55484' },
  },
});
const scenarios = new Set(values.only.split(','));
const SECRET = 'faults-bench-storage-secret';
const problems: string[] = [];

const server = await startPostgresServer(Number(values['postgres-port']));
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-faults-'));
const database = await openDatabase({ databaseUrl: server.url });
let hub: HubProcess | undefined;
try {
  await database.migrate();
  const offices = await buildOffices(database.db);
  const env = {
    DATABASE_URL: server.url,
    DATA_DIR: dataDir,
    STORAGE_SECRET: SECRET,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'fatal',
    RATE_LIMIT_PER_ADDRESS: '0',
    RATE_LIMIT_PER_SESSION: '0',
    JOB_EXPIRE_SECONDS: String(JOB_EXPIRE_SECONDS),
  };
  const port = Number(values['hub-port']);
  hub = await startHubProcess(port, env);
  const baseUrl = hub.baseUrl;
  const signIn = await fetch(`${baseUrl}/api/Authentication/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ email: offices.agentA.email, password: TEST_PASSWORD, tokenType: 'bearer' }),
  });
  let expectedMails = 0;
  const context: FaultContext = {
    database,
    server,
    dataDir,
    storage: await createLocalStorage({ root: path.join(dataDir, 'storage'), secret: SECRET }),
    offices,
    authorization: `Bearer ${((await signIn.json()) as { token: string }).token}`,
    baseUrl,
    async killAndRestartHub() {
      await hub?.stop('SIGKILL');
      hub = await startHubProcess(port, env);
    },
    hubEnded() {
      const child = hub?.child;
      if (!child || (child.exitCode === null && child.signalCode === null)) return null;
      return child.signalCode ?? `code ${child.exitCode}`;
    },
    check(ok, problem) {
      if (!ok) problems.push(problem);
    },
    expectMails(count) {
      expectedMails += count;
    },
  };

  if (scenarios.has('orders')) {
    await ordersThroughRestart(context, {
      rate: Number(values.rate),
      duration: Number(values.duration),
      outageSeconds: Number(values.outage),
    });
  }
  if (scenarios.has('zip')) await zipKilled(context, Number(values['zip-mb']));
  if (scenarios.has('jobs')) {
    await jobsKilled(context, { materials: Number(values.materials), pictures: Number(values.pictures) });
  }
  const mails = await readdir(path.join(dataDir, 'mail')).catch(() => [] as string[]);
  // A job run twice would mail twice: one confirmation per answered order, one link per zip.
  context.check(mails.length === expectedMails, `${mails.length} mails sent, ${expectedMails} expected`);
  console.log(`\nmails                    ${mails.length} (${expectedMails} expected)`);
} finally {
  await hub?.stop();
  await database.close();
  await server.remove();
  await rm(dataDir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.log(
    `\n${problems.length} problem(s):\n${problems
      .slice(0, 50)
      .map((line) => `  ${line}`)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log('\nevery check held');
