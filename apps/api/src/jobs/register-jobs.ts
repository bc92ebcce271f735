import type { AppDeps } from '../deps.ts';
import { ARCHIVE_JOB, type ArchiveJobData, RESTORE_JOB } from '../modules/archive/archive.service.ts';
import { PASSWORD_RESET_MAIL_JOB, type PasswordResetMailJobData } from '../modules/auth/auth.service.ts';
import {
  EXPIRED_ZIPS_CRON,
  EXPIRED_ZIPS_JOB,
  ZIP_DOWNLOAD_JOB,
  type ZipDownloadJobData,
} from '../modules/downloads/downloads.service.ts';
import {
  MATERIAL_PREVIEWS_JOB,
  type MaterialPreviewsJobData,
} from '../modules/materials/material-previews.service.ts';
import {
  ABANDONED_UPLOADS_CRON,
  ABANDONED_UPLOADS_JOB,
} from '../modules/uploads/abandoned-uploads.service.ts';
import {
  WEBHOOK_DELIVERIES_CRON,
  WEBHOOK_DELIVERIES_JOB,
} from '../modules/webhooks/webhook-deliveries.service.ts';
import { abandonedUploadsJob } from './abandoned-uploads.job.ts';
import { archiveMaterialsJob } from './archive-materials.job.ts';
import {
  BOOKING_CALL_MARKING_CRON,
  BOOKING_CALL_MARKING_JOB,
  bookingCallMarkingJob,
} from './booking-call-marking.job.ts';
import {
  ENDED_RATE_LIMIT_WINDOWS_CRON,
  ENDED_RATE_LIMIT_WINDOWS_JOB,
  endedRateLimitWindowsJob,
} from './ended-rate-limit-windows.job.ts';
import { ENDED_SIGN_INS_CRON, ENDED_SIGN_INS_JOB, endedSignInsJob } from './ended-sign-ins.job.ts';
import {
  EXPIRED_IDEMPOTENCY_KEYS_CRON,
  EXPIRED_IDEMPOTENCY_KEYS_JOB,
  expiredIdempotencyKeysJob,
} from './expired-idempotency-keys.job.ts';
import { expiredZipsJob } from './expired-zips.job.ts';
import { materialPreviewsJob } from './material-previews.job.ts';
import {
  OLD_NOTIFICATIONS_CRON,
  OLD_NOTIFICATIONS_JOB,
  oldNotificationsJob,
} from './old-notifications.job.ts';
import { passwordResetMailJob } from './password-reset-mail.job.ts';
import {
  PERSONAL_DATA_RETENTION_CRON,
  PERSONAL_DATA_RETENTION_JOB,
  personalDataRetentionJob,
} from './personal-data-retention.job.ts';
import { restoreMaterialsJob } from './restore-materials.job.ts';
import { UNSEEN_ORDERS_CRON, UNSEEN_ORDERS_JOB, unseenOrdersJob } from './unseen-orders.job.ts';
import { webhookDeliveriesJob } from './webhook-deliveries.job.ts';
import { zipDownloadJob } from './zip-download.job.ts';

/**
 * Registers every worker and schedule of the hub with its job queue, once per process and before the queue
 * starts: hub.ts does it for the hub, the test app for the route tests. The services that queue a job
 * name it; the job files here do the work by calling those services.
 */
export function registerJobs(deps: AppDeps): void {
  const { jobs } = deps;
  jobs.work<ArchiveJobData>(ARCHIVE_JOB, archiveMaterialsJob(deps));
  jobs.work<ArchiveJobData>(RESTORE_JOB, restoreMaterialsJob(deps));
  jobs.work<ZipDownloadJobData>(ZIP_DOWNLOAD_JOB, zipDownloadJob(deps));
  jobs.work<MaterialPreviewsJobData>(MATERIAL_PREVIEWS_JOB, materialPreviewsJob(deps));
  jobs.work<PasswordResetMailJobData>(PASSWORD_RESET_MAIL_JOB, passwordResetMailJob(deps));
  jobs.schedule(EXPIRED_ZIPS_JOB, EXPIRED_ZIPS_CRON, expiredZipsJob(deps));
  jobs.schedule(ABANDONED_UPLOADS_JOB, ABANDONED_UPLOADS_CRON, abandonedUploadsJob(deps));
  jobs.schedule(BOOKING_CALL_MARKING_JOB, BOOKING_CALL_MARKING_CRON, bookingCallMarkingJob(deps));
  jobs.schedule(UNSEEN_ORDERS_JOB, UNSEEN_ORDERS_CRON, unseenOrdersJob(deps));
  jobs.schedule(ENDED_SIGN_INS_JOB, ENDED_SIGN_INS_CRON, endedSignInsJob(deps));
  jobs.schedule(EXPIRED_IDEMPOTENCY_KEYS_JOB, EXPIRED_IDEMPOTENCY_KEYS_CRON, expiredIdempotencyKeysJob(deps));
  jobs.schedule(OLD_NOTIFICATIONS_JOB, OLD_NOTIFICATIONS_CRON, oldNotificationsJob(deps));
  jobs.schedule(ENDED_RATE_LIMIT_WINDOWS_JOB, ENDED_RATE_LIMIT_WINDOWS_CRON, endedRateLimitWindowsJob(deps));
  jobs.schedule(WEBHOOK_DELIVERIES_JOB, WEBHOOK_DELIVERIES_CRON, webhookDeliveriesJob(deps));
  jobs.schedule(PERSONAL_DATA_RETENTION_JOB, PERSONAL_DATA_RETENTION_CRON, personalDataRetentionJob(deps));
}
