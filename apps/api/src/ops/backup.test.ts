import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage/local-storage.ts';
import { openDatabase } from '../db/client.ts';
import { knownMigrations, MIGRATIONS_FOLDER, schemaState } from '../db/migration-state.ts';
import { cases } from '../modules/cases/cases.table.ts';
import { buildBranch, buildCase } from '../test/factories.ts';
import { fillEveryTable } from '../test/schema-filler.ts';
import { databaseUrlOn, runOnServer } from '../test/test-database.ts';
import { type BackupSettings, MANIFEST_FILE } from './backup-folder.ts';
import { makeBackup } from './make-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const run = promisify(execFile);
const template = inject('testDatabaseTemplate');
const photo = Buffer.from('the living room, facing south');
const plan = Buffer.from('floor plan');

/**
 * A data folder as a hub leaves it: a migrated database with an office and a case, and two files in
 * storage; PGlite in the folder, or a database copied from the template on CI's PostgreSQL server.
 */
async function dataFolder(kind: 'pglite' | 'postgres') {
  const root = await mkdtemp(path.join(tmpdir(), 'portal-backup-test-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const dataDir = path.join(root, 'data');
  let databaseUrl: string | undefined;
  if (kind === 'postgres' && template.kind === 'postgres') {
    const name = `portal_backup_${randomBytes(6).toString('hex')}`;
    await runOnServer(template.serverUrl, `create database ${name} template ${template.name}`);
    afterAll(() => runOnServer(template.serverUrl, `drop database if exists ${name} with (force)`));
    databaseUrl = databaseUrlOn(template.serverUrl, name);
  }
  const settings: BackupSettings = {
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    storageDir: path.join(dataDir, 'storage'),
    DATABASE_URL: databaseUrl,
    S3_BUCKET: undefined,
  };
  const openData = () => openDatabase({ databaseUrl, dataDir: settings.pgliteDir });
  const seeded =
    kind === 'pglite' && template.kind === 'pglite'
      ? await openDatabase({
          dataDir: settings.pgliteDir,
          snapshot: new Blob([await readFile(template.snapshotFile)]),
        })
      : await openData();
  // The PostgreSQL run of the tests has no PGlite template: that folder is migrated here.
  await seeded.migrate();
  const branch = await buildBranch(seeded.db);
  const kept = await buildCase(seeded.db, { branchId: branch.id, reference: 'KEPT-1' });
  await seeded.close();
  const storage = await createLocalStorage({ root: settings.storageDir, secret: 'backup-test-secret' });
  await storage.write(`cases/${kept.id}/photo.jpg`, photo, 'image/jpeg');
  await storage.write(`cases/${kept.id}/plan.pdf`, plan, 'application/pdf');

  return {
    root,
    settings,
    storage,
    kept,
    backups: path.join(root, 'backups'),
    async caseReferences() {
      const database = await openData();
      try {
        const rows = await database.db.select({ reference: cases.reference }).from(cases);
        return rows.map((row) => row.reference).toSorted();
      } finally {
        await database.close();
      }
    },
    async addCase(reference: string) {
      const database = await openData();
      await buildCase(database.db, { branchId: branch.id, reference });
      await database.close();
    },
  };
}

/** Backs up, changes the data (a case added, a file deleted and one added), restores, finds the backed-up state. */
async function roundTrip(data: Awaited<ReturnType<typeof dataFolder>>, databaseFile: string) {
  const { settings, storage, kept } = data;
  const { folder, manifest } = await makeBackup(settings, {
    to: data.backups,
    now: new Date('2026-11-26T10:52:09Z'),
  });
  expect(path.basename(folder)).toBe('portal-backup-2026-11-26T10-52-09Z');
  expect(manifest).toMatchObject({
    createdAt: '2026-11-26T10:52:09.000Z',
    database: {
      file: databaseFile,
      migrations: knownMigrations().length,
      lastMigration: knownMigrations().at(-1)?.tag,
    },
    storage: { kind: 'local', files: 2, bytes: photo.length + plan.length },
  });
  expect((await readdir(folder)).toSorted()).toEqual([databaseFile, MANIFEST_FILE, 'storage']);

  await data.addCase('AFTER-BACKUP');
  await storage.remove(`cases/${kept.id}/photo.jpg`);
  await storage.write(`cases/${kept.id}/later.jpg`, Buffer.from('later'), 'image/jpeg');
  expect(await data.caseReferences()).toEqual(['AFTER-BACKUP', 'KEPT-1']);

  await restoreBackup(settings, { from: folder });

  expect(await data.caseReferences()).toEqual(['KEPT-1']);
  const restored = await createLocalStorage({ root: settings.storageDir, secret: 'backup-test-secret' });
  const back = await restored.read(`cases/${kept.id}/photo.jpg`);
  expect(Buffer.concat(await back.toArray())).toEqual(photo);
  expect(await restored.head(`cases/${kept.id}/photo.jpg`)).toMatchObject({ size: photo.length });
  expect(await restored.head(`cases/${kept.id}/later.jpg`)).toBeNull();
  return folder;
}

describe.runIf(template.kind === 'postgres')(
  'backup and restore on PostgreSQL (pg_dump, pg_restore)',
  async () => {
    const data = await dataFolder('postgres');

    it('backs up with pg_dump and restores with pg_restore: the backed-up state comes back', async () => {
      await roundTrip(data, 'database.pgdump');
      expect(await readdir(data.settings.dataDir)).toEqual(['storage']);
    }, 60_000);
  },
);

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
