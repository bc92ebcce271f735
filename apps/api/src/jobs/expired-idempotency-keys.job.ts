import type { AppDeps } from '../deps.ts';
import { removeExpiredAnswers } from '../modules/idempotency/idempotency.service.ts';

export const EXPIRED_IDEMPOTENCY_KEYS_JOB = 'expired-idempotency-keys';
/** Nightly, once across hub processes, apart from the other clean-ups. */
export const EXPIRED_IDEMPOTENCY_KEYS_CRON = '15 4 * * *';

/**
 * Nightly: the kept answers of submissions older than a day. A request never waits for this: a claim takes
 * over an expired row of its own key.
 */
export const expiredIdempotencyKeysJob = (deps: AppDeps) => async () => {
  const removed = await removeExpiredAnswers(deps);
  if (removed > 0) deps.logger.info({ removed }, 'expired idempotency keys removed');
};
