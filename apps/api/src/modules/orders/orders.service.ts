import {
  type BookingChoice,
  ErrorKey,
  ORDER_STATUS_MOVES,
  type OrderLineRecord,
  type OrderRecord,
  type OrderStatusWord,
  type OrderTaskRecord,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { type AuditWho, recordAudit } from '../audit/audit.service.ts';
import { isOrderOfOwnVisit } from '../bookings/photographer-accounts.service.ts';
import { cancelVisitOfOrder, tellVisitCancelled } from '../bookings/visit-changes.service.ts';
import { findVisibleCase } from '../cases/case-access.service.ts';
import { findContactPersonsOfCase, recordOrderChangeOnCase } from '../cases/cases.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { findApprovalOfOrder, findApprovalsOfOrders } from '../spend/approval-requests.service.ts';
import { cancelOpenTasksOfOrder, listTasksOfOrder } from '../tasks/tasks.service.ts';
import { findActiveUsersWithAccess } from '../users/users.service.ts';
import { queueWebhookEvent } from '../webhooks/webhook-deliveries.service.ts';
import { sendStatusChange } from './order-notices.ts';
import { toOrderLineRecord, toOrderRecord } from './order-record.ts';
import * as repo from './orders.repo.ts';

/** The order, when the user has access to its department; otherwise 404, as for an unknown id. */
export async function findVisibleOrder(deps: AppDeps, actor: Actor, orderId: string) {
  const row = await repo.findOrderWithCase(deps.db, orderId);
  if (!row || !actor.access.has(row.order.branchId)) {
    throw new AppError(ErrorKey.orderDetailsNotFound, 404);
  }
  return row;
}

/**
 * An order line with its order's case and department, when the user has access to that department; otherwise
 * 404 (the line's feedback and ratings start here).
 */
export async function findVisibleOrderLine(deps: AppDeps, actor: Actor, orderLineId: string) {
  const line = await repo.findOrderLineWithOrder(deps.db, orderLineId);
  if (!line || !actor.access.has(line.branchId)) throw new AppError(ErrorKey.notFound, 404);
  return line;
}

/** How the photographer of a visit reads its order: what the office ordered, without prices. */
const PHOTOGRAPHER_VIEW = { seesPrices: false };

/**
 * The order as GET /orders/{id} and its lines read it: for users of its department (404 otherwise, as for
 * an unknown id), and read-only for the photographer of one of its visits; a photographer's own account is
 * refused every other order (403), an unknown one included.
 */
async function findReadableOrder(deps: AppDeps, actor: Actor, orderId: string) {
  const row = await repo.findOrderWithCase(deps.db, orderId);
  if (row && actor.access.has(row.order.branchId)) return { row, viewer: actor, photographer: false };
  const ownVisit = await isOrderOfOwnVisit(deps, actor, orderId);
  if (ownVisit === undefined) throw new AppError(ErrorKey.orderDetailsNotFound, 404);
  if (!ownVisit || !row) throw new AppError(ErrorKey.forbidden, 403);
  return { row, viewer: PHOTOGRAPHER_VIEW, photographer: true };
}

/** GET /orders/{id}; the photographer of a visit reads it without prices and without the invoicing. */
export async function getOrder(deps: AppDeps, actor: Actor, orderId: string): Promise<OrderRecord> {
  const { row, viewer, photographer } = await findReadableOrder(deps, actor, orderId);
  const [contacts, approval] = await Promise.all([
    findContactPersonsOfCase(deps.db, row.order.caseId),
    findApprovalOfOrder(deps.db, orderId),
  ]);
  const record = toOrderRecord(row, contacts, viewer, approval);
  return photographer ? { ...record, businessInvoice: null, endUserInvoicing: null } : record;
}

/** The case's orders, newest first. */
export async function listOrdersOfCase(deps: AppDeps, actor: Actor, caseId: string): Promise<OrderRecord[]> {
  await findVisibleCase(deps, actor, caseId);
  const [rows, contacts] = await Promise.all([
    repo.findOrdersOfCase(deps.db, caseId),
    findContactPersonsOfCase(deps.db, caseId),
  ]);
  const approvals = await findApprovalsOfOrders(
    deps.db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => toOrderRecord(row, contacts, actor, approvals.get(row.order.id) ?? null));
}

export async function listOrderLines(
  deps: AppDeps,
  actor: Actor,
  orderId: string,
): Promise<OrderLineRecord[]> {
  const { viewer } = await findReadableOrder(deps, actor, orderId);
  return (await repo.findOrderLines(deps.db, orderId)).map((line) => toOrderLineRecord(line, viewer));
}

export async function listOrderTasks(
  deps: AppDeps,
  actor: Actor,
  orderId: string,
): Promise<OrderTaskRecord[]> {
  await findVisibleOrder(deps, actor, orderId);
  return listTasksOfOrder(deps.db, orderId);
}

/** What each visible line allows; lines of other departments and unknown ids are left out. */
export async function getOrderLineActions(deps: AppDeps, actor: Actor, lineIds: string[]) {
  const { access } = actor;
  const rows = await repo.findOrderLinesByIds(deps.db, [...new Set(lineIds)]);
  const byId = new Map(rows.filter((row) => access.has(row.branchId)).map((row) => [row.line.id, row]));
  return lineIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    byId.delete(id);
    const actions: ('FEEDBACK' | 'ADD_EXTRA')[] = [];
    if (row.line.status.toUpperCase() === 'DELIVERED' && row.line.canReceiveFeedback)
      actions.push('FEEDBACK');
    if (row.orderStatus === 'Open') actions.push('ADD_EXTRA');
    return [{ orderlineId: id, actions }];
  });
}

