import type {
  BookingProposal,
  BookingProposals,
  BookingRecord,
  BookingType,
  VisitStatus as VisitStatusValue,
} from '@portal/contracts';
import { ErrorKey, localParts, timeZoneOfCountry, VisitStatus } from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/query-helpers.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { findOrderFollowerIds, listVisitLinesOfOrder } from '../orders/orders.service.ts';
import { completeBookingTask } from '../tasks/tasks.service.ts';
import { queueWebhookEvent } from '../webhooks/webhook-deliveries.service.ts';
import { callMarkOf } from './booking-call-mark.ts';
import { mustCallInstead, parseNotes, phoneOnlyReasonOf, visitDurationMinutes } from './booking-rules.ts';
import * as repo from './bookings.repo.ts';
import { type CalendarInput, findProposedSlot, pickProposals, proposalIdOf, type Slot } from './proposals.ts';
import { addWorkingDays } from './zoned-time.ts';

/** How long the visit of the order takes and whether (and why not) it may be booked online at all. */
export async function visitOf(db: Db, row: Pick<repo.BookingWithContext, 'order'>) {
  const durationMinutes = visitDurationMinutes(await listVisitLinesOfOrder(db, row.order.id));
  const phoneOnlyReason = phoneOnlyReasonOf(row.order, durationMinutes);
  return { durationMinutes, callInstead: phoneOnlyReason !== null, phoneOnlyReason };
}

export function toBookingRecord(row: repo.BookingWithContext): BookingRecord {
  const { booking } = row;
  const { notes, area } = parseNotes(booking.notes, timeZoneOfCountry(row.countryCode));
  return {
    bookingId: booking.id,
    orderId: booking.orderId,
    taskId: booking.taskId,
    type: booking.type as BookingType | null,
    start: booking.planningFrameStart?.toISOString() ?? null,
    end: booking.planningFrameEnd?.toISOString() ?? null,
    photographerName: row.photographerName,
    notes,
    area,
    keyPickupAddress: booking.keyPickupAddress,
    status: VisitStatus.catch('UNKNOWN').parse(booking.visitStatus),
    address: row.case.addressFull,
    ...callMarkOf(booking.visitStatus, row.callNeededAt),
  };
}

/** The photographers of the department's country and their planned visits over the proposal period. */
async function calendarOf(db: Db, row: repo.BookingWithContext, now: Date, durationMinutes: number) {
  const timeZone = timeZoneOfCountry(row.countryCode);
  const photographers = await repo.findPhotographersOfCountry(db, row.countryCode);
  const until = addWorkingDays(now, row.countryCode, 12);
  const visits = await repo.findVisits(
    db,
    photographers.map((item) => item.id),
    now,
    until,
  );
  const input: CalendarInput = {
    now,
    countryCode: row.countryCode,
    timeZone,
    durationMinutes,
    postalCode: row.case.zip,
    photographers,
    visits: visits.flatMap((visit) =>
      visit.photographerId && visit.start && visit.end
        ? [{ photographerId: visit.photographerId, start: visit.start, end: visit.end }]
        : [],
    ),
  };
  return input;
}

function toProposal(row: repo.BookingWithContext, slot: Slot, durationMinutes: number): BookingProposal {
  const { notes, area } = parseNotes(row.booking.notes, timeZoneOfCountry(row.countryCode));
  return {
    proposalId: proposalIdOf(slot),
    expectedStart: slot.start.toISOString(),
    departure: slot.end.toISOString(),
    durationMinutes,
    timeframeStart: slot.start.toISOString(),
    timeframeEnd: slot.end.toISOString(),
    notes,
    area,
    photographerName: slot.photographer.name,
  };
}

/** Proposals of an open booking; a booked one answers alreadyMade, one for the phone answers callInstead. */
export async function proposalsOf(
  db: Db,
  row: repo.BookingWithContext,
  now: Date,
): Promise<BookingProposals> {
  if (row.booking.visitStatus !== 'INCOMPLETE') throw new AppError(ErrorKey.bookingAlreadyMade, 409);
  const { durationMinutes, callInstead } = await visitOf(db, row);
  if (callInstead) throw new AppError(ErrorKey.bookingCallInstead, 409);
  const { suggested, others } = pickProposals(await calendarOf(db, row, now, durationMinutes));
  return {
    suggested: suggested ? toProposal(row, suggested, durationMinutes) : null,
    others: others.map((slot) => toProposal(row, slot, durationMinutes)),
    durationMinutes,
  };
}

