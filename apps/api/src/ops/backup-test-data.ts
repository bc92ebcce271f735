import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject } from 'vitest';
import { createLocalStorage } from '../adapters/storage/local-storage.ts';
import { openDatabase } from '../db/client.ts';
import { knownMigrations } from '../db/migration-state.ts';
import { cases } from '../modules/cases/cases.table.ts';
import { buildBranch, buildCase } from '../test/factories.ts';
import { databaseUrlOn, runOnServer } from '../test/test-database.ts';
import { type BackupSettings, MANIFEST_FILE } from './backup-folder.ts';
import { makeBackup } from './make-backup.ts';
import { restoreBackup } from './restore-backup.ts';

// The data folder and the round trip shared by the backup tests on the embedded database (backup.test.ts)
// and on a PostgreSQL server (backup.pg.test.ts).
const template = inject('testDatabaseTemplate');
const photo = Buffer.from('the living room, facing south');
const plan = Buffer.from('floor plan');

/**
 * A data folder as a hub leaves it: a migrated database with an office and a case, and two files in
 * storage; PGlite in the folder, or a database copied from the template on CI's PostgreSQL server.
 */
export async function dataFolder(kind: 'pglite' | 'postgres') {
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
export async function roundTrip(data: Awaited<ReturnType<typeof dataFolder>>, databaseFile: string) {
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
