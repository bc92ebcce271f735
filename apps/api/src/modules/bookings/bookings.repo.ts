import type { VisitStatus } from '@portal/contracts';
import { and, desc, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orders } from '../orders/orders.table.ts';
import { bookingLinks, bookings, callNeededAtOfBooking, photographers } from './bookings.table.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingLinkRow = typeof bookingLinks.$inferSelect;
export type PhotographerRow = typeof photographers.$inferSelect;

/** Visit statuses that hold a photographer's time. */
export const PLANNED_STATUSES: VisitStatus[] = ['CONFIRMED', 'FIXED', 'ON_ROUTE', 'ARRIVED'];

const bookingWithContext = {
  booking: bookings,
  callNeededAt: callNeededAtOfBooking,
  order: orders,
  case: cases,
  branchName: branches.name,
  /** The department's language: contact persons are written to in it. */
  branchLocale: branches.locale,
  countryCode: branches.countryCode,
  photographerName: photographers.name,
};

function selectBookings(db: Db) {
  return db
    .select(bookingWithContext)
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(photographers, eq(photographers.id, bookings.photographerId));
}

export type BookingWithContext = Awaited<ReturnType<typeof findBookingWithContext>> & {};

export async function findBookingWithContext(db: Db, bookingId: string) {
  const [row] = await selectBookings(db).where(eq(bookings.id, bookingId));
  return row;
}

export async function findBookingOfOrder(db: Db, orderId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.orderId, orderId));
  return row;
}

export async function insertBooking(db: Db, values: typeof bookings.$inferInsert) {
  const [row] = await db.insert(bookings).values(values).onConflictDoNothing().returning();
  return row;
}

/** Locks the booking row until the transaction ends, so two confirmations of it run one after the other. */
export async function lockBooking(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

/** Locks the photographer's calendar until the transaction ends: overlapping confirmations queue here. */
export async function lockPhotographer(db: Db, photographerId: string) {
  await db
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.id, photographerId))
    .for('update');
}

export async function updateBooking(
  db: Db,
  bookingId: string,
  values: Partial<typeof bookings.$inferInsert>,
) {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, bookingId)).returning();
  return row;
}

export async function findPhotographersOfCountry(db: Db, countryCode: string): Promise<PhotographerRow[]> {
  return db.select().from(photographers).where(eq(photographers.countryCode, countryCode));
}

/** Planned visits of the photographers that overlap the period. */
export async function findVisits(db: Db, photographerIds: string[], from: Date, to: Date) {
  if (photographerIds.length === 0) return [];
  return db
    .select({
      photographerId: bookings.photographerId,
      start: bookings.planningFrameStart,
      end: bookings.planningFrameEnd,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.photographerId, photographerIds),
        inArray(bookings.visitStatus, PLANNED_STATUSES),
        lte(bookings.planningFrameStart, to),
        gte(bookings.planningFrameEnd, from),
      ),
    );
}

export async function insertLink(db: Db, values: typeof bookingLinks.$inferInsert) {
  const [row] = await db.insert(bookingLinks).values(values).returning();
  if (!row) throw new Error('booking link not stored');
  return row;
}

export async function findLinkByHash(db: Db, tokenHash: string): Promise<BookingLinkRow | undefined> {
  const [row] = await db.select().from(bookingLinks).where(eq(bookingLinks.tokenHash, tokenHash));
  return row;
}

/** The booking's links, newest first. */
export async function findLinksOfBooking(db: Db, bookingId: string): Promise<BookingLinkRow[]> {
  return db
    .select()
    .from(bookingLinks)
    .where(eq(bookingLinks.bookingId, bookingId))
    .orderBy(desc(bookingLinks.sentAt));
}

export async function markLinkUsed(db: Db, linkId: string, at: Date) {
  await db.update(bookingLinks).set({ usedAt: at }).where(eq(bookingLinks.id, linkId));
}

/** Unused links not yet marked, sent before `sentBefore`, of bookings not yet planned, with the country. */
export async function findUnansweredLinks(db: Db, sentBefore: Date) {
  return db
    .select({ link: bookingLinks, countryCode: branches.countryCode })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings.id, bookingLinks.bookingId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(
      and(
        isNull(bookingLinks.usedAt),
        isNull(bookingLinks.callNeededAt),
        lt(bookingLinks.sentAt, sentBefore),
        eq(bookings.visitStatus, 'INCOMPLETE'),
        eq(orders.status, 'Open'),
      ),
    );
}

export async function markLinksCallNeeded(db: Db, linkIds: string[], at: Date) {
  if (linkIds.length === 0) return;
  await db
    .update(bookingLinks)
    .set({ callNeededAt: at })
    .where(and(inArray(bookingLinks.id, linkIds), isNull(bookingLinks.callNeededAt)));
}

/** Marks the bookings for a call by the provider; bookings already marked keep their first mark. */
export async function markBookingsCallNeeded(db: Db, bookingIds: string[], at: Date) {
  if (bookingIds.length === 0) return;
  await db
    .update(bookings)
    .set({ callNeededAt: at, updatedAt: at })
    .where(and(inArray(bookings.id, bookingIds), isNull(bookings.callNeededAt)));
}
