// npm run seed -- --cases 100000: adds a large set of cases for performance work.
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { branches } from '../modules/branches/branches.table.ts';
import { cases, contactPersons } from '../modules/cases/cases.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
import { otherProcessesUsing } from '../ops/data-folder-lock.ts';
import { withoutSecondaryIndexes } from './bulk-load.ts';
import { openDatabase } from './client.ts';
import { isDatabaseEmpty } from './demo-accounts.ts';
import { seedDemoData } from './seed.ts';
import { seedCases } from './seed-cases.ts';
import { demoDataAllowed } from './seed-on-start.ts';

const { values } = parseArgs({ options: { cases: { type: 'string', default: '1000' } } });
const total = Number(values.cases);
if (!Number.isInteger(total) || total < 1) throw new Error('--cases must be a positive whole number');

const config = parseConfig();
if (!demoDataAllowed(config.SEED_DEMO, config.NODE_ENV)) {
  throw new Error(`SEED_DEMO=${config.SEED_DEMO} with NODE_ENV=${config.NODE_ENV} does not allow demo data`);
}
// A PGlite folder opened by a second process while its hub runs is corrupted.
const hubs = config.DATABASE_URL ? [] : otherProcessesUsing(config.dataDir);
if (hubs.length > 0) throw new Error(`Stop the hub on ${config.dataDir} (process ${hubs.join(', ')}) first`);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
await database.migrate();
const started = Date.now();
if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db, { cases: 0 });
const branchRows = await database.db.select().from(branches);
// Batches of 5,000 cases (about 40,000 rows over the five tables); from 50,000 cases on, the indexes are built
// once at the end instead of row by row.
const tables = [cases, contactPersons, orders, orderLines, tasks];
if (total >= 50_000) {
  await withoutSecondaryIndexes(database.db, tables, (tx) =>
    seedCases(tx, branchRows, total, Date.now(), 5000),
  );
} else {
  await seedCases(database.db, branchRows, total, Date.now(), 5000);
}
// Fresh statistics for the planner, and the visibility map that lets a count read an index alone.
await database.sql('vacuum analyze cases, contact_persons, orders, order_lines, tasks');
console.log(`Added ${total} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
