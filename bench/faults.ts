// Faults under a running hub on PostgreSQL (docs/reliability.md "Faults"):
//   npm run bench:faults -- [--rate 10] [--duration 30] [--outage 5] [--zip-mb 512]
// 1. Orders are created at a steady rate, each with its own Idempotency-Key, while PostgreSQL is stopped and
//    started again a third of the way in; a submission answered 503 (or not at all) is sent again with the same
//    key until it is answered. Afterwards every order answered 2xx must exist exactly once.
// 2. The hub is killed (SIGKILL) while it packs a zip download and started again: the job must finish once
//    (one READY download, one zip with every file, one mail, no partial file).
// A PostgreSQL server of its own in a temporary folder (as .ci/run starts one); exits 1 when a check fails.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { createLocalStorage } from '../apps/api/src/adapters/storage/local-storage.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { cases } from '../apps/api/src/modules/cases/cases.table.ts';
import { zipDownloads } from '../apps/api/src/modules/downloads/downloads.table.ts';
import { readZipStream } from '../apps/api/src/modules/downloads/downloads.test-fixtures.ts';
import { materials } from '../apps/api/src/modules/materials/materials.table.ts';
import { orders } from '../apps/api/src/modules/orders/orders.table.ts';
import { buildCase, buildOffices, buildProduct, TEST_PASSWORD } from '../apps/api/src/test/factories.ts';
import { type HubProcess, startHubProcess } from '../apps/api/src/test/hub-process.ts';
import { startPostgresServer } from '../apps/api/src/test/postgres-server.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '10' },
    duration: { type: 'string', default: '30' },
    outage: { type: 'string', default: '5' },
    'zip-mb': { type: 'string', default: '512' },
    'hub-port': { type: 'string', default: '3584' },
    'postgres-port': { type: 'string', default: '55484' },
  },
});
const rate = Number(values.rate);
const duration = Number(values.duration);
const outageSeconds = Number(values.outage);
const zipMb = Number(values['zip-mb']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SECRET = 'faults-bench-storage-secret';
// The killed hub's job is handed out again once it expires; pg-boss looks for expired jobs every 2 minutes.
const JOB_EXPIRE_SECONDS = 60;
const problems: string[] = [];
const check = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};
const percentile = (sorted: number[], share: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0) : 0;

