import type { OrderStatusWord } from '@portal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { packages, products } from '../catalogue/catalogue.table.ts';
import { orderApprovals } from '../spend/spend.table.ts';
import { draftOf } from './order-drafts.repo.ts';
import { orderDrafts, orderLines, orders, orderWatchers } from './orders.table.ts';

/**
 * Whether the order has reached the provider: placed within its department's spend rules, or approved. One
 * waiting for approval, or rejected, never shows in the provider's console (docs/product.md "Spend").
 */
export const reachedProvider = sql<boolean>`(${orders.status} <> 'AWAITING_APPROVAL' and not exists (select 1 from ${orderApprovals} where ${orderApprovals.orderId} = ${orders.id} and ${orderApprovals.state} <> 'APPROVED'))`;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;

// The package name is shown with the order; only the name is read, the catalogue's rules stay there.
const orderWithCase = {
  order: orders,
  case: cases,
  branchName: branches.name,
  countryCode: branches.countryCode,
  branchLocale: branches.locale,
  packageName: packages.name,
};

function selectOrders(db: Db) {
  return db
    .select(orderWithCase)
    .from(orders)
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(packages, eq(packages.id, orders.packageId));
}

export type OrderWithCase = Awaited<ReturnType<typeof findOrderWithCase>> & {};

export async function findOrderWithCase(db: Db, orderId: string) {
  const [row] = await selectOrders(db).where(eq(orders.id, orderId));
  return row;
}

/** The case's orders, newest first. */
export async function findOrdersOfCase(db: Db, caseId: string) {
  return selectOrders(db).where(eq(orders.caseId, caseId)).orderBy(desc(orders.createdDate), desc(orders.id));
}

/** Whether the order has reached the provider (`reachedProvider`); false for an unknown one. */
export async function hasReachedProvider(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.select({ reached: reachedProvider }).from(orders).where(eq(orders.id, orderId));
  return row?.reached === true;
}

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The new order, or undefined when its sales id is taken (nothing is written then). */
export async function insertOrderUnlessSalesIdTaken(db: Db, values: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.salesId })
    .returning();
  return row;
}

export async function updateOrder(db: Db, orderId: string, values: Partial<NewOrder>) {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  return row;
}

/** Sets the order's status and more, only while it still has the status `from`; undefined when it had not. */
export async function updateOrderStatusFrom(
  db: Db,
  orderId: string,
  from: OrderStatusWord,
  values: Partial<NewOrder>,
) {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return row;
}

/** Adds to the order's total in the database, so two additions at once both count. */
export async function raiseOrderTotal(db: Db, orderId: string, amount: string, at: Date) {
  await db
    .update(orders)
    .set({ totalPrice: sql`coalesce(${orders.totalPrice}, 0) + ${amount}::numeric`, updatedAt: at })
    .where(eq(orders.id, orderId));
}

/** The statuses of the case's orders, most recently changed first. */
export async function findOrderStatusesOfCase(db: Db, caseId: string): Promise<OrderStatusWord[]> {
  const rows = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.caseId, caseId))
    .orderBy(desc(orders.updatedAt), desc(orders.createdDate));
  return rows.map((row) => row.status);
}

export async function insertOrderLines(db: Db, values: NewOrderLine[]): Promise<OrderLineRow[]> {
  if (values.length === 0) return [];
  return db.insert(orderLines).values(values).returning();
}

/**
 * What an order just inserted consists of, in one statement: its lines and watchers, and the removal of the
 * ordering user's draft it was made from (with a draft id, only when the draft is that one).
 */
export async function insertOrderContents(
  db: Db,
  order: { id: string; lines: NewOrderLine[]; watcherIds: string[] },
  draft: { userId: string; draftId?: string },
): Promise<void> {
  const written = [];
  if (order.lines.length) {
    written.push(
      db
        .$with('inserted_lines')
        .as(db.insert(orderLines).values(order.lines).returning({ id: orderLines.id })),
    );
  }
  if (order.watcherIds.length) {
    const watchers = order.watcherIds.map((userId) => ({ orderId: order.id, userId }));
    written.push(
      db
        .$with('inserted_watchers')
        .as(db.insert(orderWatchers).values(watchers).returning({ userId: orderWatchers.userId })),
    );
  }
  await db
    .with(...written)
    .delete(orderDrafts)
    .where(draftOf(draft.userId, draft.draftId));
}

export async function findOrderLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position, orderLines.createdAt, orderLines.id);
}

