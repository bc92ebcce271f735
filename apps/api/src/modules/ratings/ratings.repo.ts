import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLineRatings } from './ratings.table.ts';

export type RatingRow = typeof orderLineRatings.$inferSelect;

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