export async function setResponsible(
  deps: AppDeps,
  actor: Actor,
  orderId: string,
  userId: string,
): Promise<OrderRecord> {
  const row = await findVisibleOrder(deps, actor, orderId);
  const [user] = await findActiveUsersWithAccess(deps.db, row.order.branchId, { ids: [userId] });
  if (!user)
    throw new AppError(ErrorKey.responsibleUpdateError, 400, { userId: ErrorKey.responsibleUpdateError });
  await deps.db.transaction(async (tx) => {
    await repo.updateOrder(tx, orderId, { responsibleUserId: user.id, updatedAt: nowOf(deps) });
    await recordAudit(tx, actor, {
      action: 'orders.responsibleChanged',
      targetType: 'order',
      targetId: orderId,
      details: { userId },
    });
  });
  return getOrder(deps, actor, orderId);
}

export async function getWatchers(deps: AppDeps, actor: Actor, orderId: string) {
  await findVisibleOrder(deps, actor, orderId);
  return { userIds: await repo.findWatcherIds(deps.db, orderId) };
}

export async function setWatchers(deps: AppDeps, actor: Actor, orderId: string, userIds: string[]) {
  const row = await findVisibleOrder(deps, actor, orderId);
  const wanted = [...new Set(userIds)];
  const users = await findActiveUsersWithAccess(deps.db, row.order.branchId, { ids: wanted });
  const found = new Set(users.map((user) => user.id));
  const unknown = userIds.findIndex((id) => !found.has(id));
  if (unknown >= 0) {
    throw new AppError(ErrorKey.watchersUpdateError, 400, {
      [`userIds.${unknown}`]: ErrorKey.watchersUpdateError,
    });
  }
  await deps.db.transaction(async (tx) => {
    await repo.replaceWatchers(tx, orderId, wanted);
    await recordAudit(tx, actor, {
      action: 'orders.watchersChanged',
      targetType: 'order',
      targetId: orderId,
      details: { userIds: wanted },
    });
  });
  return { userIds: await repo.findWatcherIds(deps.db, orderId) };
}

/**
 * The case's status in the list: Open while any order is open (or back-ordered), then waiting while one
 * waits for its approval, otherwise the status of the order that changed last.
 */
export async function caseStatusOf(db: Db, caseId: string): Promise<OrderStatusWord> {
  const statuses = await repo.findOrderStatusesOfCase(db, caseId);
  if (statuses.includes('Open')) return 'Open';
  if (statuses.includes('Backorder')) return 'Backorder';
  if (statuses.includes('AWAITING_APPROVAL')) return 'AWAITING_APPROVAL';
  return statuses[0] ?? 'None';
}

/**
 * Inside the cancellation's transaction: the open and partly done tasks become Cancelled, the lines not
 * delivered become CANCELLED (no delivery reaches them later), the visit is cancelled, and the responsible
 * agent and the watchers get an in-portal notification. Answers the cancelled visit for the contact
 * person's notice after the commit.
 */