/** Lines with the department and status of their order. */
export async function findOrderLinesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ line: orderLines, branchId: orders.branchId, orderStatus: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orderLines.id, ids));
}

/** The product an order line was ordered from; null for a package's own line (and an unknown line). */
export async function findProductIdOfLine(db: Db, orderLineId: string): Promise<number | null> {
  const [row] = await db
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.id, orderLineId));
  return row?.productId ?? null;
}

/** One order line with its order's case (and its address) and department. */
export async function findOrderLineWithOrder(db: Db, orderLineId: string) {
  const [row] = await db
    .select({
      id: orderLines.id,
      orderId: orders.id,
      caseId: orders.caseId,
      branchId: orders.branchId,
      productName: orderLines.productName,
      status: orderLines.status,
      orderedQuantity: orderLines.orderedQuantity,
      deliveredQuantity: orderLines.deliveredQuantity,
      deliveredAt: orderLines.deliveredAt,
      canReceiveFeedback: orderLines.canReceiveFeedback,
      awaitsDelivery: orderLines.awaitsDelivery,
      salesId: orders.salesId,
      reachedProvider,
      address: cases.addressFull,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .where(eq(orderLines.id, orderLineId));
  return row;
}

export async function findWatcherIds(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: orderWatchers.userId })
    .from(orderWatchers)
    .where(eq(orderWatchers.orderId, orderId))
    .orderBy(orderWatchers.userId);
  return rows.map((row) => row.userId);
}

export async function replaceWatchers(db: Db, orderId: string, userIds: string[]) {
  await db.delete(orderWatchers).where(eq(orderWatchers.orderId, orderId));
  await insertWatchers(db, orderId, userIds);
}

/** The watchers of an order that has none yet (one just inserted). */
export async function insertWatchers(db: Db, orderId: string, userIds: string[]) {
  if (userIds.length) {
    await db.insert(orderWatchers).values(userIds.map((userId) => ({ orderId, userId })));
  }
}

/** The lines a photographer's visit covers: every line not cancelled. */
export async function findVisitLines(db: Db, orderId: string) {
  return db
    .select({
      itemNumber: orderLines.itemNumber,
      productName: orderLines.productName,
      orderedQuantity: orderLines.orderedQuantity,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), sql`upper(${orderLines.status}) <> 'CANCELLED'`));
}

export type JobSheetLineRow = Awaited<ReturnType<typeof findJobSheetLines>>[number];

/**
 * The lines a photographer's job sheet lists: not cancelled, awaiting a delivery (no package's own line, no
 * fee), in the order's order, each with what its product delivers (null when the line has no product).
 */
export async function findJobSheetLines(db: Db, orderId: string) {
  return db
    .select({
      orderlineId: orderLines.id,
      productName: orderLines.productName,
      orderedQuantity: orderLines.orderedQuantity,
      unit: orderLines.unit,
      deliveredMaterialTypes: products.deliveredMaterialTypes,
      tags: products.tags,
      taskCategories: products.taskCategories,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.awaitsDelivery, true),
        sql`upper(${orderLines.status}) <> 'CANCELLED'`,
      ),
    )
    .orderBy(orderLines.position, orderLines.createdAt, orderLines.id);
}

/** What the booking of an order starts from: the property and the photographer's instructions. */
export async function findOrderForBooking(db: Db, orderId: string) {
  const [row] = await db
    .select({
      livingArea: orders.livingArea,
      photographerComment: orders.photographerComment,
      keyPickup: orders.keyPickup,
      keyPickupAddress: orders.keyPickupAddress,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The order's open lines that await no delivery (a package's own line, fees), delivered in full. */
export async function deliverLinesNotAwaitingDelivery(db: Db, orderId: string, at: Date) {
  await db
    .update(orderLines)
    .set({ status: 'DELIVERED', deliveredQuantity: sql`${orderLines.orderedQuantity}`, deliveredAt: at })
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.awaitsDelivery, false),
        eq(orderLines.status, 'OPEN'),
      ),
    );
}

/** The order is cancelled: its lines not delivered become CANCELLED, so none of them is delivered later. */
export async function cancelUndeliveredLines(db: Db, orderId: string) {
  await db
    .update(orderLines)
    .set({ status: 'CANCELLED' })
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.status, ['OPEN', 'BACKORDER'])));
}

export async function updateOrderLine(db: Db, orderLineId: string, values: Partial<NewOrderLine>) {
  await db.update(orderLines).set(values).where(eq(orderLines.id, orderLineId));
}
