import { asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { orderLineRatings } from '../ratings/ratings.table.ts';
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

/** The order line an item of the console is about, in the same columns for both kinds. */
const lineColumns = () => ({
  orderlineId: sql<string>`${orderLines.id}`.as('orderline_id'),
  orderId: sql<string>`${orders.id}`.as('order_id'),
  caseId: sql<string>`${cases.id}`.as('case_id'),
  salesId: sql<string>`${orders.salesId}`.as('sales_id'),
  address: sql<string>`${cases.addressFull}`.as('address'),
  branchName: sql<string>`${branches.name}`.as('branch_name'),
  productName: sql<string>`${orderLines.productName}`.as('product_name'),
});

const OPEN_ANNOTATIONS = sql`count(*) filter (where ${feedbackAnnotations.state} = 'OPEN')`;
/** Ratings the provider still owes an answer: not answered, or accepted and being worked on. */
const RATING_WAITING = sql`${orderLineRatings.state} in ('OPEN', 'ACCEPTED')`;

/**
 * The feedback console's items: each line's submitted picture feedback (with its annotation counts) and each
 * rating, those waiting for an answer first, then the oldest first. A rating's own record is read by the
 * ratings module; here it is a row to sort and page with the rest.
 */
export async function findConsoleItems(db: Db, page: { skip: number; take: number }) {
  const pictures = db
    .select({
      kind: sql<'PICTURES' | 'RATING'>`'PICTURES'`.as('kind'),
      itemId: sql<string>`${orderLineFeedback.id}`.as('item_id'),
      ...lineColumns(),
      submittedAt: sql<Date | string | null>`${orderLineFeedback.submittedAt}`.as('submitted_at'),
      waiting: sql<boolean>`${OPEN_ANNOTATIONS} > 0`.as('waiting'),
      annotations: sql<number>`count(*)::int`.as('annotations'),
      open: sql<number>`(${OPEN_ANNOTATIONS})::int`.as('open'),
    })
    .from(orderLineFeedback)
    .innerJoin(feedbackAnnotations, eq(feedbackAnnotations.feedbackId, orderLineFeedback.id))
    .innerJoin(orderLines, eq(orderLines.id, orderLineFeedback.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orderLineFeedback.state, 'SUBMITTED'))
    .groupBy(orderLineFeedback.id, orders.id, cases.id, branches.id, orderLines.id);
  const ratings = db
    .select({
      kind: sql<'PICTURES' | 'RATING'>`'RATING'`.as('kind'),
      itemId: sql<string>`${orderLineRatings.id}`.as('item_id'),
      ...lineColumns(),
      submittedAt: sql<Date | string | null>`${orderLineRatings.createdAt}`.as('submitted_at'),
      waiting: sql<boolean>`${RATING_WAITING}`.as('waiting'),
      annotations: sql<number>`0`.as('annotations'),
      open: sql<number>`0`.as('open'),
    })
    .from(orderLineRatings)
    .innerJoin(orderLines, eq(orderLines.id, orderLineRatings.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .innerJoin(branches, eq(branches.id, orders.branchId));
  const rows = await pictures
    .unionAll(ratings)
    .orderBy(sql`waiting desc`, sql`submitted_at asc nulls last`, sql`item_id asc`)
    .offset(page.skip)
    .limit(page.take);
  const [submitted] = await db
    .select({
      total: countDistinct(orderLineFeedback.id),
      waiting:
        sql<number>`count(distinct ${orderLineFeedback.id}) filter (where ${feedbackAnnotations.state} = 'OPEN')`.mapWith(
          Number,
        ),
    })
    .from(orderLineFeedback)
    .innerJoin(feedbackAnnotations, eq(feedbackAnnotations.feedbackId, orderLineFeedback.id))
    .where(eq(orderLineFeedback.state, 'SUBMITTED'));
  const [rated] = await db
    .select({
      total: count(),
      waiting: sql<number>`count(*) filter (where ${RATING_WAITING})`.mapWith(Number),
    })
    .from(orderLineRatings);
  return {
    rows: rows.map((row) => ({
      ...row,
      submittedAt: row.submittedAt === null ? null : new Date(row.submittedAt),
      waiting: row.waiting === true,
      annotations: Number(row.annotations),
      open: Number(row.open),
    })),
    total: (submitted?.total ?? 0) + (rated?.total ?? 0),
    waiting: (submitted?.waiting ?? 0) + (rated?.waiting ?? 0),
  };
}

export async function findAnnotation(db: Db, annotationId: string): Promise<AnnotationRow | undefined> {
  const [row] = await db.select().from(feedbackAnnotations).where(eq(feedbackAnnotations.id, annotationId));
  return row;
}

export async function updateAnnotation(db: Db, annotationId: string, values: Partial<AnnotationRow>) {
  await db.update(feedbackAnnotations).set(values).where(eq(feedbackAnnotations.id, annotationId));
}
