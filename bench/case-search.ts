// Times the case list's calls on a large data set: npm run bench:case-search -- [--cases 100000]
// Uses a throw-away PGlite folder (or DATABASE_URL) and the real routes through app.inject.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createAddressLookup } from '../apps/api/src/adapters/address/address-lookup.ts';
import { createAiTextTool } from '../apps/api/src/adapters/ai-text/ai-text-tool.ts';
import { createLocalStorage } from '../apps/api/src/adapters/storage/local-storage.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed.ts';
import { seedCases } from '../apps/api/src/db/seed-cases.ts';
import { createJobQueue } from '../apps/api/src/jobs/job-queue.ts';
import { branches } from '../apps/api/src/modules/branches/branches.table.ts';

const { values } = parseArgs({ options: { cases: { type: 'string', default: '100000' } } });
const total = Number(values.cases);
const folder = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: folder });
await database.migrate();

let started = Date.now();
await seedDemoData(database.db, { cases: 0 });
await seedCases(database.db, await database.db.select().from(branches), total, 7, 2000);
console.log(`seeded ${total} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const logger = pino({ level: 'silent' });
const app = await buildApp({
  config: { publicUrl: 'http://bench', NODE_ENV: 'test' },
  db: database.db,
  logger,
  mailer: { send: async () => {} },
  sms: { send: async () => {} },
  translations: { load: async () => ({}) },
  addressLookup: createAddressLookup({ logger }),
  aiText: createAiTextTool({ logger }),
  jobs: createJobQueue({ sql: database.sql, logger }),
  storage: await createLocalStorage({
    root: path.join(folder, 'storage'),
    secret: 'bench-secret-not-for-use',
  }),
});
const signIn = await app.inject({
  method: 'POST',
  url: '/api/Authentication/sign-in',
  headers: { 'x-portal-request': '1' },
  payload: { email: 'admin@demo.test', password: 'portal123', tokenType: 'bearer' },
});
const headers = { authorization: `Bearer ${signIn.json().token}` };

const searches: Record<string, object> = {
  'first page, newest first': {},
  'page 50 (skip 5000)': { skip: 5000 },
  'search "gade"': { searchKey: 'gade' },
  'search by case number': { searchKey: 'HM-1500' },
  'status Delivered + category CASE': { orderStatuses: ['Delivered'], deliveredProductCategories: ['CASE'] },
  'date interval, sorted by address': {
    modifiedDateFrom: new Date(Date.now() - 90 * 86_400_000).toISOString(),
    sortOrder: 'address',
    sortDirection: 'asc',
  },
};
for (const [name, body] of Object.entries(searches)) {
  await app.inject({ method: 'POST', url: '/api/Cases/Search', headers, payload: body });
  const times: number[] = [];
  let found = 0;
  for (let round = 0; round < 5; round += 1) {
    started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/Cases/Search', headers, payload: body });
    times.push(performance.now() - started);
    found = response.json().total;
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(36)} median ${times[2]?.toFixed(0).padStart(5)} ms   (${found} matches)`);
}
await app.close();
await database.close();
await rm(folder, { recursive: true, force: true });
