import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { materialBatches, materials } from './materials.table.ts';

export type BatchRow = typeof materialBatches.$inferSelect;

export async function insertBatch(db: Db, values: typeof materialBatches.$inferInsert): Promise<BatchRow> {
  const [row] = await db.insert(materialBatches).values(values).returning();
  if (!row) throw new Error('material batch not created');
  return row;
}

/** The case's batches with the product and order of their line, and how much material each holds. */
export async function findBatchesOfCase(db: Db, caseId: string) {
  const materialCount = db
    .select({ batchId: materials.batchId, value: count().as('material_count') })
    .from(materials)
    .where(and(eq(materials.caseId, caseId), isNull(materials.deletedAt)))
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

/** The deliveries made for the order lines, newest first, with how much material each still holds. */
export async function findBatchesOfOrderLines(db: Db, orderLineIds: string[]) {
  if (orderLineIds.length === 0) return [];
  const held = sql<number>`count(${materials.id}) filter (where ${materials.deletedAt} is null)`.mapWith(
    Number,
  );
  return db
    .select({
      id: materialBatches.id,
      orderLineId: materialBatches.orderLineId,
      createdAt: materialBatches.createdAt,
      materialCount: held,
    })
    .from(materialBatches)
    .leftJoin(materials, eq(materials.batchId, materialBatches.id))
    .where(inArray(materialBatches.orderLineId, orderLineIds))
    .groupBy(materialBatches.id)
    .orderBy(desc(materialBatches.createdAt), desc(materialBatches.id));
}

export async function findBatchOfCase(
  db: Db,
  caseId: string,
  batchId: string,
): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(materialBatches)
    .where(and(eq(materialBatches.caseId, caseId), eq(materialBatches.id, batchId)));
  return row;
}

export async function hasBatches(db: Db, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: materialBatches.id })
    .from(materialBatches)
    .where(eq(materialBatches.caseId, caseId))
    .limit(1);
  return row !== undefined;
}

/** The product categories of the case's batches that still hold material, each once. */
export async function findCategoriesHoldingMaterial(db: Db, caseId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: materialBatches.productCategory })
    .from(materialBatches)
    .innerJoin(materials, and(eq(materials.batchId, materialBatches.id), isNull(materials.deletedAt)))
    .where(and(eq(materialBatches.caseId, caseId), isNotNull(materialBatches.productCategory)));
  return rows.flatMap((row) => (row.category ? [row.category] : []));
}

export async function deleteBatch(db: Db, batchId: string): Promise<void> {
  await db.delete(materialBatches).where(eq(materialBatches.id, batchId));
}