const server = await startPostgresServer(Number(values['postgres-port']));
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-faults-'));
const database = await openDatabase({ databaseUrl: server.url });
let hub: HubProcess | undefined;
try {
  await database.migrate();
  const { officeA, agentA } = await buildOffices(database.db);
  const product = await buildProduct(database.db, {
    branchId: officeA.id,
    name: 'Photography',
    price: '2500',
  });
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
  const base = hub.baseUrl;
  const signIn = await fetch(`${base}/api/Authentication/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ email: agentA.email, password: TEST_PASSWORD, tokenType: 'bearer' }),
  });
  const authorization = `Bearer ${((await signIn.json()) as { token: string }).token}`;

  // 1. Orders through a database restart.
  const run = randomBytes(4).toString('hex');
  const unavailableMs: number[] = [];
  const answeredMs: number[] = [];
  const submit = async (index: number) => {
    const reference = `FAULT-${run}-${index}`;
    for (let attempt = 1; attempt <= 60; attempt++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/orders/new/webshop-with-case`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'idempotency-key': `${run}-${index}` },
        body: JSON.stringify({
          case: {
            branchId: officeA.id,
            reference,
            orderContacts: [],
            address: {
              street: 'Strandvejen',
              buildingNumber: String(index + 1),
              city: 'Hellerup',
              zip: '2900',
            },
          },
          order: {
            flow: 'PHOTOGRAPHY',
            bookingInfo: { keyPickup: false },
            responsibleEmail: agentA.email,
            package: null,
            products: [{ id: product.id, quantity: 1 }],
          },
        }),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => undefined);
      const ms = performance.now() - started;
      if (response && response.status !== 503) {
        answeredMs.push(ms);
        const body = (await response.json()) as { orderId?: string };
        return { reference, status: response.status, orderId: body.orderId, attempts: attempt };
      }
      unavailableMs.push(ms);
      await sleep(500);
    }
    return { reference, status: 503, orderId: undefined, attempts: 60 };
  };
  const total = rate * duration;
  const started = performance.now();
  const submissions: ReturnType<typeof submit>[] = [];
  const restart = (async () => {
    await sleep((duration * 1000) / 3);
    console.log(`stopping PostgreSQL for ${outageSeconds} s`);
    await server.stop('fast');
    await sleep(outageSeconds * 1000);
    await server.start();
    console.log('PostgreSQL started again');
  })();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    await sleep(Math.max(0, due - performance.now()));
    submissions.push(submit(index));
  }
  await restart;
  const answers = await Promise.all(submissions);
  const answered = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  const retried = answers.filter((answer) => answer.attempts > 1);
  const made = await database.db
    .select({ reference: cases.reference, orderId: orders.id })
    .from(orders)
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .where(
      inArray(
        cases.reference,
        answers.map((answer) => answer.reference),
      ),
    );
  for (const answer of answers) {
    const ofReference = made.filter((row) => row.reference === answer.reference).map((row) => row.orderId);
    if (answer.orderId) {
      check(
        ofReference.length === 1 && ofReference[0] === answer.orderId,
        `${answer.reference}: answered ${answer.status} with order ${answer.orderId}, stored ${ofReference.join(', ') || 'none'}`,
      );
    } else check(false, `${answer.reference}: never answered 2xx (last ${answer.status})`);
  }
  const unavailable = unavailableMs.toSorted((a, b) => a - b);
  const latency = answeredMs.toSorted((a, b) => a - b);
  console.log(`
orders through a PostgreSQL restart (${rate}/s for ${duration} s, ${outageSeconds} s outage)
  submissions            ${answers.length}
  answered 2xx           ${answered.length}
  needed a retry         ${retried.length} (most attempts: ${Math.max(...answers.map((answer) => answer.attempts))})
  503 or no answer       ${unavailable.length}, answered within p50 ${percentile(unavailable, 0.5).toFixed(0)} ms, max ${(unavailable.at(-1) ?? 0).toFixed(0)} ms
  2xx latency            p50 ${percentile(latency, 0.5).toFixed(0)} ms, p95 ${percentile(latency, 0.95).toFixed(0)} ms, max ${(latency.at(-1) ?? 0).toFixed(0)} ms
  orders stored          ${made.length} (each answered order exactly once: ${problems.length === 0 ? 'yes' : 'NO'})`);

  // 2. The hub killed while it packs a zip.
  const storage = await createLocalStorage({ root: path.join(dataDir, 'storage'), secret: SECRET });
  const zipCase = await buildCase(database.db, { branchId: officeA.id, reference: `ZIP-${run}` });
  const fileCount = 8;
  const fileBytes = Math.floor((zipMb * 1024 * 1024) / fileCount);
  const materialIds: string[] = [];
  for (let index = 0; index < fileCount; index++) {
    const id = randomUUID();
    const storageKey = `cases/${zipCase.id}/${id}.mp4`;
    const stored = await storage.write(storageKey, randomBytes(fileBytes), 'video/mp4');
    await database.db.insert(materials).values({
      id,
      caseId: zipCase.id,
      branchId: officeA.id,
      type: 'Video',
      name: `walkthrough-${index + 1}.mp4`,
      storageKey,
      contentType: 'video/mp4',
      size: stored.size,
      sortOrder: index,
    });
    materialIds.push(id);
  }
  const ordered = await fetch(`${base}/api/Assets/download-link/ewarp-materials/email`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ caseId: zipCase.id, materialIds }),
  });
  const { downloadId } = (await ordered.json()) as { downloadId: string };
  const statusOf = async () =>
    (await database.db.select().from(zipDownloads).where(eq(zipDownloads.id, downloadId)))[0];
  while ((await statusOf())?.status !== 'PACKING') await sleep(50);
  await sleep(300);
  await hub.stop('SIGKILL');
  const killedAt = performance.now();
  console.log(
    `\nhub killed while packing a ${zipMb} MB zip of ${fileCount} files (status then: ${(await statusOf())?.status})`,
  );
  hub = await startHubProcess(port, env);
  let row = await statusOf();
  while (row?.status !== 'READY' && row?.status !== 'FAILED' && performance.now() - killedAt < 300_000) {
    await sleep(1000);
    row = await statusOf();
  }
  const recoverySeconds = (performance.now() - killedAt) / 1000;
  check(row?.status === 'READY', `the zip download ended ${row?.status} after the restart`);
  const stored = await readdir(path.join(dataDir, 'storage'), { recursive: true });
  const zips = stored.filter((name) => name.endsWith('.zip'));
  const partials = stored.filter((name) => name.includes('.partial-'));
  check(zips.length === 1, `zip files in storage: ${zips.join(', ') || 'none'}`);
  check(partials.length === 0, `partial files left: ${partials.join(', ')}`);
  let entries = 0;
  if (row?.storageKey && zips.length === 1) {
    const zip = await readZipStream(await storage.read(row.storageKey));
    entries = zip.entries.length;
    check(entries === fileCount, `the zip holds ${entries} of ${fileCount} files`);
    check(
      zip.entries.every((entry) => entry.size === fileBytes),
      'a file in the zip has the wrong size',
    );
  }
  const mails = await readdir(path.join(dataDir, 'mail')).catch(() => [] as string[]);
  // One confirmation per answered order and one link for the zip: a job run twice would mail twice.
  check(
    mails.length === answered.length + 1,
    `${mails.length} mails for ${answered.length} orders and one zip`,
  );
  console.log(`  status after restart   ${row?.status} after ${recoverySeconds.toFixed(0)} s (job expiry ${JOB_EXPIRE_SECONDS} s + pg-boss's check every 120 s)
  zip files / partials   ${zips.length} / ${partials.length}, ${entries} of ${fileCount} files inside
  mails                  ${mails.length} (${answered.length} order confirmations and the zip's link expected)`);
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
