import {
  type BookingProposals,
  type BookingRecord,
  type BookingType,
  ErrorKey,
  type TaskRecord,
  UNBOOKED_VISIT_STATUSES,
  type UpdateBookingTypeBody,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findBookingFactsOfOrder,
  listVisitLinesOfOrder,
  recordBookingChoice,
} from '../orders/orders.service.ts';
import {
  findBookingTaskOfOrder,
  findVisibleTask,
  getTask,
  markBookingTaskPartial,
} from '../tasks/tasks.service.ts';
import { findActiveUsersWithAccess } from '../users/users.service.ts';
import { confirmSlot, proposalsOf, toBookingRecord, visitOf } from './booking-calendar.ts';
import { initialBookingNotes, visitDurationMinutes } from './booking-rules.ts';
import * as repo from './bookings.repo.ts';

/** The booking, when the user has access to its order's department; otherwise 404, as for an unknown id. */
export async function findVisibleBooking(deps: AppDeps, actor: Actor, bookingId: string) {
  const row = await repo.findBookingWithContext(deps.db, bookingId);
  if (!row || !actor.access.has(row.order.branchId)) throw new AppError(ErrorKey.notFound, 404);
  return row;
}

/**
 * Creates the booking of an order that has a BOOK_PHOTOGRAPHER task, inside the caller's transaction.
 * Orders without a booking task, or with a booking already, are left alone.
 */
export async function createBookingOfOrder(db: Db, orderId: string, at: Date) {
  const task = await findBookingTaskOfOrder(db, orderId);
  if (!task) return undefined;
  const order = await findBookingFactsOfOrder(db, orderId);
  if (!order) return undefined;
  return repo.insertBooking(db, {
    orderId,
    taskId: task.id,
    notes: initialBookingNotes(order),
    keyPickupAddress: order.keyPickup ? order.keyPickupAddress : null,
    durationMinutes: visitDurationMinutes(await listVisitLinesOfOrder(db, orderId)),
    createdAt: at,
    updatedAt: at,
  });
}

/**
 * Makes the order's visit (createBookingOfOrder) inside the caller's transaction, and makes sure a visit only
 * the phone can book (key pickup, a long visit) waits on the provider's list: the booking choice becomes the
 * provider's phone (the receipt says why), or, when the contact person was already sent a link, the visit is
 * marked for a call. Runs when an order is placed and when lines are added to it.
 */
export async function planVisitOfOrder(db: Db, orderId: string, at: Date) {
  await createBookingOfOrder(db, orderId, at);
  const booking = await repo.findBookingOfOrder(db, orderId);
  const row = booking && (await repo.findBookingWithContext(db, booking.id));
  if (!row || !UNBOOKED_VISIT_STATUSES.includes(row.booking.visitStatus)) return;
  if (!(await visitOf(db, row)).callInstead) return;
  const choice = row.order.bookingChoice;
  if (choice === 'PROVIDER_PHONE') return;
  if (choice === 'CONTACT_LINK') {
    if (!row.callNeededAt) await repo.updateBooking(db, row.booking.id, { callNeededAt: at, updatedAt: at });
    return;
  }
  await recordBookingChoice(db, orderId, 'PROVIDER_PHONE', at);
  await markBookingTaskPartial(db, orderId, at);
}

/**
 * The booking of an order just placed, from what the caller planned (`newVisitOf`, which already wrote a
 * visit only the phone can book onto the order and its task) instead of read back; inside the caller's
 * transaction.
 */
export async function createBookingOfNewOrder(
  db: Db,
  order: {
    id: string;
    /** The order's BOOK_PHOTOGRAPHER task; an order without one has no visit. */
    bookingTaskId: string | undefined;
    livingArea: number | null;
    photographerComment: string | null;
    keyPickup: boolean;
    keyPickupAddress: string | null;
    durationMinutes: number;
  },
  at: Date,
) {
  if (!order.bookingTaskId) return;
  await repo.insertBooking(db, {
    orderId: order.id,
    taskId: order.bookingTaskId,
    notes: initialBookingNotes(order),
    keyPickupAddress: order.keyPickup ? order.keyPickupAddress : null,
    durationMinutes: order.durationMinutes,
    createdAt: at,
    updatedAt: at,
  });
}

