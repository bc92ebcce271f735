import { sql } from 'drizzle-orm';
import { bookingLinks, bookings } from './bookings.table.ts';

/**
 * When the latest link of the booking was marked for a call by the 5-working-day job, or null. A newer
 * link starts the 5 days again. For selects that include the bookings table (bookings and task lists).
 */
export const latestLinkCallNeededAt = sql<Date | string | null>`(
  select ${bookingLinks.callNeededAt} from ${bookingLinks}
  where ${bookingLinks.bookingId} = ${bookings.id}
  order by ${bookingLinks.sentAt} desc limit 1
)`;

/** Whether the provider must call: marked, and still no time booked. */
export function callMarkOf(visitStatus: string, callNeededAt: Date | string | null) {
  const at = callNeededAt === null ? null : new Date(callNeededAt).toISOString();
  return { callNeeded: visitStatus === 'INCOMPLETE' && at !== null, callNeededAt: at };
}
