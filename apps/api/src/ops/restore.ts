// npm run restore -- --from <backup folder>: puts a backup made by `npm run backup` back. Stop every hub on the
// data folder first; start it again afterwards (it migrates a backup of an older schema).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { BackupRefused } from './backup-folder.ts';
import { restoreBackup } from './restore-backup.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('Name the backup folder: npm run restore -- --from backups/portal-backup-...');
  process.exit(1);
}
const config = parseConfig();
const from = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
try {
  const manifest = await restoreBackup(config, { from, log: console.log });
  console.log(`Restored the backup of ${manifest.createdAt} (schema at ${manifest.database.lastMigration}).`);
  console.log('Start the hub again; it applies the migrations made since the backup.');
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
