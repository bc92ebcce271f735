import { and, asc, count, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseDocuments, caseLinks } from '../case-documents/case-documents.table.ts';
import { cases } from '../cases/cases.table.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';

export type { MaterialRow } from '../materials/materials.repo.ts';

type MaterialRow = typeof materials.$inferSelect;

const isMaterialOfCase = (caseId: string) => and(eq(materials.caseId, caseId), isNull(materials.deletedAt));

export async function findMaterialsByIds(db: Db, caseId: string, ids: string[]): Promise<MaterialRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(materials)
    .where(and(isMaterialOfCase(caseId), inArray(materials.id, ids)))
    .orderBy(asc(materials.sortOrder), asc(materials.id));
}

export async function findMaterialById(db: Db, id: string): Promise<MaterialRow | undefined> {
  const [row] = await db.select().from(materials).where(eq(materials.id, id));
  return row;
}

/** The case's batches with the product and order of their line, and how much material each holds. */
export async function findBatchesOfCase(db: Db, caseId: string) {
  const materialCount = db
    .select({ batchId: materials.batchId, value: count().as('material_count') })
    .from(materials)
    .where(isMaterialOfCase(caseId))
    .groupBy(materials.batchId)
    .as('material_counts');
  return db
    .select({
      batch: materialBatches,
      productName: orderLines.productName,
      orderSalesId: orders.salesId,
      materialCount: sql<number>`coalesce(${materialCount.value}, 0)`.mapWith(Number),
    })
    .from(materialBatches)
    .leftJoin(orderLines, eq(orderLines.id, materialBatches.orderLineId))
    .leftJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(materialCount, eq(materialCount.batchId, materialBatches.id))
    .where(eq(materialBatches.caseId, caseId))
    .orderBy(asc(materialBatches.createdAt), asc(materialBatches.id));
}

export async function findBatchOfCase(db: Db, caseId: string, batchId: string) {
  const [row] = await db
    .select()
    .from(materialBatches)
    .where(and(eq(materialBatches.caseId, caseId), eq(materialBatches.id, batchId)));
  return row;
}

/** Makes the named material of the case active or inactive; answers the ids it changed. */
export async function setMaterialsActive(db: Db, caseId: string, ids: string[], active: boolean, at: Date) {
  return db
    .update(materials)
    .set({ active, updatedAt: at })
    .where(and(isMaterialOfCase(caseId), inArray(materials.id, ids)))
    .returning({ id: materials.id });
}

/** Gives every named material its position in `ids`, in one statement. */
export async function updateSortOrder(db: Db, caseId: string, ids: string[], at: Date) {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${materials} set sort_order = ordered.position - 1, updated_at = ${at}
    from unnest(array[${idList}]::uuid[]) with ordinality as ordered(id, position)
    where ${materials.id} = ordered.id and ${materials.caseId} = ${caseId}`);
}

/** Removes material rows for good; answers their files so the caller can remove what nobody else uses. */
export async function deleteMaterials(db: Db, where: SQL | undefined) {
  return db.delete(materials).where(where).returning({
    storageKey: materials.storageKey,
    previewKey: materials.previewKey,
    thumbnailKey: materials.thumbnailKey,
  });
}

export const materialsOfBatch = (caseId: string, batchId: string) =>
  and(eq(materials.caseId, caseId), eq(materials.batchId, batchId));

export const materialsOfCaseByIds = (caseId: string, ids: string[]) =>
  and(eq(materials.caseId, caseId), inArray(materials.id, ids));

export async function deleteBatch(db: Db, batchId: string) {
  await db.delete(materialBatches).where(eq(materialBatches.id, batchId));
}

export async function deleteDocuments(db: Db, caseId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), inArray(caseDocuments.id, ids)))
    .returning({ storageKey: caseDocuments.storageKey });
}

export async function deleteLinks(db: Db, caseId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(caseLinks)
    .where(and(eq(caseLinks.caseId, caseId), inArray(caseLinks.id, ids)))
    .returning({ id: caseLinks.id });
}

/** Keeps the case list's "has material" flag in step with the material rows. */
export async function refreshHasMaterials(db: Db, caseId: string) {
  await db
    .update(cases)
    .set({
      hasMaterials: exists(db.select({ one: sql`1` }).from(materials).where(isMaterialOfCase(caseId))),
    })
    .where(eq(cases.id, caseId));
}

/** A batch of material copied from another case: it belongs to no order line of this case. */
export async function insertCopyBatch(db: Db, values: { id: string; caseId: string; at: Date }) {
  const [row] = await db
    .insert(materialBatches)
    .values({ id: values.id, caseId: values.caseId, createdAt: values.at })
    .returning();
  if (!row) throw new Error('material batch not created');
  return row;
}

export async function markCaseHasMaterials(db: Db, caseId: string) {
  await db.update(cases).set({ hasMaterials: true }).where(eq(cases.id, caseId));
}

/** Stores the previews of a material that still exists; false when it was removed meanwhile. */
export async function setPreviewKeys(
  db: Db,
  id: string,
  keys: { previewKey: string; thumbnailKey: string },
): Promise<boolean> {
  const rows = await db
    .update(materials)
    .set(keys)
    .where(eq(materials.id, id))
    .returning({ id: materials.id });
  return rows.length > 0;
}
