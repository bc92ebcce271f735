import { OPEN_TASK_STATUS_WORDS, type VisitStatus } from '@portal/contracts';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, not, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orders } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { PLANNED_STATUSES } from './bookings.repo.ts';
import { bookings, callNeededAtOfBooking, photographers } from './bookings.table.ts';

/** The console's queues are worked from the top; a longer queue shows its oldest orders first. */
export const QUEUE_LIMIT = 200;

const visitColumns = {
  booking: bookings,
  callNeededAt: callNeededAtOfBooking,
  orderId: orders.id,
  salesId: orders.salesId,
  cadastralNumber: orders.cadastralNumber,
  roofColor: orders.roofColor,
  offeringType: orders.offeringType,
  caseId: cases.id,
  address: cases.addressFull,
  departmentName: branches.name,
  countryCode: branches.countryCode,
  photographerName: photographers.name,
};

export type VisitRow = Awaited<ReturnType<typeof findVisit>> & {};

function selectVisits(db: Db) {
  return db
    .select(visitColumns)
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(photographers, eq(photographers.id, bookings.photographerId));
}

export async function findVisit(db: Db, bookingId: string) {
  const [row] = await selectVisits(db).where(eq(bookings.id, bookingId));
  return row;
}

/**
 * Visits with a time on the local days from..to (the tour date), cancelled ones included: the photographer
 * must see that a visit in their day is off, not find it gone.
 */
export async function listVisitsOfDays(db: Db, from: string, to: string, photographerId?: string) {
  return selectVisits(db)
    .where(
      and(
        gte(bookings.tourDate, from),
        lte(bookings.tourDate, to),
        isNotNull(bookings.planningFrameStart),
        photographerId ? eq(bookings.photographerId, photographerId) : undefined,
      ),
    )
    .orderBy(asc(bookings.planningFrameStart));
}

/** Open orders left to the provider's phone whose visit has no time yet, oldest first. */
export async function listPhoneQueue(db: Db, unbooked: readonly VisitStatus[]) {
  return selectVisits(db)
    .where(and(leftToPhone, eq(orders.status, 'Open'), inArray(bookings.visitStatus, [...unbooked])))
    .orderBy(asc(orders.createdDate))
    .limit(QUEUE_LIMIT);
}

/** Whether the office left the order to the provider's phone: it is on the phone queue. */
const leftToPhone = eq(orders.bookingChoice, 'PROVIDER_PHONE');

/**
 * Open orders marked for a call (their latest booking link unused for 5 working days, or the booking itself)
 * that still have no time; those on the phone queue are left out, so no order is on both.
 */
export async function listCallQueue(db: Db, unbooked: readonly VisitStatus[]) {
  return selectVisits(db)
    .where(
      and(
        eq(orders.status, 'Open'),
        inArray(bookings.visitStatus, [...unbooked]),
        sql`${callNeededAtOfBooking} is not null`,
        or(isNull(orders.bookingChoice), not(leftToPhone)),
      ),
    )
    .orderBy(asc(callNeededAtOfBooking))
    .limit(QUEUE_LIMIT);
}

/** The open orders whose booking task is still to be done (Open or Partial) but that have no visit at all. */
export async function findOrdersWithoutVisit(db: Db) {
  return db
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(tasks, and(eq(tasks.orderId, orders.id), eq(tasks.type, 'BOOK_PHOTOGRAPHER')))
    .leftJoin(bookings, eq(bookings.orderId, orders.id))
    .where(
      and(eq(orders.status, 'Open'), inArray(tasks.status, [...OPEN_TASK_STATUS_WORDS]), isNull(bookings.id)),
    );
}

/**
 * Visits without a time of open orders placed by `placedBy` whose booking task is still to be done
 * and that are on neither queue: not left to the provider's phone, not marked for a call.
 */
export async function findUnqueuedVisits(db: Db, unbooked: readonly VisitStatus[], placedBy: Date) {
  return db
    .select({
      bookingId: bookings.id,
      orderId: orders.id,
      salesId: orders.salesId,
      placedAt: orders.createdDate,
      countryCode: branches.countryCode,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .innerJoin(tasks, and(eq(tasks.orderId, orders.id), eq(tasks.type, 'BOOK_PHOTOGRAPHER')))
    .where(
      and(
        eq(orders.status, 'Open'),
        lte(orders.createdDate, placedBy),
        inArray(bookings.visitStatus, [...unbooked]),
        inArray(tasks.status, [...OPEN_TASK_STATUS_WORDS]),
        or(isNull(orders.bookingChoice), not(leftToPhone)),
        sql`${callNeededAtOfBooking} is null`,
      ),
    )
    .orderBy(asc(orders.createdDate));
}

export async function listPhotographers(db: Db) {
  return db.select().from(photographers).orderBy(asc(photographers.countryCode), asc(photographers.name));
}

export async function findPhotographer(db: Db, photographerId: string) {
  const [row] = await db.select().from(photographers).where(eq(photographers.id, photographerId));
  return row;
}

export async function findPhotographerOfUser(db: Db, userId: string) {
  const [row] = await db.select().from(photographers).where(eq(photographers.userId, userId));
  return row;
}

/** The photographer's planned visits overlapping from..to, except `exceptBookingId` (the one being moved). */
export async function findPlannedVisitsAround(
  db: Db,
  photographerId: string,
  from: Date,
  to: Date,
  exceptBookingId: string,
) {
  return db
    .select({ start: bookings.planningFrameStart, end: bookings.planningFrameEnd })
    .from(bookings)
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        inArray(bookings.visitStatus, PLANNED_STATUSES),
        notInArray(bookings.id, [exceptBookingId]),
        lte(bookings.planningFrameStart, to),
        gte(bookings.planningFrameEnd, from),
      ),
    );
}

/** Whether one of the photographer's visits, whatever its status, is of the order. */
export async function hasVisitOfOrder(db: Db, photographerId: string, orderId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.photographerId, photographerId), eq(bookings.orderId, orderId)))
    .limit(1);
  return row !== undefined;
}
