import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { type SchemaState, schemaState } from '../db/migration-state.ts';
import {
  type BackupManifest,
  BackupRefused,
  type BackupSettings,
  copyStorage,
  refuseWhileHubRuns,
  runPostgresTool,
  writeManifest,
} from './backup-folder.ts';

/** `portal-backup-2026-11-26T10-52-09Z`: sorts by time and is a valid name on every file system. */
export function backupFolderName(now: Date): string {
  return `portal-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
}

/**
 * Writes a backup of the database and the storage folder into a new folder under `to` and answers its path.
 * The folder is written under a `.partial` name and renamed at the end, so an interrupted backup is never
 * taken for a complete one. The database is copied first and the files second: an upload is stored before
 * its row is written, so every file the copied rows name is there when the files are copied.
 */
export async function makeBackup(
  settings: BackupSettings,
  options: { to: string; now?: Date; log?: (line: string) => void },
): Promise<{ folder: string; manifest: BackupManifest }> {
  const log = options.log ?? (() => {});
  const createdAt = options.now ?? new Date();
  const folder = path.join(options.to, backupFolderName(createdAt));
  const partial = `${folder}.partial`;
  if (!settings.DATABASE_URL) refuseWhileHubRuns(settings.dataDir, 'backup');
  await mkdir(partial, { recursive: true });
  try {
    const database = settings.DATABASE_URL
      ? await dumpPostgres(settings.DATABASE_URL, partial, log)
      : await dumpPglite(settings.pgliteDir, partial, log);
    let storage: BackupManifest['storage'];
    if (settings.S3_BUCKET) {
      storage = { kind: 's3', bucket: settings.S3_BUCKET };
      log(
        `Files are in the S3 bucket ${settings.S3_BUCKET}: keep them with the bucket's versioning or a copy of it.`,
      );
    } else {
      log(`Copying the files of ${settings.storageDir} ...`);
      const counted = await copyStorage(settings.storageDir, path.join(partial, 'storage'));
      storage = { kind: 'local', folder: 'storage', ...counted };
    }
    const manifest: BackupManifest = { format: 1, createdAt: createdAt.toISOString(), database, storage };
    await writeManifest(partial, manifest);
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

function describeSchema(state: SchemaState) {
  return { migrations: state.applied, lastMigration: state.last };
}

/** PGlite's own copy of its data directory, taken with the database open and nothing else writing. */
async function dumpPglite(pgliteDir: string, folder: string, log: (line: string) => void) {
  try {
    await stat(path.join(pgliteDir, 'PG_VERSION'));
  } catch {
    throw new BackupRefused(`There is no database in ${pgliteDir} to back up.`);
  }
  log(`Copying the database in ${pgliteDir} ...`);
  const database = await openDatabase({ dataDir: pgliteDir });
  try {
    const state = await schemaState(database.sql);
    const tarball = await database.dump?.('gzip');
    if (!tarball) throw new Error('PGlite gave no copy of its data directory');
    const file = 'database.tar.gz';
    await writeFile(path.join(folder, file), Buffer.from(await tarball.arrayBuffer()));
    return { kind: 'pglite' as const, file, bytes: tarball.size, ...describeSchema(state) };
  } finally {
    await database.close();
  }
}

/**
 * pg_dump's custom format, one consistent snapshot while the hubs keep running; without owners and grants,
 * so it restores into a database of another user too.
 */
async function dumpPostgres(databaseUrl: string, folder: string, log: (line: string) => void) {
  const database = await openDatabase({ databaseUrl });
  let state: SchemaState;
  try {
    state = await schemaState(database.sql);
  } finally {
    await database.close();
  }
  const file = 'database.pgdump';
  log('Dumping the PostgreSQL database with pg_dump ...');
  await runPostgresTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, file)}`],
    databaseUrl,
  );
  const { size } = await stat(path.join(folder, file));
  return { kind: 'postgres' as const, file, bytes: size, ...describeSchema(state) };
}
