import {
  type BookingChoice,
  type BookingInfoRecord,
  ErrorKey,
  type OrderLineRecord,
  type OrderRecord,
  type OrderStatusWord,
  type OrderTaskRecord,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { issueBookingLink } from '../bookings/booking-links.service.ts';
import { bookingOfOrder } from '../bookings/bookings.service.ts';
import { findVisibleCase } from '../cases/case-access.service.ts';
import { findContactPersonsOfCase, recordOrderChangeOnCase } from '../cases/cases.service.ts';
import { listTasksOfOrder, markBookingTaskPartial } from '../tasks/tasks.service.ts';
import { sendStatusChange } from './order-notices.ts';
import { toOrderLineRecord, toOrderRecord } from './order-record.ts';
import * as repo from './orders.repo.ts';

/** The order, when the user has access to its department; otherwise 404, as for an unknown id. */
export async function findVisibleOrder(deps: AppDeps, request: FastifyRequest, orderId: string) {
  const row = await repo.findOrderWithCase(deps.db, orderId);
  if (!row || !authOf(request).access.has(row.order.branchId)) {
    throw new AppError(ErrorKey.orderDetailsNotFound, 404);
  }
  return row;
}

async function toRecord(deps: AppDeps, row: repo.OrderWithCase): Promise<OrderRecord> {
  return toOrderRecord(row, await findContactPersonsOfCase(deps, row.order.caseId));
}

export async function getOrder(
  deps: AppDeps,
  request: FastifyRequest,
  orderId: string,
): Promise<OrderRecord> {
  return toRecord(deps, await findVisibleOrder(deps, request, orderId));
}

/** The case's orders, newest first. */
export async function listOrdersOfCase(
  deps: AppDeps,
  request: FastifyRequest,
  caseId: string,
): Promise<OrderRecord[]> {
  await findVisibleCase(deps, actorOf(request), caseId);
  const [rows, contacts] = await Promise.all([
    repo.findOrdersOfCase(deps.db, caseId),
    findContactPersonsOfCase(deps, caseId),
  ]);
  return rows.map((row) => toOrderRecord(row, contacts));
}

export async function listOrderLines(
  deps: AppDeps,
  request: FastifyRequest,
  orderId: string,
): Promise<OrderLineRecord[]> {
  await findVisibleOrder(deps, request, orderId);
  return (await repo.findOrderLines(deps.db, orderId)).map(toOrderLineRecord);
}

export async function listOrderTasks(
  deps: AppDeps,
  request: FastifyRequest,
  orderId: string,
): Promise<OrderTaskRecord[]> {
  await findVisibleOrder(deps, request, orderId);
  return listTasksOfOrder(deps.db, orderId);
}

async function toBookingInfo(deps: AppDeps, order: repo.OrderRow): Promise<BookingInfoRecord> {
  const booking = await bookingOfOrder(deps.db, order.id);
  return {
    orderId: order.id,
    choice: order.bookingChoice as BookingChoice | null,
    keyPickup: order.keyPickup,
    keyPickupAddress: order.keyPickupAddress,
    photographerComment: order.photographerComment,
    dateOfPhotography: booking?.dateOfPhotography ?? null,
    bookingId: booking?.bookingId ?? null,
  };
}

export async function getBookingInfo(deps: AppDeps, request: FastifyRequest, orderId: string) {
  return toBookingInfo(deps, (await findVisibleOrder(deps, request, orderId)).order);
}

/** Choices after which only support may change the booking (portal.md section 4). */
const FINAL_CHOICES: readonly string[] = ['PROVIDER_PHONE', 'CONTACT_LINK'];

/**
 * The receipt's choice of how the shoot is booked, while the order is Open. Booking by the provider or
 * by the contact person marks the booking task partially done and cannot be changed here afterwards. Booking
 * by the contact person sends them the booking link (SMS to a mobile number, else email), in the same
 * transaction: a link that cannot be sent leaves the choice open.
 */
export async function chooseBooking(
  deps: AppDeps,
  request: FastifyRequest,
  orderId: string,
  choice: BookingChoice,
): Promise<BookingInfoRecord> {
  const { order } = await findVisibleOrder(deps, request, orderId);
  if (order.status !== 'Open' || (order.bookingChoice && FINAL_CHOICES.includes(order.bookingChoice))) {
    throw new AppError(ErrorKey.bookingChoiceLocked, 409);
  }
  const updated = await deps.db.transaction(async (tx) => {
    const now = nowOf(deps);
    const row = await repo.updateOrder(tx, orderId, { bookingChoice: choice, updatedAt: now });
    if (FINAL_CHOICES.includes(choice)) await markBookingTaskPartial(tx, orderId, now);
    const booking = choice === 'CONTACT_LINK' ? await bookingOfOrder(tx, orderId) : undefined;
    if (booking) await issueBookingLink(deps, tx, booking.row, {});
    await recordAudit(
      tx,
      { actingUserId: authOf(request).actorUserId, ip: request.ip },
      { action: 'orders.bookingChosen', targetType: 'order', targetId: orderId, details: { choice } },
    );
    return row;
  });
  return toBookingInfo(deps, updated ?? order);
}

/** What each visible line allows; lines of other departments and unknown ids are left out. */
export async function getOrderLineActions(deps: AppDeps, request: FastifyRequest, lineIds: string[]) {
  const { access } = authOf(request);
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
  request: FastifyRequest,
  orderId: string,
  userId: string,
): Promise<OrderRecord> {
  const row = await findVisibleOrder(deps, request, orderId);
  const [user] = await repo.findUsersWithAccess(deps.db, row.order.branchId, { ids: [userId] });
  if (!user)
    throw new AppError(ErrorKey.responsibleUpdateError, 400, { userId: ErrorKey.responsibleUpdateError });
  await deps.db.transaction(async (tx) => {
    await repo.updateOrder(tx, orderId, { responsibleUserId: user.id, updatedAt: nowOf(deps) });
    await recordAudit(
      tx,
      { actingUserId: authOf(request).actorUserId, ip: request.ip },
      { action: 'orders.responsibleChanged', targetType: 'order', targetId: orderId, details: { userId } },
    );
  });
  return getOrder(deps, request, orderId);
}

export async function getWatchers(deps: AppDeps, request: FastifyRequest, orderId: string) {
  await findVisibleOrder(deps, request, orderId);
  return { userIds: await repo.findWatcherIds(deps.db, orderId) };
}

export async function setWatchers(
  deps: AppDeps,
  request: FastifyRequest,
  orderId: string,
  userIds: string[],
) {
  const row = await findVisibleOrder(deps, request, orderId);
  const wanted = [...new Set(userIds)];
  const users = await repo.findUsersWithAccess(deps.db, row.order.branchId, { ids: wanted });
  const found = new Set(users.map((user) => user.id));
  const unknown = userIds.findIndex((id) => !found.has(id));
  if (unknown >= 0) {
    throw new AppError(ErrorKey.watchersUpdateError, 400, {
      [`userIds.${unknown}`]: ErrorKey.watchersUpdateError,
    });
  }
  await deps.db.transaction(async (tx) => {
    await repo.replaceWatchers(tx, orderId, wanted);
    await recordAudit(
      tx,
      { actingUserId: authOf(request).actorUserId, ip: request.ip },
      {
        action: 'orders.watchersChanged',
        targetType: 'order',
        targetId: orderId,
        details: { userIds: wanted },
      },
    );
  });
  return { userIds: await repo.findWatcherIds(deps.db, orderId) };
}

/**
 * The case's status in the list: Open while any order is open (or back-ordered), otherwise the status
 * of the order that changed last.
 */
async function caseStatusOf(db: Db, caseId: string): Promise<OrderStatusWord> {
  const statuses = await repo.findOrderStatusesOfCase(db, caseId);
  if (statuses.includes('Open')) return 'Open';
  if (statuses.includes('Backorder')) return 'Backorder';
  return (statuses[0] as OrderStatusWord | undefined) ?? 'None';
}

/**
 * Moves an order to a new status (the provider's fulfilment does this), keeps the case in step and mails
 * the responsible agent and the watchers.
 */
export async function changeOrderStatus(deps: AppDeps, orderId: string, status: OrderStatusWord) {
  const order = await repo.findOrder(deps.db, orderId);
  if (!order) throw new AppError(ErrorKey.orderDetailsNotFound, 404);
  if (order.status === status) return;
  await deps.db.transaction(async (tx) => {
    const now = nowOf(deps);
    await repo.updateOrder(tx, orderId, {
      status,
      updatedAt: now,
      ...(status === 'Delivered' && !order.deliveryDate ? { deliveryDate: now } : {}),
    });
    await recordOrderChangeOnCase(tx, order.caseId, await caseStatusOf(tx, order.caseId), now);
    await recordAudit(
      tx,
      { actingUserId: null },
      {
        action: 'orders.statusChanged',
        targetType: 'order',
        targetId: orderId,
        details: { from: order.status, to: status },
      },
    );
  });
  await sendStatusChange(deps, orderId, status);
}
