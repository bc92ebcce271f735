import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines } from '../orders/orders.table.ts';
import { orderLineRatingAnswers, orderLineRatings } from './ratings.table.ts';

export type RatingRow = typeof orderLineRatings.$inferSelect;
export type RatingAnswerRow = typeof orderLineRatingAnswers.$inferSelect;

export async function insertRating(db: Db, values: typeof orderLineRatings.$inferInsert): Promise<RatingRow> {
  const [row] = await db.insert(orderLineRatings).values(values).returning();
  if (!row) throw new Error('rating not inserted');
  return row;
}

const newestFirst = [desc(orderLineRatings.createdAt), desc(orderLineRatings.id)];

/** The line's ratings, newest first. */
export async function findRatingsOfLine(db: Db, orderLineId: string): Promise<RatingRow[]> {
  return db
    .select()
    .from(orderLineRatings)
    .where(eq(orderLineRatings.orderLineId, orderLineId))
    .orderBy(...newestFirst);
}

/** The ratings of every line of the order, newest first. */
export async function findRatingsOfOrder(db: Db, orderId: string): Promise<RatingRow[]> {
  const rows = await db
    .select({ rating: orderLineRatings })
    .from(orderLineRatings)
    .innerJoin(orderLines, eq(orderLines.id, orderLineRatings.orderLineId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(...newestFirst);
  return rows.map((row) => row.rating);
}

export async function findRatingsByIds(db: Db, ids: string[]): Promise<RatingRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(orderLineRatings).where(inArray(orderLineRatings.id, ids));
}

/** The rating, locked until the transaction ends, so two answers at once are taken one after the other. */
export async function lockRating(db: Db, ratingId: string): Promise<RatingRow | undefined> {
  const [row] = await db
    .select()
    .from(orderLineRatings)
    .where(eq(orderLineRatings.id, ratingId))
    .for('update');
  return row;
}

export async function updateRatingState(db: Db, ratingId: string, state: RatingRow['state']) {
  await db.update(orderLineRatings).set({ state }).where(eq(orderLineRatings.id, ratingId));
}

export async function insertAnswer(db: Db, values: typeof orderLineRatingAnswers.$inferInsert) {
  const [row] = await db.insert(orderLineRatingAnswers).values(values).returning();
  if (!row) throw new Error('rating answer not inserted');
  return row;
}

/** The answers to the ratings, oldest first. */
export async function findAnswersOfRatings(db: Db, ratingIds: string[]): Promise<RatingAnswerRow[]> {
  if (ratingIds.length === 0) return [];
  return db
    .select()
    .from(orderLineRatingAnswers)
    .where(inArray(orderLineRatingAnswers.ratingId, ratingIds))
    .orderBy(asc(orderLineRatingAnswers.answeredAt), asc(orderLineRatingAnswers.id));
}
