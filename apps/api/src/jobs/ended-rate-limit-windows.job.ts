import type { AppDeps } from '../deps.ts';
import { forgetEndedWindows } from '../modules/rate-limits/rate-limits.service.ts';

export const ENDED_RATE_LIMIT_WINDOWS_JOB = 'ended-rate-limit-windows';
/** Every minute, once across hub processes: the table holds about the last minute's clients. */
export const ENDED_RATE_LIMIT_WINDOWS_CRON = '* * * * *';

/** Forgets the rate-limit counts whose minute has ended. */
export const endedRateLimitWindowsJob = (deps: AppDeps) => async () => {
  const removed = await forgetEndedWindows(deps);
  if (removed > 0) deps.logger.debug({ removed }, 'ended rate-limit windows forgotten');
};
