import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedbackAnnotations, orderLineFeedback } from './feedback.table.ts';

export type FeedbackRow = typeof orderLineFeedback.$inferSelect;
export type AnnotationRow = typeof feedbackAnnotations.$inferSelect;

export async function findFeedback(db: Db, orderLineId: string): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select()
    .from(orderLineFeedback)
    .where(eq(orderLineFeedback.orderLineId, orderLineId));
  return row;
}

/** The line's feedback, made as an empty DRAFT when there is none, locked until the transaction ends. */
export async function lockOrCreateFeedback(db: Db, orderLineId: string, userId: string, at: Date) {
  await db
    .insert(orderLineFeedback)
    .values({ orderLineId, state: 'DRAFT', updatedByUserId: userId, updatedAt: at })
    .onConflictDoNothing({ target: orderLineFeedback.orderLineId });
  const [row] = await db
    .select()
    .from(orderLineFeedback)
    .where(eq(orderLineFeedback.orderLineId, orderLineId))
    .for('update');
  if (!row) throw new Error('feedback not created');
  return row;
}

export async function findAnnotations(db: Db, feedbackId: string): Promise<AnnotationRow[]> {
  return db
    .select()
    .from(feedbackAnnotations)
    .where(eq(feedbackAnnotations.feedbackId, feedbackId))
    .orderBy(asc(feedbackAnnotations.position));
}

export async function replaceAnnotations(
  db: Db,
  feedbackId: string,
  values: Omit<typeof feedbackAnnotations.$inferInsert, 'feedbackId'>[],
) {
  await db.delete(feedbackAnnotations).where(eq(feedbackAnnotations.feedbackId, feedbackId));
  if (values.length > 0) {
    await db.insert(feedbackAnnotations).values(values.map((value) => ({ ...value, feedbackId })));
  }
}

export async function updateFeedback(db: Db, feedbackId: string, values: Partial<FeedbackRow>) {
  await db.update(orderLineFeedback).set(values).where(eq(orderLineFeedback.id, feedbackId));
}
