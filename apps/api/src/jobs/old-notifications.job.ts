import type { AppDeps } from '../deps.ts';
import { purgeOldNotifications } from '../modules/notifications/notifications.service.ts';

export const OLD_NOTIFICATIONS_JOB = 'old-notifications';
/** Nightly, once across hub processes, apart from the other clean-ups. */
export const OLD_NOTIFICATIONS_CRON = '0 4 * * *';

/** Nightly: notifications are kept 90 days. */
export const oldNotificationsJob = (deps: AppDeps) => async () => {
  const removed = await purgeOldNotifications(deps);
  if (removed > 0) deps.logger.info({ removed }, 'old notifications removed');
};
