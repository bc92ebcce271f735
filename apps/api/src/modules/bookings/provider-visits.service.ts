import {
  ErrorKey,
  localParts,
  MOVABLE_VISIT_STATUSES,
  type PhotographerRecord,
  type ProviderVisitRecord,
  timeZoneOfCountry,
  UNBOOKED_VISIT_STATUSES,
  VISIT_STATUS_MOVES,
  type VisitCalendarRecord,
  VisitStatus,
  type VisitStatusBody,
  type VisitsToBookRecord,
  type VisitTimeBody,
} from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/query-helpers.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findContactPersonsOfCase } from '../cases/cases.service.ts';
import { bookSlot, type ChosenSlot } from './booking-calendar.ts';
import * as bookingsRepo from './bookings.repo.ts';
import { ownPhotographerOf } from './photographer-accounts.service.ts';
import { isFree, TRAVEL_MINUTES } from './proposals.ts';
import * as repo from './provider-visits.repo.ts';
import { cancellationOf, tellVisitCancelled, tellVisitMoved } from './visit-changes.service.ts';

// The provider's side of the visits (docs/permissions.md, visits.manage): staff whose account is linked to a
// photographer act on their own visits only; the others (coordinators) see every visit and book and move them.

const MINUTE = 60_000;

/** The caller's own photographer, or null for staff who plan for everyone; refuses staff without visits.manage. */
export async function photographerScope(deps: AppDeps, actor: Actor) {
  assertProviderPermission(actor, 'visits.manage');
  return (await ownPhotographerOf(deps, actor)) ?? null;
}

/** Booking and moving visits is planning for everyone: refused (403) to a photographer's own account. */
async function assertPlanner(deps: AppDeps, actor: Actor) {
  if (await photographerScope(deps, actor)) throw new AppError(ErrorKey.forbidden, 403);
}

const toPhotographerRecord = (row: bookingsRepo.PhotographerRow): PhotographerRecord => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  countryCode: row.countryCode,
  timeZone: row.timeZone,
  workingDays: row.workingDays,
  workStartMinute: row.workStartMinute,
  workEndMinute: row.workEndMinute,
});

async function toVisitRecord(db: Db, row: repo.VisitRow): Promise<ProviderVisitRecord> {
  const [contact] = await findContactPersonsOfCase(db, row.caseId);
  const { booking } = row;
  return {
    bookingId: booking.id,
    orderId: row.orderId,
    salesId: row.salesId,
    status: VisitStatus.catch('UNKNOWN').parse(booking.visitStatus),
    start: booking.planningFrameStart?.toISOString() ?? null,
    end: booking.planningFrameEnd?.toISOString() ?? null,
    durationMinutes: booking.durationMinutes,
    photographerId: booking.photographerId,
    photographerName: row.photographerName,
    address: row.address,
    departmentName: row.departmentName,
    countryCode: row.countryCode,
    contactName: contact?.name ?? null,
    contactPhone: contact ? contact.phoneMobile || contact.phoneWork || contact.phonePrivate || null : null,
    keyPickupAddress: booking.keyPickupAddress,
    notes: booking.notes,
    cadastralNumber: row.cadastralNumber,
    roofColor: row.roofColor,
    offeringType: row.offeringType,
    callNeededAt: row.callNeededAt === null ? null : new Date(row.callNeededAt).toISOString(),
  };
}

const toVisitRecords = (db: Db, rows: repo.VisitRow[]) =>
  Promise.all(rows.map((row) => toVisitRecord(db, row)));

async function visitRecordOf(db: Db, bookingId: string) {
  const row = await repo.findVisit(db, bookingId);
  if (!row) throw new AppError(ErrorKey.notFound, 404);
  return toVisitRecord(db, row);
}

