import { UNBOOKED_VISIT_STATUSES } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { visitOf } from './booking-calendar.ts';
import * as repo from './bookings.repo.ts';
import { createBookingOfOrder } from './bookings.service.ts';
import * as visits from './provider-visits.repo.ts';
import { addWorkingDays } from './zoned-time.ts';

/** How long a new order may wait for the office's booking choice before the provider calls anyway. */
export const UNSEEN_AFTER_WORKING_DAYS = 1;

/**
 * Whether the contact person may still book through a link: the latest one is unused, has not expired and
 * leads to a visit that can be booked online. Such an order is watched by the 5-working-day call marking.
 */
async function waitsOnWorkingLink(db: Db, row: repo.BookingWithContext, now: Date) {
  const [latest] = await repo.findLinksOfBooking(db, row.booking.id);
  if (!latest || latest.usedAt || latest.expiresAt.getTime() <= now.getTime()) return false;
  return !(await visitOf(db, row)).callInstead;
}

/**
 * The daily proof that no order waits unseen (docs/product.md, "Booking"): every open order whose booking
 * task is still to be done has a visit with a time, is on the provider's "To book" list (left to its phone,
 * or marked for a call), or waits on a working booking link. An order in none of these a working day after
 * it was placed is marked for a call, its visit made first when it had none. Answers the orders marked.
 */
export async function putUnseenOrdersOnCallList(db: Db, now: Date) {
  for (const { orderId } of await visits.findOrdersWithoutVisit(db)) {
    await createBookingOfOrder(db, orderId, now);
  }
  // A working day is at least a calendar day, so younger orders are no candidates.
  const candidates = await visits.findUnqueuedVisits(
    db,
    UNBOOKED_VISIT_STATUSES,
    new Date(now.getTime() - UNSEEN_AFTER_WORKING_DAYS * 86_400_000),
  );
  const unseen: typeof candidates = [];
  for (const candidate of candidates) {
    const due = addWorkingDays(candidate.placedAt, candidate.countryCode, UNSEEN_AFTER_WORKING_DAYS);
    if (due.getTime() > now.getTime()) continue;
    const row = await repo.findBookingWithContext(db, candidate.bookingId);
    if (row && !(await waitsOnWorkingLink(db, row, now))) unseen.push(candidate);
  }
  await repo.markBookingsCallNeeded(
    db,
    unseen.map((item) => item.bookingId),
    now,
  );
  return unseen.map(({ orderId, salesId }) => ({ orderId, salesId }));
}
