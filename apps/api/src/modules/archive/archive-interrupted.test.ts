import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../adapters/storage/storage.ts';
import { buildBatch, buildCase, buildOffices } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { cases } from '../cases/cases.table.ts';
import { materials } from '../materials/materials.table.ts';
import type { ArchiveDirection } from './archive.mails.ts';
import { runTransition } from './archive.service.ts';
import { keyFor, moveFilesOfCase } from './archive-files.ts';

/**
 * A hub killed during an archive or a restore job stops between moving a file and saving its row, and
 * between two files; pg-boss then hands the job out again. Here the dying process is a storage that moves
 * `moves` files and then answers nothing more, the last move included.
 */
const dyingAfter = (storage: Storage, moves: number): Storage => {
  let done = 0;
  const gone = () => {
    if (done >= moves) throw new Error('the process is gone');
  };
  return {
    ...storage,
    async move(from, to) {
      gone();
      done += 1;
      await storage.move(from, to);
      gone();
    },
    async head(key) {
      gone();
      return storage.head(key);
    },
  };
};

describe('an archive or restore job interrupted and run again', async () => {
  const { db, deps } = await createTestApp();
  const { officeA, agentA } = await buildOffices(db);

  const keysOf = async (caseId: string) =>
    (await db.select().from(materials).where(eq(materials.caseId, caseId))).flatMap((row) =>
      [row.storageKey, row.previewKey, row.thumbnailKey].filter((key) => key !== null),
    );
  const stateOf = async (caseId: string) =>
    (await db.select().from(cases).where(eq(cases.id, caseId)))[0]?.materialsState;
  const doneAudits = async (caseId: string, direction: ArchiveDirection) =>
    (await db.select().from(auditLog).where(eq(auditLog.targetId, caseId))).filter(
      (row) => row.action === `materials.${direction}.done`,
    ).length;

  /** A case of 4 pictures, each with a preview and a thumbnail: 12 files. */
  const caseWithPreviews = async () => {
    const found = await buildCase(db, { branchId: officeA.id });
    const { pictures } = await buildBatch(db, deps.storage, { caseId: found.id, branchId: officeA.id }, 4);
    for (const picture of pictures) {
      const storageKey = picture.storageKey as string;
      const previewKey = storageKey.replace('.jpg', '-preview.jpg');
      const thumbnailKey = storageKey.replace('.jpg', '-thumbnail.jpg');
      await deps.storage.copy(storageKey, previewKey);
      await deps.storage.copy(storageKey, thumbnailKey);
      await db.update(materials).set({ previewKey, thumbnailKey }).where(eq(materials.id, picture.id));
    }
    return found;
  };

  /** The first job dies after `moves` moves; the state is checked to be really half way; the job runs again. */
  const dieThenRunAgain = async (caseId: string, direction: ArchiveDirection, moves: number) => {
    const moving = direction === 'archive' ? 'ARCHIVING' : 'RESTORING';
    await db.update(cases).set({ materialsState: moving }).where(eq(cases.id, caseId));
    const before = await keysOf(caseId);
    await expect(
      moveFilesOfCase({ ...deps, storage: dyingAfter(deps.storage, moves) }, caseId, direction),
    ).rejects.toThrow();

    const named = await keysOf(caseId);
    const rowsMoved = named.filter((key) => !before.includes(key)).length;
    const missing = [];
    for (const key of named) if (!(await deps.storage.head(key))) missing.push(key);
    // Some rows saved, and the moves in flight when it died done without their rows: the repeated job meets
    // rows naming a file that is already at its target.
    expect(rowsMoved).toBeGreaterThan(0);
    expect(rowsMoved).toBeLessThan(before.length);
    expect(missing.length).toBeGreaterThan(0);
    for (const key of missing) expect(await deps.storage.head(keyFor(key, direction)), key).not.toBeNull();

    await runTransition(deps, { caseId, userId: agentA.id }, direction);
    await runTransition(deps, { caseId, userId: agentA.id }, direction);
    return before;
  };

  const expectConsistent = async (caseId: string, direction: ArchiveDirection, before: string[]) => {
    const after = await keysOf(caseId);
    expect(after.toSorted()).toEqual(before.map((key) => keyFor(key, direction)).toSorted());
    for (const key of after) {
      expect(await deps.storage.head(key), key).not.toBeNull();
      const twin = keyFor(key, direction === 'archive' ? 'restore' : 'archive');
      expect(await deps.storage.head(twin), twin).toBeNull();
    }
    expect(await doneAudits(caseId, direction)).toBe(1);
  };

  it('archives and restores every file once, with every row naming an existing file and none in both places', async () => {
    const found = await caseWithPreviews();
    const active = await dieThenRunAgain(found.id, 'archive', 7);
    expect(await stateOf(found.id)).toBe('ARCHIVED');
    await expectConsistent(found.id, 'archive', active);

    const archived = await dieThenRunAgain(found.id, 'restore', 5);
    expect(await stateOf(found.id)).toBe('ACTIVE');
    await expectConsistent(found.id, 'restore', archived);
    expect((await keysOf(found.id)).toSorted()).toEqual(active.toSorted());
  });
});
