import type { ApprovalState, OrderStatusWord } from '@portal/contracts';
import { and, asc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';
import { orderApprovals, spendPolicies } from './spend.table.ts';

export type SpendPolicyRow = typeof spendPolicies.$inferSelect;
export type OrderApprovalRow = typeof orderApprovals.$inferSelect;

/** The department's policy; `forUpdate` holds it until the transaction ends (an order's spend check). */
export async function findSpendPolicy(db: Db, branchId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(spendPolicies).where(eq(spendPolicies.branchId, branchId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function upsertSpendPolicy(db: Db, values: typeof spendPolicies.$inferInsert) {
  const { branchId, ...changes } = values;
  const [row] = await db
    .insert(spendPolicies)
    .values(values)
    .onConflictDoUpdate({ target: spendPolicies.branchId, set: changes })
    .returning();
  if (!row) throw new Error('spend policy not written');
  return row;
}

/** Cents of the department's orders placed in [from, to) with one of the statuses. */
export async function sumOrdersOfBranch(
  db: Db,
  branchId: number,
  period: { from: Date; to: Date },
  statuses: readonly OrderStatusWord[],
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(round(${orders.totalPrice} * 100)), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.branchId, branchId),
        gte(orders.createdDate, period.from),
        lt(orders.createdDate, period.to),
        inArray(orders.status, [...statuses]),
      ),
    );
  return Number(row?.cents ?? 0);
}

// The orderer as people read them: their name, or their address when they gave none.
const ordererName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The department's orders placed in [from, to) with one of the statuses, oldest first, with their case. */
export async function findOrdersOfBranch(
  db: Db,
  branchId: number,
  period: { from: Date; to: Date },
  statuses: readonly OrderStatusWord[],
) {
  return db
    .select({
      id: orders.id,
      salesId: orders.salesId,
      caseId: orders.caseId,
      address: cases.addressFull,
      ordererName,
      ordererEmail: users.email,
      status: orders.status,
      totalPrice: orders.totalPrice,
      createdDate: orders.createdDate,
    })
    .from(orders)
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .where(
      and(
        eq(orders.branchId, branchId),
        gte(orders.createdDate, period.from),
        lt(orders.createdDate, period.to),
        inArray(orders.status, [...statuses]),
      ),
    )
    .orderBy(asc(orders.createdDate), asc(orders.id));
}

export async function insertOrderApproval(db: Db, values: typeof orderApprovals.$inferInsert) {
  await db.insert(orderApprovals).values(values);
}

/** The orders' approvals, each with the name of whoever decided it. */
export async function findOrderApprovals(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ approval: orderApprovals, deciderName: ordererName, deciderEmail: users.email })
    .from(orderApprovals)
    .leftJoin(users, eq(users.id, orderApprovals.decidedByUserId))
    .where(inArray(orderApprovals.orderId, orderIds));
}

export type OrderApprovalWithDecider = Awaited<ReturnType<typeof findOrderApprovals>>[number];

/**
 * Decides the approval only while it waits; undefined when it no longer did (another approver was first),
 * so of two decisions at once one is taken.
 */
export async function decideWaitingApproval(
  db: Db,
  orderId: string,
  decision: { state: Exclude<ApprovalState, 'WAITING'>; by: string; at: Date; rejectionReason?: string },
) {
  const [row] = await db
    .update(orderApprovals)
    .set({
      state: decision.state,
      decidedByUserId: decision.by,
      decidedAt: decision.at,
      rejectionReason: decision.rejectionReason ?? null,
    })
    .where(and(eq(orderApprovals.orderId, orderId), eq(orderApprovals.state, 'WAITING')))
    .returning();
  return row;
}

/** The orders waiting for approval in the departments, oldest first, leaving out those `exceptOrderer` placed. */
export async function findWaitingOrders(db: Db, branchIds: number[], exceptOrderer: string) {
  if (branchIds.length === 0) return [];
  return db
    .select({
      approval: orderApprovals,
      order: {
        id: orders.id,
        salesId: orders.salesId,
        caseId: orders.caseId,
        totalPrice: orders.totalPrice,
        currency: orders.currency,
        createdDate: orders.createdDate,
      },
      address: cases.addressFull,
      branchName: branches.name,
      ordererName,
      ordererEmail: users.email,
    })
    .from(orderApprovals)
    .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .where(
      and(
        inArray(orderApprovals.branchId, branchIds),
        eq(orderApprovals.state, 'WAITING'),
        or(sql`${orders.createdByUserId} is null`, ne(orders.createdByUserId, exceptOrderer)),
      ),
    )
    .orderBy(asc(orders.createdDate), asc(orders.id));
}
