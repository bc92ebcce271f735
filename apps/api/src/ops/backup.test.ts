import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { knownMigrations, MIGRATIONS_FOLDER, schemaState } from '../db/migration-state.ts';
import { fillEveryTable } from '../test/schema-filler.ts';
import { type BackupSettings, MANIFEST_FILE } from './backup-folder.ts';
import { dataFolder, roundTrip } from './backup-test-data.ts';
import { makeBackup } from './make-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const run = promisify(execFile);

describe('backup and restore of the embedded database and the storage folder', async () => {
  const data = await dataFolder('pglite');
  const { root, settings, backups } = data;
  const dataDir = settings.dataDir;
  const { caseReferences, addCase } = data;
  let backupFolder = '';

  it('backs up, and a restore brings back the backed-up state: a later case gone, a deleted file back', async () => {
    backupFolder = await roundTrip(data, 'database.tar.gz');
    // Nothing of the swap is left beside the live folders.
    expect((await readdir(dataDir)).toSorted()).toEqual(['pglite', 'storage']);
    // PGlite opened four times: slow on a busy machine.
  }, 60_000);

  it('refuses a backup made at a newer schema than this code knows, and changes nothing', async () => {
    const future = path.join(root, 'future-backup');
    await cp(backupFolder, future, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(future, MANIFEST_FILE), 'utf8'));
    const known = knownMigrations();
    manifest.database.migrations = known.length + 1;
    manifest.database.lastMigration = `${String(known.length).padStart(4, '0')}_from_the_future`;
    await writeFile(path.join(future, MANIFEST_FILE), JSON.stringify(manifest));
    await addCase('STAYS');

    await expect(restoreBackup(settings, { from: future })).rejects.toThrow(
      /made by a newer version of the portal.*from_the_future.*Nothing was changed/s,
    );
    expect(await caseReferences()).toEqual(['KEPT-1', 'STAYS']);
  });

  it('restores a backup of an older schema, which the hub migrates on its next start', async () => {
    const older = path.join(root, 'older');
    const folderSettings = (name: string): BackupSettings => ({
      ...settings,
      dataDir: path.join(older, name),
      pgliteDir: path.join(older, name, 'pglite'),
      storageDir: path.join(older, name, 'storage'),
    });
    // The migrations as the previous version shipped them: the journal without its newest entry.
    const previousMigrations = path.join(older, 'migrations');
    await cp(MIGRATIONS_FOLDER, previousMigrations, { recursive: true });
    const journalFile = path.join(previousMigrations, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8'));
    journal.entries.pop();
    await writeFile(journalFile, JSON.stringify(journal));
    const previous = folderSettings('previous');
    const database = await openDatabase({ dataDir: previous.pgliteDir });
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: previousMigrations });
    await fillEveryTable(database.sql, 1);
    await database.close();

    const { manifest, folder } = await makeBackup(previous, { to: path.join(older, 'backups') });
    const known = knownMigrations();
    expect(manifest.database).toMatchObject({
      migrations: known.length - 1,
      lastMigration: known.at(-2)?.tag,
    });
    expect(manifest.storage).toMatchObject({ files: 0, bytes: 0 });

    const restoredTo = folderSettings('restored');
    await restoreBackup(restoredTo, { from: folder });
    const restored = await openDatabase({ dataDir: restoredTo.pgliteDir });
    try {
      await restored.migrate();
      expect(await schemaState(restored.sql)).toEqual({
        applied: known.length,
        last: known.at(-1)?.tag,
        newerThanCode: false,
      });
      expect((await restored.sql('select count(*)::int as count from cases')).rows).toEqual([{ count: 1 }]);
    } finally {
      await restored.close();
    }
    // Two new PGlite folders and their migrations: slow on a busy machine.
  }, 90_000);

  it('refuses a folder that is not a complete backup', async () => {
    const half = path.join(root, 'half');
    await mkdir(half);
    await expect(restoreBackup(settings, { from: half })).rejects.toThrow(/not a complete backup/);
  });

  it('refuses to back up or restore while a hub runs on the data folder', async () => {
    // The test runner's own process stands in for a running hub: alive, and not this process.
    const running = path.join(dataDir, 'running');
    await mkdir(running, { recursive: true });
    await writeFile(path.join(running, String(process.ppid)), '');
    try {
      const stop = new RegExp(`hub is running on .* \\(process ${process.ppid}\\)\\. Stop it`);
      await expect(makeBackup(settings, { to: backups })).rejects.toThrow(stop);
      await expect(restoreBackup(settings, { from: backupFolder })).rejects.toThrow(stop);
      expect(await caseReferences()).toEqual(['KEPT-1', 'STAYS']);
    } finally {
      await rm(running, { recursive: true, force: true });
    }
  });

  // The restore itself is tested above; from the command line its arguments, exit code and messages.
  it('runs as the npm commands do: npm run backup -- --to, npm run restore -- --from', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, INIT_CWD: root, LOG_LEVEL: 'silent' };
    const script = (name: string) => new URL(`./${name}.ts`, import.meta.url).pathname;
    const made = await run(process.execPath, [script('backup'), '--to', 'cli-backups'], { env });
    expect(made.stdout).toMatch(/Backup written to .*cli-backups\/portal-backup-/);
    expect(made.stdout).toMatch(/files: 2, /);
    const [name] = await readdir(path.join(root, 'cli-backups'));
    expect(
      JSON.parse(await readFile(path.join(root, 'cli-backups', `${name}`, MANIFEST_FILE), 'utf8')),
    ).toMatchObject({
      database: { kind: 'pglite', migrations: knownMigrations().length },
    });

    const refused = run(process.execPath, [script('restore'), '--from', 'nowhere'], { env });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/not a complete backup/),
    });
    const unnamed = run(process.execPath, [script('restore')], { env });
    await expect(unnamed).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/--from backups/) });
    // A process that loads PGlite: slow on a busy machine.
  }, 60_000);
});
