import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { materials } from '../materials/materials.table.ts';
import { orderLines } from '../orders/orders.table.ts';

export type PictureRow = typeof materials.$inferSelect;

/** The case's delivered pictures: active, not deleted, with a stored file. */
function isDeliveredPictureOf(caseId: string) {
  return and(
    eq(materials.caseId, caseId),
    eq(materials.type, 'Picture'),
    eq(materials.active, true),
    isNull(materials.deletedAt),
    isNotNull(materials.storageKey),
  );
}

export async function findPicturesOfCase(db: Db, caseId: string): Promise<PictureRow[]> {
  return db
    .select()
    .from(materials)
    .where(isDeliveredPictureOf(caseId))
    .orderBy(asc(materials.sortOrder), asc(materials.createdAt), asc(materials.id));
}

/** Those of `ids` that are delivered pictures of the case; the others are simply missing. */
export async function findPicturesOfCaseByIds(db: Db, caseId: string, ids: string[]): Promise<PictureRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(materials)
    .where(and(isDeliveredPictureOf(caseId), inArray(materials.id, ids)));
}

/** How many delivered pictures the case has, and how many of them are taller than wide. */
export async function countPicturesOfCase(db: Db, caseId: string) {
  const [row] = await db
    .select({
      total: count(),
      vertical: sql<number>`count(*) filter (where ${materials.height} > ${materials.width})`.mapWith(Number),
    })
    .from(materials)
    .where(isDeliveredPictureOf(caseId));
  return { total: row?.total ?? 0, vertical: row?.vertical ?? 0 };
}

export async function markPicturesSelected(db: Db, ids: string[], at: Date) {
  if (ids.length === 0) return [];
  return db
    .update(materials)
    .set({ isSelected: true, updatedAt: at })
    .where(inArray(materials.id, ids))
    .returning({ id: materials.id });
}

/** How many the task's order line ordered; a task without a line counts as one. */
export async function findOrderedQuantity(db: Db, orderLineId: string | null): Promise<number> {
  if (!orderLineId) return 1;
  const [row] = await db
    .select({ orderedQuantity: orderLines.orderedQuantity })
    .from(orderLines)
    .where(eq(orderLines.id, orderLineId));
  return row?.orderedQuantity ?? 1;
}
