import type { TextReviewState } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../orders/orders.table.ts';
import { caseTextVersions } from './texts.table.ts';

export type StoredTextVersion = Awaited<ReturnType<typeof findVersionsOfCase>>[number];

/** The case's stored versions, oldest first, each with the delivery date of its order (delivered ones). */
export async function findVersionsOfCase(db: Db, caseId: string) {
  return db
    .select({ version: caseTextVersions, orderDeliveryDate: orders.deliveryDate })
    .from(caseTextVersions)
    .leftJoin(orders, eq(orders.id, caseTextVersions.orderId))
    .where(eq(caseTextVersions.caseId, caseId))
    .orderBy(asc(caseTextVersions.createdAt), asc(caseTextVersions.id));
}

export async function insertVersion(db: Db, values: typeof caseTextVersions.$inferInsert) {
  const [row] = await db.insert(caseTextVersions).values(values).returning();
  if (!row) throw new Error('text version not inserted');
  return row;
}

/** Sets the review of versions that are still PENDING; answers those it changed. */
export async function reviewPendingVersions(
  db: Db,
  ids: string[],
  review: { state: TextReviewState; reason: string | null; userId: string; at: Date },
) {
  if (ids.length === 0) return [];
  return db
    .update(caseTextVersions)
    .set({
      reviewState: review.state,
      reviewReason: review.reason,
      reviewedByUserId: review.userId,
      reviewedAt: review.at,
    })
    .where(and(inArray(caseTextVersions.id, ids), eq(caseTextVersions.reviewState, 'PENDING')))
    .returning({ id: caseTextVersions.id });
}

/** Whether the order belongs to the case (a delivered text names the order it was delivered for). */
export async function isOrderOfCase(db: Db, orderId: string, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.caseId, caseId)));
  return row !== undefined;
}
