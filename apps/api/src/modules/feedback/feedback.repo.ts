import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
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

/** Submitted feedback as the provider's work orders: those with open annotations first, oldest first. */
export async function findWorkOrders(db: Db, page: { skip: number; take: number }) {
  const total = count(feedbackAnnotations.id);
  const open = sql<number>`count(*) filter (where ${feedbackAnnotations.state} = 'OPEN')`.mapWith(Number);
  const rows = await db
    .select({
      orderlineId: orderLineFeedback.orderLineId,
      orderId: orders.id,
      caseId: cases.id,
      salesId: orders.salesId,
      address: cases.addressFull,
      branchName: branches.name,
      productName: orderLines.productName,
      submittedAt: orderLineFeedback.submittedAt,
      annotations: total,
      open,
    })
    .from(orderLineFeedback)
    .innerJoin(feedbackAnnotations, eq(feedbackAnnotations.feedbackId, orderLineFeedback.id))
    .innerJoin(orderLines, eq(orderLines.id, orderLineFeedback.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orderLineFeedback.state, 'SUBMITTED'))
    .groupBy(orderLineFeedback.id, orders.id, cases.id, branches.id, orderLines.id)
    .orderBy(sql`${open} = 0`, asc(orderLineFeedback.submittedAt), asc(orderLineFeedback.id))
    .offset(page.skip)
    .limit(page.take);
  const [counted] = await db
    .select({ value: count() })
    .from(orderLineFeedback)
    .where(eq(orderLineFeedback.state, 'SUBMITTED'));
  return { rows, total: counted?.value ?? 0 };
}

export async function findAnnotation(db: Db, annotationId: string): Promise<AnnotationRow | undefined> {
  const [row] = await db.select().from(feedbackAnnotations).where(eq(feedbackAnnotations.id, annotationId));
  return row;
}

export async function updateAnnotation(db: Db, annotationId: string, values: Partial<AnnotationRow>) {
  await db.update(feedbackAnnotations).set(values).where(eq(feedbackAnnotations.id, annotationId));
}
