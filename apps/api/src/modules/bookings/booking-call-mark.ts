import { sql } from 'drizzle-orm';
import { bookingLinks, bookings } from './bookings.table.ts';

/**
 * When the booking was marked for a call, or null: marked on the booking itself (bookings.callNeededAt), or
 * its latest link by the 5-working-day job. A newer link starts the 5 days again. For selects that include
 * the bookings table (bookings and task lists).
 */
export const callNeededAtOfBooking = sql<Date | string | null>`coalesce(${bookings.callNeededAt}, (
  select ${bookingLinks.callNeededAt} from ${bookingLinks}
  where ${bookingLinks.bookingId} = ${bookings.id}
  order by ${bookingLinks.sentAt} desc limit 1
))`;

/** Whether the provider must call: marked, and still no time booked. */
export function callMarkOf(visitStatus: string, callNeededAt: Date | string | null) {
  const at = callNeededAt === null ? null : new Date(callNeededAt).toISOString();
  return { callNeeded: visitStatus === 'INCOMPLETE' && at !== null, callNeededAt: at };
}
