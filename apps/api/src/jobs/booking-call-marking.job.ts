import { type AppDeps, nowOf } from '../deps.ts';
import { markUnansweredLinksForCall } from '../modules/bookings/booking-links.service.ts';

export const BOOKING_CALL_MARKING_JOB = 'booking-call-marking';
/**
 * Every hour, on the hour (UTC). A pg-boss schedule, so it runs once across every hub process; the marking
 * is idempotent, so an hour missed while no hub runs is made up by the next one.
 */
export const BOOKING_CALL_MARKING_CRON = '0 * * * *';

/** Marks booking links unanswered for 5 working days for a call by the provider (docs/product.md). */
export const bookingCallMarkingJob = (deps: AppDeps) => async () => {
  const marked = await markUnansweredLinksForCall(deps.db, nowOf(deps));
  if (marked > 0) deps.logger.info({ marked }, 'booking links marked for a call');
};
