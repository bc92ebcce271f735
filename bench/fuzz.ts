// Bad input at volume: npm run bench:fuzz -- [--runs 1000] [--seed 18] [--only /api/orders]
// Sends --runs requests drawn from each route's own schema to every route (half as an office admin, half as
// the provider's support staff) on a throw-away PGlite folder (or DATABASE_URL) with the demo data. Fails
// on any 5xx, any refusal without the error shape and any refusal that changed the database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createAddressLookup } from '../apps/api/src/adapters/address/create-address-lookup.ts';
import { createAiTextTool } from '../apps/api/src/adapters/ai-text/create-ai-text-tool.ts';
import { createLinkSigner } from '../apps/api/src/adapters/storage/link-signer.ts';
import { createLocalStorage } from '../apps/api/src/adapters/storage/local-storage.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/api/src/db/demo-accounts.ts';
import { seedDemoData } from '../apps/api/src/db/seed.ts';
import { createJobQueue } from '../apps/api/src/jobs/job-queue.ts';
import {
  databaseFingerprinter,
  knownValuesOf,
  sqlOf,
} from '../apps/api/src/test/fuzz/database-fingerprint.ts';
import { type FuzzFailure, fuzzTarget, targetsOf } from '../apps/api/src/test/fuzz/fuzz-routes.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '18' },
    only: { type: 'string', default: '' },
  },
});
const folder = await mkdtemp(path.join(tmpdir(), 'portal-fuzz-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: folder });
await database.migrate();
await seedDemoData(database.db, { cases: 10 });

const logger = pino({ level: 'silent' });
const app = await buildApp(
  {
    config: { publicUrl: 'http://bench', NODE_ENV: 'test' },
    db: database.db,
    logger,
    mailer: { send: async () => {} },
    sms: { send: async () => {} },
    translations: { load: async () => ({}) },
    addressLookup: createAddressLookup({ logger }),
    aiText: createAiTextTool({ logger }),
    jobs: createJobQueue({ sql: database.sql, logger }),
    // Whatever address a fuzzed call saves as a webhook, no name is looked up and nothing is sent.
    resolveHost: async () => [],
    postPinned: async () => {
      throw new Error('the fuzz bench sends no webhook');
    },
    links: createLinkSigner('bench-secret-not-for-use'),
    storage: await createLocalStorage({
      root: path.join(folder, 'storage'),
      secret: 'bench-secret-not-for-use',
    }),
  },
  { rateLimits: false },
);

async function signIn(email: string): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Authentication/sign-in',
    headers: { 'x-portal-request': '1' },
    payload: { email, password: DEMO_PASSWORD, tokenType: 'bearer' },
  });
  return { authorization: `Bearer ${response.json().token}` };
}
const users = { admin: await signIn('admin@demo.test'), support: await signIn('support@demo.test') };
const sql = sqlOf(database.db);
const options = {
  app,
  known: await knownValuesOf(sql),
  fingerprint: await databaseFingerprinter(sql),
  runs: Math.ceil(Number(values.runs) / 2),
  seed: Number(values.seed),
};

const targets = targetsOf(app).filter((target) => target.path.includes(values.only));
const failures: FuzzFailure[] = [];
const started = performance.now();
let requests = 0;
for (const target of targets) {
  const targetStarted = performance.now();
  for (const headers of Object.values(users)) {
    const failure = await fuzzTarget({ ...options, headers: () => headers }, target);
    if (failure) failures.push(failure);
    requests += options.runs;
  }
  const seconds = ((performance.now() - targetStarted) / 1000).toFixed(1);
  console.log(`${`${target.method} ${target.path}`.padEnd(70)} ${seconds.padStart(6)} s`);
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(
  `\n${targets.length} routes, about ${requests} requests in ${minutes} min, ${failures.length} failing`,
);
for (const failure of failures) console.log(JSON.stringify(failure, null, 2));
await app.close();
await database.close();
await rm(folder, { recursive: true, force: true });
process.exit(failures.length > 0 ? 1 : 0);
