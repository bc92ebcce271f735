import { and, asc, eq, inArray, isNull, max, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases } from '../cases/cases.table.ts';
import { materialBatches, materials } from './materials.table.ts';

export type MaterialRow = typeof materials.$inferSelect;

/** The case's material that is not removed (only the active part when asked), in the office's order. */
export async function findMaterialsOfCase(
  db: Db,
  caseId: string,
  options: { activeOnly?: boolean } = {},
): Promise<MaterialRow[]> {
  return db
    .select()
    .from(materials)
    .where(
      and(
        eq(materials.caseId, caseId),
        isNull(materials.deletedAt),
        options.activeOnly ? eq(materials.active, true) : undefined,
      ),
    )
    .orderBy(asc(materials.sortOrder), asc(materials.createdAt), asc(materials.id));
}

/**
 * The keys among `keys` that material still points at, leaving out the material of `exceptCaseId` when given.
 * Copies and demo cases share files, so a file is removed or moved only when nothing else uses it.
 */
export async function findKeysInUse(
  db: Db,
  keys: string[],
  options: { exceptCaseId?: string } = {},
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const pointsAtKeys = or(
    inArray(materials.storageKey, keys),
    inArray(materials.previewKey, keys),
    inArray(materials.thumbnailKey, keys),
  );
  const rows = await db
    .select({
      storageKey: materials.storageKey,
      previewKey: materials.previewKey,
      thumbnailKey: materials.thumbnailKey,
    })
    .from(materials)
    .where(
      options.exceptCaseId ? and(ne(materials.caseId, options.exceptCaseId), pointsAtKeys) : pointsAtKeys,
    );
  const wanted = new Set(keys);
  return new Set(
    rows
      .flatMap((row) => [row.storageKey, row.previewKey, row.thumbnailKey])
      .filter((key): key is string => key !== null && wanted.has(key)),
  );
}

/**
 * A picture the portal made itself (combined pictures, collages) as a batch of its own after the case's other
 * material; the case then has material.
 */
export async function insertPictureInOwnBatch(
  db: Db,
  values: Omit<typeof materials.$inferInsert, 'type' | 'batchId' | 'sortOrder'> & { caseId: string },
  options: { batchId?: string } = {},
) {
  const [batch] = await db
    .insert(materialBatches)
    .values({ id: options.batchId, caseId: values.caseId, orderLineId: values.orderLineId ?? null })
    .returning();
  if (!batch) throw new Error('material batch not created');
  const [last] = await db
    .select({ value: max(materials.sortOrder) })
    .from(materials)
    .where(eq(materials.caseId, values.caseId));
  const [row] = await db
    .insert(materials)
    .values({ ...values, type: 'Picture', batchId: batch.id, sortOrder: (last?.value ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('picture not created');
  await db.update(cases).set({ hasMaterials: true }).where(eq(cases.id, values.caseId));
  return row;
}