/** GET /provider/visits: the visits of the days, of one photographer (always the caller's own) or all. */
export async function getVisitCalendar(
  deps: AppDeps,
  actor: Actor,
  query: { from: string; to: string; photographerId?: string | undefined },
): Promise<VisitCalendarRecord> {
  const own = await photographerScope(deps, actor);
  const photographerId = own?.id ?? query.photographerId;
  const photographers = (await repo.listPhotographers(deps.db)).filter(
    (item) => !photographerId || item.id === photographerId,
  );
  const rows = await repo.listVisitsOfDays(deps.db, query.from, query.to, photographerId);
  return {
    photographers: photographers.map(toPhotographerRecord),
    visits: await toVisitRecords(deps.db, rows),
    ownPhotographerId: own?.id ?? null,
  };
}

/** GET /provider/visits/to-book: the phone queue and the call queue, with the photographers to book. */
export async function getVisitsToBook(deps: AppDeps, actor: Actor): Promise<VisitsToBookRecord> {
  await assertPlanner(deps, actor);
  const [phone, calls, photographers] = await Promise.all([
    repo.listPhoneQueue(deps.db, UNBOOKED_VISIT_STATUSES),
    repo.listCallQueue(deps.db, UNBOOKED_VISIT_STATUSES),
    repo.listPhotographers(deps.db),
  ]);
  return {
    phone: await toVisitRecords(deps.db, phone),
    calls: await toVisitRecords(deps.db, calls),
    photographers: photographers.map(toPhotographerRecord),
  };
}

/**
 * The chosen photographer and start, checked inside the caller's transaction: a photographer of the
 * property's country, a start in the future, and no other planned visit of theirs within the travel time.
 * The photographer's calendar stays locked until the transaction ends, so two bookings cannot both pass.
 */
async function checkedSlot(
  tx: Db,
  visit: { bookingId: string; countryCode: string; durationMinutes: number },
  body: VisitTimeBody,
  now: Date,
): Promise<ChosenSlot> {
  const photographer = await repo.findPhotographer(tx, body.photographerId);
  if (photographer?.countryCode !== visit.countryCode) {
    throw new AppError(ErrorKey.visitPhotographerCountry, 400, {
      photographerId: ErrorKey.visitPhotographerCountry,
    });
  }
  const start = new Date(body.start);
  if (start.getTime() <= now.getTime())
    throw new AppError(ErrorKey.visitInPast, 400, { start: ErrorKey.visitInPast });
  const end = new Date(start.getTime() + visit.durationMinutes * MINUTE);
  await bookingsRepo.lockPhotographer(tx, photographer.id);
  const travel = TRAVEL_MINUTES * MINUTE;
  const others = await repo.findPlannedVisitsAround(
    tx,
    photographer.id,
    new Date(start.getTime() - travel),
    new Date(end.getTime() + travel),
    visit.bookingId,
  );
  const planned = others.flatMap((other) =>
    other.start && other.end ? [{ photographerId: photographer.id, start: other.start, end: other.end }] : [],
  );
  if (!isFree(planned, photographer.id, start, end)) throw new AppError(ErrorKey.visitClash, 409);
  return { photographerId: photographer.id, start, end };
}

/**
 * POST /provider/visits/{id}/book: the provider agreed a time with the contact person by phone. Booked like
 * the office's own bookings (task completed, "booking_made" to the order's followers), from INCOMPLETE or
 * RECORDED, at any time the photographer is free: the phone is also how long and key-pickup visits are planned.
 */
export async function bookVisitByPhone(deps: AppDeps, actor: Actor, bookingId: string, body: VisitTimeBody) {
  await assertPlanner(deps, actor);
  const now = nowOf(deps);
  await bookSlot(
    deps.db,
    bookingId,
    {
      now,
      type: () => 'EXTERNAL_SOFTWARE',
      actingUserId: actor.userId,
      bookableFrom: UNBOOKED_VISIT_STATUSES,
      onBooked: (tx) =>
        recordAudit(tx, actor, {
          action: 'bookings.bookedByPhone',
          targetType: 'booking',
          targetId: bookingId,
          details: { ...body },
        }),
    },
    async (tx, row, durationMinutes) => {
      if (row.order.status !== 'Open') throw new AppError(ErrorKey.taskClosed, 409);
      return checkedSlot(tx, { bookingId, countryCode: row.countryCode, durationMinutes }, body, now);
    },
  );
  return visitRecordOf(deps.db, bookingId);
}