async function endWorkOfCancelledOrder(
  tx: Db,
  found: repo.OrderWithCase,
  followerIds: string[],
  context: { actingUserId: string | null; at: Date },
) {
  const { order } = found;
  await cancelOpenTasksOfOrder(tx, order.id, context.at);
  await repo.cancelUndeliveredLines(tx, order.id);
  const visit = await cancelVisitOfOrder(tx, order.id, context.at);
  await notifyUsers(
    tx,
    followerIds,
    {
      kind: 'order_cancelled',
      caseId: order.caseId,
      orderId: order.id,
      params: { address: found.case.addressFull, salesId: order.salesId },
      link: `/orders/${order.id}`,
    },
    context,
  );
  return visit;
}

/**
 * Moves an order to a new status (the provider's fulfilment does this), keeps the case in step, tells the
 * responsible agent and the watchers in the portal when the material is delivered or the order cancelled,
 * and mails them. A cancellation ends the order's work (endWorkOfCancelledOrder) in the same transaction and
 * tells the contact person after it. Only the moves of the order life are allowed (ORDER_STATUS_MOVES, 409
 * otherwise); the status the order already has changes nothing, also when another call set it a moment ago.
 */
export async function changeOrderStatus(
  deps: AppDeps,
  orderId: string,
  status: OrderStatusWord,
  by: AuditWho = { actingUserId: null },
) {
  const found = await repo.findOrderWithCase(deps.db, orderId);
  if (!found) throw new AppError(ErrorKey.orderDetailsNotFound, 404);
  const { order } = found;
  if (order.status === status) return;
  if (!ORDER_STATUS_MOVES[order.status].includes(status)) {
    throw new AppError(ErrorKey.orderStatusMoveRefused, 409);
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const now = nowOf(deps);
    // Only from the status read above: of two changes at once, the second is refused rather than skipping a step.
    const moved = await repo.updateOrderStatusFrom(tx, orderId, order.status, {
      status,
      updatedAt: now,
      ...(status === 'Delivered' && !order.deliveryDate ? { deliveryDate: now } : {}),
    });
    if (!moved) {
      if ((await repo.findOrder(tx, orderId))?.status === status) return { changed: false } as const;
      throw new AppError(ErrorKey.orderStatusMoveRefused, 409);
    }
    await recordOrderChangeOnCase(tx, order.caseId, await caseStatusOf(tx, order.caseId), now);
    const event = { caseId: order.caseId, orderId, salesId: order.salesId, address: found.case.addressFull };
    await queueWebhookEvent(
      tx,
      order.branchId,
      'order.status_changed',
      { ...event, from: order.status, status },
      now,
    );
    const followers = await findOrderFollowerIds(tx, orderId);
    const context = { actingUserId: by.actingUserId, at: now };
    if (status === 'Delivered') {
      await queueWebhookEvent(tx, order.branchId, 'material.delivered', event, now);
      await notifyUsers(
        tx,
        followers,
        {
          kind: 'material_delivered',
          caseId: order.caseId,
          orderId,
          params: { address: found.case.addressFull, salesId: order.salesId },
          link: `/cases/${order.caseId}`,
        },
        context,
      );
    }
    const cancelledVisit =
      status === 'Cancelled' ? await endWorkOfCancelledOrder(tx, found, followers, context) : undefined;
    await recordAudit(tx, by, {
      action: 'orders.statusChanged',
      targetType: 'order',
      targetId: orderId,
      details: { from: order.status, to: status },
    });
    return { changed: true, cancelledVisit } as const;
  });
  if (!outcome.changed) return;
  await sendStatusChange(deps, orderId, status);
  await tellVisitCancelled(deps, outcome.cancelledVisit);
}

/** Who hears about an order: its responsible agent and its watchers, once each. */
export async function findOrderFollowerIds(db: Db, orderId: string): Promise<string[]> {
  const order = await repo.findOrder(db, orderId);
  const ids = [order?.responsibleUserId, ...(await repo.findWatcherIds(db, orderId))];
  return [...new Set(ids.filter((id): id is string => !!id))];
}

/** Records how the shoot of an order is booked, inside the caller's transaction. */
export async function recordBookingChoice(db: Db, orderId: string, choice: BookingChoice, at: Date) {
  return repo.updateOrder(db, orderId, { bookingChoice: choice, updatedAt: at });
}

/** The lines of an order that its photographer's visit covers (every line not cancelled). */
export function listVisitLinesOfOrder(db: Db, orderId: string) {
  return repo.findVisitLines(db, orderId);
}

/** What the booking of an order starts from: the property and the photographer's instructions. */
export function findBookingFactsOfOrder(db: Db, orderId: string) {
  return repo.findOrderForBooking(db, orderId);
}
