import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { knownMigrations, schemaState } from '../db/migration-state.ts';
import {
  type BackupManifest,
  BackupRefused,
  type BackupSettings,
  copyStorage,
  readManifest,
  refuseWhileHubRuns,
  runPostgresTool,
} from './backup-folder.ts';

/**
 * Puts a backup made by `makeBackup` back: the database and the storage folder become what they were when
 * it was made. Every hub on the data folder must be stopped. The backup is first unpacked beside the live
 * folders (`*.restoring`), so a failure there (a broken file, a full disk) leaves the live data as it was;
 * then the folders are swapped and the previous ones removed. A backup of an older schema is migrated by
 * the hub when it starts; one of a newer schema than this code knows is refused.
 */
export async function restoreBackup(
  settings: BackupSettings,
  options: { from: string; log?: (line: string) => void },
): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const manifest = await readManifest(options.from);
  refuseNewerSchema(manifest);
  refuseWhileHubRuns(settings.dataDir, 'restore');
  if (manifest.database.kind === 'postgres' && !settings.DATABASE_URL) {
    throw new BackupRefused(
      'This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into.',
    );
  }
  if (manifest.database.kind === 'pglite' && settings.DATABASE_URL) {
    throw new BackupRefused(
      'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
    );
  }
  const storageCopy = `${settings.storageDir}.restoring`;
  const databaseCopy = `${settings.pgliteDir}.restoring`;
  try {
    if (manifest.storage.kind === 'local') {
      log(`Copying the backed-up files to ${storageCopy} ...`);
      await rm(storageCopy, { recursive: true, force: true });
      await copyStorage(path.join(options.from, manifest.storage.folder), storageCopy);
    } else {
      log(`Files are in the S3 bucket ${manifest.storage.bucket}: restore them from the bucket's versions.`);
    }
    if (manifest.database.kind === 'pglite') {
      log(`Unpacking the database to ${databaseCopy} ...`);
      await unpackPglite(path.join(options.from, manifest.database.file), databaseCopy);
    } else {
      await restorePostgres(
        settings.DATABASE_URL ?? '',
        path.join(options.from, manifest.database.file),
        manifest,
        log,
      );
    }
  } catch (error) {
    await rm(storageCopy, { recursive: true, force: true });
    await rm(databaseCopy, { recursive: true, force: true });
    throw error;
  }
  if (manifest.database.kind === 'pglite') await replaceFolder(settings.pgliteDir, databaseCopy);
  if (manifest.storage.kind === 'local') await replaceFolder(settings.storageDir, storageCopy);
  return manifest;
}

function refuseNewerSchema(manifest: BackupManifest): void {
  const known = knownMigrations();
  const last = manifest.database.lastMigration;
  const newer = manifest.database.migrations > known.length || (last && !known.some((m) => m.tag === last));
  if (!newer) return;
  throw new BackupRefused(
    `This backup was made by a newer version of the portal: its database is at migration ${last} ` +
      `(${manifest.database.migrations} migrations), and this version knows ${known.length}, up to ` +
      `${known.at(-1)?.tag}. Restore it with the version that made it, or a newer one. Nothing was changed.`,
  );
}

/** Loads PGlite's tarball into a new data directory and checks that it opens and reads as the manifest says. */
async function unpackPglite(tarball: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  const snapshot = new Blob([await readFile(tarball)]);
  const database = await openDatabase({ dataDir: target, snapshot });
  try {
    const state = await schemaState(database.sql);
    if (state.newerThanCode) {
      throw new BackupRefused(
        `The backed-up database is at ${state.last}, newer than this version of the portal.`,
      );
    }
  } finally {
    await database.close();
  }
}

/**
 * pg_restore into the configured database, in one transaction. `--clean` drops only what the backup holds,
 * so a database whose schema is newer than the backup's would keep the newer tables and fail its next
 * migration: that case is refused with the commands to restore into an empty database instead.
 */
async function restorePostgres(
  databaseUrl: string,
  file: string,
  manifest: BackupManifest,
  log: (line: string) => void,
) {
  const database = await openDatabase({ databaseUrl });
  const current = await schemaState(database.sql).finally(() => database.close());
  if (current.applied > manifest.database.migrations) {
    throw new BackupRefused(
      `The database is at a newer schema (${current.last}) than the backup (${manifest.database.lastMigration}). ` +
        'Restore into a new, empty database and point DATABASE_URL at it:\n' +
        `  createdb portal_restored\n  pg_restore --no-owner --no-privileges --single-transaction --dbname=portal_restored ${file}`,
    );
  }
  log('Restoring the PostgreSQL database with pg_restore ...');
  await runPostgresTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', file],
    databaseUrl,
  );
}

/** Swaps `prepared` in for `target`; the previous folder is removed once the new one is in place. */
async function replaceFolder(target: string, prepared: string): Promise<void> {
  const previous = `${target}.before-restore`;
  await rm(previous, { recursive: true, force: true });
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) await rename(target, previous);
  await rename(prepared, target);
  await rm(previous, { recursive: true, force: true });
}