/**
 * POST /provider/visits/{id}/move: a confirmed or fixed visit gets a new time and/or another photographer;
 * after the commit the contact person is told the visit as it is now (nothing when nothing changed).
 */
export async function moveVisit(deps: AppDeps, actor: Actor, bookingId: string, body: VisitTimeBody) {
  await assertPlanner(deps, actor);
  const now = nowOf(deps);
  let moved: Date | undefined;
  try {
    moved = await deps.db.transaction(async (tx) => {
      const locked = await bookingsRepo.lockBooking(tx, bookingId);
      if (!locked) throw new AppError(ErrorKey.notFound, 404);
      if (!MOVABLE_VISIT_STATUSES.includes(locked.visitStatus))
        throw new AppError(ErrorKey.visitChangeNotAllowed, 409);
      const row = await repo.findVisit(tx, bookingId);
      if (!row) throw new AppError(ErrorKey.notFound, 404);
      const durationMinutes =
        locked.durationMinutes ??
        ((locked.planningFrameEnd?.getTime() ?? 0) - (locked.planningFrameStart?.getTime() ?? 0)) / MINUTE;
      const slot = await checkedSlot(
        tx,
        { bookingId, countryCode: row.countryCode, durationMinutes },
        body,
        now,
      );
      await bookingsRepo.updateBooking(tx, bookingId, {
        photographerId: slot.photographerId,
        tourDate: localParts(slot.start, timeZoneOfCountry(row.countryCode)).day,
        planningFrameStart: slot.start,
        planningFrameEnd: slot.end,
        updatedAt: now,
      });
      await recordAudit(tx, actor, {
        action: 'bookings.moved',
        targetType: 'booking',
        targetId: bookingId,
        details: {
          from: {
            photographerId: locked.photographerId,
            start: locked.planningFrameStart?.toISOString() ?? null,
          },
          to: { ...body },
        },
      });
      const unchanged =
        locked.photographerId === slot.photographerId &&
        locked.planningFrameStart?.getTime() === slot.start.getTime();
      return unchanged ? undefined : slot.start;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorKey.visitClash, 409);
    throw error;
  }
  if (moved) await tellVisitMoved(deps, bookingId, moved);
  return visitRecordOf(deps.db, bookingId);
}

/**
 * POST /provider/visits/{id}/status: the moves of VISIT_STATUS_MOVES only (others answer 409 and change
 * nothing); a photographer's own account sets the status of their own visits only (others answer 404). A
 * cancelled visit is told to the contact person who knew of it.
 */
export async function setVisitStatus(deps: AppDeps, actor: Actor, bookingId: string, body: VisitStatusBody) {
  const own = await photographerScope(deps, actor);
  const cancelled = await deps.db.transaction(async (tx) => {
    const locked = await bookingsRepo.lockBooking(tx, bookingId);
    if (!locked || (own && locked.photographerId !== own.id)) throw new AppError(ErrorKey.notFound, 404);
    const from = VisitStatus.catch('UNKNOWN').parse(locked.visitStatus);
    if (!VISIT_STATUS_MOVES[from].includes(body.status))
      throw new AppError(ErrorKey.visitChangeNotAllowed, 409);
    const cancellation = body.status === 'CANCELLED' ? await cancellationOf(tx, locked) : undefined;
    await bookingsRepo.updateBooking(tx, bookingId, { visitStatus: body.status, updatedAt: nowOf(deps) });
    await recordAudit(tx, actor, {
      action: 'bookings.visitStatusChanged',
      targetType: 'booking',
      targetId: bookingId,
      details: { from, to: body.status },
    });
    return cancellation;
  });
  await tellVisitCancelled(deps, cancelled);
  return visitRecordOf(deps.db, bookingId);
}
