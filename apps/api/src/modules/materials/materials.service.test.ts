import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { cases } from '../cases/cases.table.ts';
import { addBatch } from './materials.service.ts';
import { materialBatches, materials } from './materials.table.ts';

/** The one way material reaches a case (uploads, copies, collages and combined pictures all use it). */
describe('delivering material as a new batch', async () => {
  const { db } = await createTestApp();
  const { officeA } = await buildOffices(db);
  const at = new Date('2026-11-24T09:00:00.000Z');
  const picture = (name: string) => ({ type: 'Picture', name, storageKey: `cases/x/${name}` });
  const hasMaterials = async (caseId: string) =>
    (await db.select().from(cases).where(eq(cases.id, caseId)))[0]?.hasMaterials;

  it('puts the first material of a case at position 0, each next batch after the last, and marks the case', async () => {
    const item = await buildCase(db, { branchId: officeA.id });
    expect(await hasMaterials(item.id)).toBe(false);
    const target = { caseId: item.id, branchId: officeA.id, at };

    const first = await db.transaction((tx) => addBatch(tx, target, [picture('a.jpg'), picture('b.jpg')]));
    expect(first.batch).toMatchObject({ caseId: item.id, orderLineId: null, createdAt: at });
    expect(first.materials.map((row) => [row.name, row.sortOrder, row.batchId])).toEqual([
      ['a.jpg', 0, first.batch.id],
      ['b.jpg', 1, first.batch.id],
    ]);
    expect(first.materials[0]).toMatchObject({ caseId: item.id, branchId: officeA.id, createdAt: at });
    expect(await hasMaterials(item.id)).toBe(true);

    const second = await db.transaction((tx) => addBatch(tx, target, [picture('collage.jpg')]));
    expect(second.materials.map((row) => row.sortOrder)).toEqual([2]);
  });

  it('writes nothing when the caller’s transaction does not commit', async () => {
    const item = await buildCase(db, { branchId: officeA.id });
    const refused = db.transaction(async (tx) => {
      await addBatch(tx, { caseId: item.id, branchId: officeA.id, at }, [picture('c.jpg')]);
      throw new Error('the caller refuses after the delivery');
    });
    await expect(refused).rejects.toThrow('the caller refuses');
    expect(await db.select().from(materials).where(eq(materials.caseId, item.id))).toEqual([]);
    expect(await db.select().from(materialBatches).where(eq(materialBatches.caseId, item.id))).toEqual([]);
    expect(await hasMaterials(item.id)).toBe(false);
  });
});
