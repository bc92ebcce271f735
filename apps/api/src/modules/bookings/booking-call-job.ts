import type { AppDeps } from '../../deps.ts';
import { markUnansweredLinksForCall } from './booking-links.service.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Runs the 5-working-day rule every hour inside the hub process. The timer is unref'd so it never keeps
 * the process alive; a failed run is logged and the next hour tries again. It stays a timer rather than a
 * pg-boss job: the update is idempotent, and a run missed during a restart changes nothing.
 */
export function startBookingCallJob(deps: Pick<AppDeps, 'db' | 'logger'>, intervalMs = HOUR) {
  const run = async () => {
    try {
      const marked = await markUnansweredLinksForCall(deps.db, new Date());
      if (marked) deps.logger.info({ marked }, 'booking links marked for a call');
    } catch (error) {
      deps.logger.error({ err: error }, 'booking call job failed');
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