/** The photographer and time a booking gets, chosen inside the booking's transaction. */
export interface ChosenSlot {
  photographerId: string;
  start: Date;
  end: Date;
}

export interface BookSlotOptions {
  now: Date;
  type: (current: string | null) => BookingType;
  /** Who booked: told of it by no notification. Null for the contact person's public link. */
  actingUserId: string | null;
  onBooked?: (tx: Db) => Promise<void>;
  /** Visit statuses the booking may be booked from; INCOMPLETE unless said otherwise. */
  bookableFrom?: readonly VisitStatusValue[];
}

/**
 * Confirms a proposal: the proposalId must still name a free slot of the proposals (made-up or stale ids
 * answer slotTaken), and the visit must be one that may be booked online.
 */
export async function confirmSlot(db: Db, bookingId: string, proposalId: string, options: BookSlotOptions) {
  return bookSlot(db, bookingId, options, async (tx, row, durationMinutes) => {
    if (mustCallInstead(row.order, durationMinutes)) throw new AppError(ErrorKey.bookingCallInstead, 409);
    const photographerId = proposalId.split('.')[0] ?? '';
    const photographer = (await repo.findPhotographersOfCountry(tx, row.countryCode)).find(
      (item) => item.id === photographerId,
    );
    if (!photographer) throw new AppError(ErrorKey.bookingSlotTaken, 409);
    await repo.lockPhotographer(tx, photographer.id);
    const slot = findProposedSlot(await calendarOf(tx, row, options.now, durationMinutes), proposalId);
    if (!slot) throw new AppError(ErrorKey.bookingSlotTaken, 409);
    return { photographerId: photographer.id, start: slot.start, end: slot.end };
  });
}

/**
 * Books the visit in one transaction: the booking row is locked (a second booking of it waits and then
 * finds it booked), `choose` picks the slot (locking the photographer's calendar, so an overlapping booking
 * waits and then finds the time gone), and the partial unique index catches what slips through. The
 * booking task is completed and the order's followers get "booking_made".
 */
export async function bookSlot(
  db: Db,
  bookingId: string,
  options: BookSlotOptions,
  choose: (tx: Db, row: repo.BookingWithContext, durationMinutes: number) => Promise<ChosenSlot>,
) {
  const bookableFrom = options.bookableFrom ?? ['INCOMPLETE'];
  try {
    return await db.transaction(async (tx) => {
      const locked = await repo.lockBooking(tx, bookingId);
      if (!locked) throw new AppError(ErrorKey.notFound, 404);
      if (!bookableFrom.includes(locked.visitStatus)) throw new AppError(ErrorKey.bookingAlreadyMade, 409);
      const row = await repo.findBookingWithContext(tx, bookingId);
      if (!row) throw new AppError(ErrorKey.notFound, 404);
      const { durationMinutes } = await visitOf(tx, row);
      const slot = await choose(tx, row, durationMinutes);
      await repo.updateBooking(tx, bookingId, {
        photographerId: slot.photographerId,
        tourDate: localParts(slot.start, timeZoneOfCountry(row.countryCode)).day,
        planningFrameStart: slot.start,
        planningFrameEnd: slot.end,
        durationMinutes,
        visitStatus: 'CONFIRMED',
        type: options.type(locked.type),
        confirmedAt: options.now,
        updatedAt: options.now,
      });
      if (locked.taskId) await completeBookingTask(tx, locked.taskId, options.now);
      await notifyUsers(
        tx,
        await findOrderFollowerIds(tx, row.order.id),
        {
          kind: 'booking_made',
          caseId: row.case.id,
          orderId: row.order.id,
          params: { address: row.case.addressFull, salesId: row.order.salesId },
          link: `/orders/${row.order.id}`,
        },
        { actingUserId: options.actingUserId, at: options.now },
      );
      await queueWebhookEvent(
        tx,
        row.case.branchId,
        'booking.made',
        {
          caseId: row.case.id,
          orderId: row.order.id,
          salesId: row.order.salesId,
          address: row.case.addressFull,
          visitStart: slot.start.toISOString(),
          visitEnd: slot.end.toISOString(),
        },
        options.now,
      );
      await options.onBooked?.(tx);
      const booked = await repo.findBookingWithContext(tx, bookingId);
      if (!booked) throw new AppError(ErrorKey.notFound, 404);
      return booked;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorKey.bookingSlotTaken, 409);
    throw error;
  }
}
