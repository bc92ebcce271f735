// A hub in the bench's own process, on a throw-away data folder (PGlite, or DATABASE_URL) with local storage and
// the demo data, listening on a free port of 127.0.0.1; `call` speaks to it signed in as the demo admin, as an
// office system would. The benches that measure one path through the hub (an upload, a listing export) share it.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createAddressLookup } from '../apps/api/src/adapters/address/create-address-lookup.ts';
import { createAiTextTool } from '../apps/api/src/adapters/ai-text/create-ai-text-tool.ts';
import { createLinkSigner } from '../apps/api/src/adapters/storage/link-signer.ts';
import { createLocalStorage } from '../apps/api/src/adapters/storage/local-storage.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed.ts';
import { createJobQueue } from '../apps/api/src/jobs/job-queue.ts';
import { registerJobs } from '../apps/api/src/jobs/register-jobs.ts';

const SECRET = 'bench-secret-not-for-use';

export async function startInProcessHub(options: {
  name: string;
  cases: number;
  /** Runs the hub's jobs, polling this often (pg-boss's shortest is 0.5 s; a hub polls every 2 s). */
  jobsEverySeconds?: number;
}) {
  const folder = await mkdtemp(path.join(tmpdir(), `portal-bench-${options.name}-`));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: folder });
  await database.migrate();
  const storageRoot = path.join(folder, 'storage');
  const storage = await createLocalStorage({ root: storageRoot, secret: SECRET });
  await seedDemoData(database.db, { cases: options.cases, storage });
  const logger = pino({ level: process.env.BENCH_LOG ?? 'silent' });
  const jobs = createJobQueue({
    sql: database.sql,
    logger,
    pollingIntervalSeconds: options.jobsEverySeconds,
  });
  const deps = {
    config: { publicUrl: 'http://bench', NODE_ENV: 'test' as const },
    db: database.db,
    logger,
    mailer: { send: async () => {} },
    sms: { send: async () => {} },
    translations: { load: async () => ({}) },
    addressLookup: createAddressLookup({ logger }),
    aiText: createAiTextTool({ logger }),
    jobs,
    links: createLinkSigner(SECRET),
    storage,
  };
  // The jobs only where the path measured hands work to one (the zip of an export).
  if (options.jobsEverySeconds) registerJobs(deps);
  const app = await buildApp(deps, { rateLimits: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const signIn = await fetch(`${base}/api/Authentication/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'portal123', tokenType: 'bearer' }),
  });
  const headers = {
    authorization: `Bearer ${(await signIn.json()).token}`,
    'content-type': 'application/json',
  };
  async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  }

  async function close() {
    await app.close();
    await jobs.stop();
    await database.close();
    await rm(folder, { recursive: true, force: true });
  }
  return { base, call, close, db: database.db, folder, storage, storageRoot };
}
