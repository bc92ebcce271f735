import { randomUUID } from 'node:crypto';
import type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookDeliveryStatus,
  WebhookEventOrPing,
} from '@portal/contracts';
import { languageAndZoneOfUser } from '../../adapters/mail/recipient-language.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { findBranchById } from '../branches/branches.service.ts';
import { findActiveAdminsOfBranch } from '../users/users.service.ts';
import { postWebhook } from './webhook-sender.ts';
import { webhookPausedMail } from './webhooks.mails.ts';
import * as repo from './webhooks.repo.ts';

/**
 * The job that sends every due delivery: each minute, the outbox is swept
 * (docs/decisions/0043-webhooks-from-an-outbox-with-retries-and-pausing.md).
 */
export const WEBHOOK_DELIVERIES_JOB = 'webhook-deliveries';
export const WEBHOOK_DELIVERIES_CRON = '* * * * *';

const MINUTE_MS = 60_000;
/** The waits after each failed scheduled attempt; after the last one the delivery has finally failed. */
export const WEBHOOK_RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE_MS);
/** Finally failed deliveries in a row that pause a subscription. */
export const WEBHOOK_PAUSE_AFTER = 5;
/** How long an attempt in flight keeps the schedule off its delivery (the timeout is far shorter). */
const IN_FLIGHT_MS = 5 * MINUTE_MS;
const SWEEP_BATCH = 20;

/** What an event tells a developer: the ids to call the API with, and a little to read without a call. */
export interface WebhookEventData {
  caseId?: string;
  orderId?: string;
  salesId?: string;
  address?: string;
  [key: string]: string | number | boolean | null | undefined;
}

const bodyOf = (eventId: string, event: WebhookEventOrPing, branchId: number, at: Date, data: object) =>
  JSON.stringify({ id: eventId, event, occurredAt: at.toISOString(), departmentId: branchId, data });

/**
 * Writes the event's delivery for every active subscription of the department to it, inside the caller's
 * transaction (`db`), so an event is sent exactly when its change is committed. The delivery job sends them.
 */
export async function queueWebhookEvent(
  db: Db,
  branchId: number,
  event: WebhookEventOrPing,
  data: WebhookEventData,
  at: Date,
): Promise<void> {
  const subscriptions = await repo.findActiveSubscriptionsTo(db, branchId, event);
  await writeDeliveries(db, subscriptions, event, data, at);
}

/** The deliveries of one event; the ping is sent by its caller at once, so the schedule never takes it. */
function writeDeliveries(
  db: Db,
  subscriptions: { id: string; branchId: number }[],
  event: WebhookEventOrPing,
  data: WebhookEventData,
  at: Date,
) {
  const eventId = randomUUID();
  return repo.insertDeliveries(
    db,
    subscriptions.map((subscription) => ({
      subscriptionId: subscription.id,
      eventId,
      event,
      body: bodyOf(eventId, event, subscription.branchId, at, data),
      status: 'pending' as const,
      nextAttemptAt: event === 'ping' ? null : at,
      createdAt: at,
    })),
  );
}

/** The test event of one subscription (paused or not), sent at once and not retried; answers its delivery. */
export async function sendPing(deps: AppDeps, subscription: repo.StoredSubscription) {
  const now = nowOf(deps);
  const [delivery] = await writeDeliveries(deps.db, [subscription], 'ping', { message: 'Test event' }, now);
  if (!delivery) throw new Error('ping not written');
  await attemptDelivery(deps, delivery, true);
  return deliveryRecordOf(deps.db, delivery.id);
}

/** The job: sends every due delivery of an active subscription, a batch at a time, until none is due. */
export async function deliverDueWebhooks(deps: AppDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await repo.findDueDeliveries(deps.db, nowOf(deps), SWEEP_BATCH);
    if (due.length === 0) return sent;
    await Promise.all(due.map(({ delivery }) => attemptDelivery(deps, delivery, false)));
    sent += due.length;
  }
}

/** An admin's Resend: one more attempt now, whatever the delivery's state; a failure schedules nothing. */
export async function resendDelivery(deps: AppDeps, delivery: repo.StoredDelivery) {
  await attemptDelivery(deps, delivery, true);
  return deliveryRecordOf(deps.db, delivery.id);
}

