import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { orderLineRatings } from './ratings.table.ts';

export type RatingRow = typeof orderLineRatings.$inferSelect;

/** An order line with its department and whether it was delivered, for the access check. */
export async function findOrderLine(db: Db, orderLineId: string) {
  const [row] = await db
    .select({
      id: orderLines.id,
      branchId: orders.branchId,
      status: orderLines.status,
      deliveredAt: orderLines.deliveredAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, orderLineId));
  return row;
}

export async function insertRating(db: Db, values: typeof orderLineRatings.$inferInsert): Promise<RatingRow> {
  const [row] = await db.insert(orderLineRatings).values(values).returning();
  if (!row) throw new Error('rating not inserted');
  return row;
}

/** The line's ratings, newest first. */
export async function findRatingsOfLine(db: Db, orderLineId: string): Promise<RatingRow[]> {
  return db
    .select()
    .from(orderLineRatings)
    .where(eq(orderLineRatings.orderLineId, orderLineId))
    .orderBy(desc(orderLineRatings.createdAt), desc(orderLineRatings.id));
}
