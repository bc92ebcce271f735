import type { AppDeps } from '../../deps.ts';
import { markUnansweredLinksForCall } from './booking-links.service.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Runs the 5-working-day rule every hour inside the hub process. The timer is unref'd so it never keeps
 * the process alive; a failed run is logged and the next hour tries again. (No job queue in the project
 * yet: an hourly timer is enough for one idempotent update.)
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
