// npm run backup [-- --to <folder>]: a backup of the database and the files into a new folder under <folder>
// (./backups by default). The embedded database needs its hub stopped; on PostgreSQL the hubs keep running.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { BackupRefused } from './backup-folder.ts';
import { makeBackup } from './make-backup.ts';

const { values } = parseArgs({ options: { to: { type: 'string', default: 'backups' } } });
const config = parseConfig();
// Relative to the folder npm was started from, as DATA_DIR is.
const to = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.to);
try {
  const { folder, manifest } = await makeBackup(config, { to, log: console.log });
  const { database, storage } = manifest;
  console.log(`Backup written to ${folder}`);
  console.log(`  database: ${database.kind}, ${database.bytes} bytes, schema at ${database.lastMigration}`);
  if (storage.kind === 'local') console.log(`  files: ${storage.files}, ${storage.bytes} bytes`);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