/** What a failed attempt leaves: a manual one changes nothing of the schedule; a scheduled one moves it on. */
function afterFailure(
  delivery: repo.StoredDelivery,
  number: number,
  manual: boolean,
  now: Date,
): { status: WebhookDeliveryStatus; nextAttemptAt: Date | null } {
  if (manual && delivery.event === 'ping') return { status: 'failed', nextAttemptAt: null };
  if (manual) return { status: delivery.status, nextAttemptAt: delivery.nextAttemptAt };
  const wait = WEBHOOK_RETRY_DELAYS_MS[number - 1];
  if (wait === undefined) return { status: 'failed', nextAttemptAt: null };
  return { status: 'retrying', nextAttemptAt: new Date(now.getTime() + wait) };
}

/**
 * One attempt of a delivery, taken only once by whoever claims it first (schedule or Resend). A 2xx answer
 * delivers it and clears the subscription's failures; the last scheduled failure counts one, and the
 * WEBHOOK_PAUSE_AFTER-th in a row pauses the subscription and mails the department's admins.
 */
async function attemptDelivery(deps: AppDeps, delivery: repo.StoredDelivery, manual: boolean) {
  const now = nowOf(deps);
  const number = delivery.attemptCount + 1;
  const claimed = await repo.claimAttempt(
    deps.db,
    delivery.id,
    number,
    new Date(now.getTime() + IN_FLIGHT_MS),
  );
  const subscription = claimed && (await repo.findSubscription(deps.db, delivery.subscriptionId));
  if (!subscription) return;
  const outcome = await postWebhook(deps, {
    ...subscription,
    deliveryId: delivery.id,
    body: delivery.body,
    at: now,
  });
  const { delivered, ...details } = outcome;
  const paused = await deps.db.transaction(async (tx) => {
    await repo.insertAttempt(tx, { deliveryId: delivery.id, number, at: now, manual, ...details });
    if (delivered) {
      await repo.updateDelivery(tx, delivery.id, {
        status: 'delivered',
        deliveredAt: now,
        nextAttemptAt: null,
      });
      await repo.updateSubscription(tx, subscription.id, { consecutiveFailures: 0 });
      return undefined;
    }
    const next = afterFailure(delivery, number, manual, now);
    await repo.updateDelivery(tx, delivery.id, next);
    if (next.status !== 'failed' || manual) return undefined;
    const failures = await repo.countFailure(tx, subscription.id);
    return failures >= WEBHOOK_PAUSE_AFTER ? repo.pauseForFailures(tx, subscription.id, now) : undefined;
  });
  if (paused) await mailAdminsOfPause(deps, paused);
}

async function mailAdminsOfPause(deps: AppDeps, subscription: repo.StoredSubscription) {
  const admins = await findActiveAdminsOfBranch(deps.db, subscription.branchId);
  const branch = await findBranchById(deps.db, subscription.branchId);
  const link = `${deps.config.publicUrl}/webhooks/${subscription.id}`;
  for (const admin of admins) {
    await deps.mailer
      .send(
        webhookPausedMail({
          locale: languageAndZoneOfUser(admin, branch).locale,
          to: admin.email,
          url: subscription.url,
          failures: subscription.consecutiveFailures,
          link,
        }),
      )
      .catch((error: unknown) => deps.logger.error({ err: error }, 'webhook paused mail not sent'));
  }
}

const toAttemptRecord = (row: repo.StoredAttempt): WebhookAttemptRecord => ({
  number: row.number,
  at: row.at.toISOString(),
  statusCode: row.statusCode,
  durationMs: row.durationMs,
  error: row.failureReason,
  manual: row.manual,
});

/** The subscription's newest deliveries with their attempts, for its log. */
export async function deliveryRecordsOf(
  db: Db,
  rows: repo.StoredDelivery[],
): Promise<WebhookDeliveryRecord[]> {
  const attempts = await repo.findAttemptsOfDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    event: row.event,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    attempts: attempts.filter((attempt) => attempt.deliveryId === row.id).map(toAttemptRecord),
    body: row.body,
  }));
}

async function deliveryRecordOf(db: Db, id: string): Promise<WebhookDeliveryRecord> {
  const row = await repo.findDelivery(db, id);
  if (!row) throw new Error('webhook delivery vanished');
  const [record] = await deliveryRecordsOf(db, [row]);
  if (!record) throw new Error('webhook delivery vanished');
  return record;
}
