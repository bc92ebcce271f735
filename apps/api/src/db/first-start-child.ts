// The first start's database work in a process of its own, started by `hub.ts` (or by `npm start`): PGlite's
// initdb, the migrations and the demo data grow PGlite's WebAssembly memory, which never shrinks, and load the
// seed's modules; all of it ends with this process instead of staying in the hub for its whole life.
import { createStorage } from '../adapters/storage/create-storage.ts';
import { parseConfig } from '../config.ts';
import { otherProcessesUsing } from '../ops/data-folder-lock.ts';
import { openDatabase } from './client.ts';
import { seedDemoDataOnStart } from './seed-on-start.ts';
import { isNewPgliteFolder, startTemplate } from './start-template.ts';

const config = parseConfig();
// Started by the hub (which holds the folder) or, beside the portal's build, by `npm start` before the hub:
// then a hub already running on this PGlite folder must not find a second process in it.
const others = config.DATABASE_URL
  ? []
  : otherProcessesUsing(config.dataDir).filter((pid) => pid !== process.ppid);
if (others.length > 0) {
  console.error(`Another hub (process ${others.join(', ')}) runs on ${config.dataDir}; stop it first.`);
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.pgliteDir,
  snapshot: isNewPgliteFolder(config) ? await startTemplate() : undefined,
});
await database.migrate();
const demoLoaded = await seedDemoDataOnStart(database.db, {
  setting: config.SEED_DEMO,
  nodeEnv: config.NODE_ENV,
  cases: Number(process.env.DEMO_CASES ?? 200),
  storage: await createStorage(config),
});
await database.close();
process.send?.({ demoLoaded });
