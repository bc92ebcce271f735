import type { AppDeps } from '../deps.ts';
import { anonymiseCasesPastRetention } from '../modules/privacy/retention.service.ts';

export const PERSONAL_DATA_RETENTION_JOB = 'personal-data-retention';
/** Nightly, once across hub processes, apart from the other clean-ups, at night in the Nordic countries. */
export const PERSONAL_DATA_RETENTION_CRON = '30 2 * * *';

/** Anonymises the personal data of the cases past their department's retention period (docs/privacy.md). */
export const personalDataRetentionJob = (deps: AppDeps) => async () => {
  const anonymised = await anonymiseCasesPastRetention(deps);
  if (anonymised > 0)
    deps.logger.info({ cases: anonymised }, 'personal data of cases past retention anonymised');
};
