import { spawn } from 'node:child_process';
import { inArray } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/storage.ts';
import { users } from '../modules/users/users.table.ts';
import type { Db } from './client.ts';
import { DEMO_USERS, isDatabaseEmpty } from './demo-accounts.ts';

/** SEED_DEMO: auto (not in production), always, or never. */
export type SeedDemoSetting = 'auto' | 'always' | 'never';

/**
 * Whether demo data may go into an empty database. Its accounts share a password printed in the README,
 * so `auto` never loads it in production; `always` is for a demo installation that runs in production mode.
 */
export function demoDataAllowed(setting: SeedDemoSetting, nodeEnv: string): boolean {
  if (setting === 'always') return true;
  if (setting === 'never') return false;
  return nodeEnv !== 'production';
}

/** Whether this start should load the demo data: the setting allows it and the database is empty. */
export async function demoDataWanted(db: Db, setting: SeedDemoSetting, nodeEnv: string): Promise<boolean> {
  return demoDataAllowed(setting, nodeEnv) && (await isDatabaseEmpty(db));
}

/** Loads the demo data into an empty database when the setting allows it; true when it did. */
export async function seedDemoDataOnStart(
  db: Db,
  options: { setting: SeedDemoSetting; nodeEnv: string; cases: number; storage?: Storage },
): Promise<boolean> {
  if (!(await demoDataWanted(db, options.setting, options.nodeEnv))) return false;
  // The seed's modules (sharp for the demo pictures among them) only for a start that seeds.
  const { seedDemoData } = await import('./seed.ts');
  await seedDemoData(db, { cases: options.cases, storage: options.storage });
  return true;
}

/** Whether any demo account (with the published password) is in the database, e.g. loaded by an older hub. */
export async function demoAccountsExist(db: Db): Promise<boolean> {
  const emails = DEMO_USERS.map((user) => user.email);
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)).limit(1);
  return found.length > 0;
}

/**
 * Migrates the configured database and loads the demo data (`cases` cases) when wanted, in a process of its
 * own (first-start-child.ts) with the hub's environment; a PGlite folder must not be open in the hub.
 * Resolves with whether the demo data was loaded.
 */
export function prepareDatabaseInChildProcess(cases: number): Promise<boolean> {
  const script = new URL('./first-start-child.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, [script], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, DEMO_CASES: String(cases) },
  });
  let demoLoaded = false;
  child.on('message', (message: { demoLoaded?: boolean }) => {
    demoLoaded = message.demoLoaded === true;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(demoLoaded)
        : reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