/** Why the booking's visit can only be booked by phone, or null when it can be booked online. */
export async function phoneOnlyReasonOfBooking(db: Db, row: repo.BookingWithContext) {
  return (await visitOf(db, row)).phoneOnlyReason;
}

export async function getBooking(deps: AppDeps, actor: Actor, bookingId: string): Promise<BookingRecord> {
  return toBookingRecord(await findVisibleBooking(deps, actor, bookingId));
}

export async function getProposals(
  deps: AppDeps,
  actor: Actor,
  bookingId: string,
): Promise<BookingProposals> {
  const row = await findVisibleBooking(deps, actor, bookingId);
  return proposalsOf(deps.db, row, nowOf(deps));
}

export async function getBookingTask(deps: AppDeps, actor: Actor, bookingId: string): Promise<TaskRecord> {
  const row = await findVisibleBooking(deps, actor, bookingId);
  if (!row.booking.taskId) throw new AppError(ErrorKey.notFound, 404);
  return getTask(deps, actor, row.booking.taskId);
}

/** Booking in the portal's calendar (choice 3), or by the office after a call: primary confirmed. */
export async function confirmProposal(
  deps: AppDeps,
  actor: Actor,
  bookingId: string,
  proposalId: string,
): Promise<BookingRecord> {
  const row = await findVisibleBooking(deps, actor, bookingId);
  if (row.booking.visitStatus !== 'INCOMPLETE') throw new AppError(ErrorKey.bookingAlreadyMade, 409);
  if (row.order.status !== 'Open') throw new AppError(ErrorKey.taskClosed, 409);
  const booked = await confirmSlot(deps.db, bookingId, proposalId, {
    now: nowOf(deps),
    type: () => 'PRIMARY_CONFIRMED',
    actingUserId: actor.userId,
    onBooked: (tx) =>
      recordAudit(tx, actor, {
        action: 'bookings.confirmed',
        targetType: 'booking',
        targetId: bookingId,
        details: { proposalId },
      }),
  });
  return toBookingRecord(booked);
}

/**
 * POST /orders/tasks/{id}/updateType: the one allowed change of the booking type after the receipt's
 * choice. The task must be the booking's task; a booking already planned cannot change its type here.
 */
export async function updateBookingType(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  bookingId: string,
  body: z.infer<typeof UpdateBookingTypeBody>,
): Promise<BookingRecord> {
  const task = await findVisibleTask(deps, actor, taskId);
  const row = await repo.findBookingWithContext(deps.db, bookingId);
  if (!row || row.booking.taskId !== task.task.id) throw new AppError(ErrorKey.notFound, 404);
  if (row.booking.visitStatus !== 'INCOMPLETE') throw new AppError(ErrorKey.bookingAlreadyMade, 409);
  if (body.responsibleUser) {
    const [user] = await findActiveUsersWithAccess(deps.db, row.order.branchId, {
      ids: [body.responsibleUser],
    });
    if (!user)
      throw new AppError(ErrorKey.userWithoutAccess, 400, { responsibleUser: ErrorKey.userWithoutAccess });
  }
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    await repo.updateBooking(tx, bookingId, {
      type: body.changeToType satisfies BookingType,
      updatedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'bookings.typeChanged',
      targetType: 'booking',
      targetId: bookingId,
      details: {
        from: row.booking.type,
        to: body.changeToType,
        responsibleUser: body.responsibleUser ?? null,
        person: body.person ?? null,
      },
    });
  });
  return getBooking(deps, actor, bookingId);
}

/**
 * The booking of an order for its booking info and the receipt's choice: its id, the confirmed time of the
 * shoot (null until one is planned) and the row; undefined when the order has no booking.
 */
export async function bookingOfOrder(db: Db, orderId: string) {
  const booking = await repo.findBookingOfOrder(db, orderId);
  const row = booking && (await repo.findBookingWithContext(db, booking.id));
  if (!row) return undefined;
  const planned = repo.PLANNED_STATUSES.includes(row.booking.visitStatus);
  return {
    bookingId: row.booking.id,
    dateOfPhotography: planned ? (row.booking.planningFrameStart?.toISOString() ?? null) : null,
    row,
  };
}
