import {
  ErrorKey,
  WEBHOOK_SECRET_PREFIX,
  type WebhookCreateBody,
  type WebhookCreated,
  type WebhookDeliveryRecord,
  type WebhookRecord,
  type WebhookUpdateBody,
} from '@portal/contracts';
import { type Actor, assertBranchAccess, assertNotImpersonating } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createRandomToken } from '../auth/secrets.ts';
import { deliveryRecordsOf, resendDelivery, sendPing } from './webhook-deliveries.service.ts';
import { checkWebhookTarget } from './webhook-target.ts';
import * as repo from './webhooks.repo.ts';

const SECRET_HINT_LENGTH = WEBHOOK_SECRET_PREFIX.length + 4;
const DELIVERIES_SHOWN = 50;

/**
 * A department's admins manage its webhooks in the portal; an office's system does with a key holding
 * `webhooks.manage` (the auth plugin checked the scope), within the key's department only.
 */
function assertMayManage(actor: Actor, branchId: number): void {
  assertBranchAccess(actor, branchId, actor.apiKeyId ? 'any' : 'admin');
}

/** How long saving waits for a name to be looked up before answering that it was not found. */
const LOOKUP_TIMEOUT_MS = 10_000;
const REFUSAL_KEYS = {
  urlNotAllowed: ErrorKey.webhookUrlNotAllowed,
  notPublic: ErrorKey.webhookUrlNotPublic,
  nameNotFound: ErrorKey.webhookUrlNameNotFound,
} as const;

/**
 * The address a webhook is saved with: well-formed, and leading only to the internet (webhook-target.ts);
 * refused next to the field. Delivery checks it again, since the name may lead elsewhere by then.
 */
async function assertUrlAllowed(deps: AppDeps, value: string): Promise<string> {
  const target = await checkWebhookTarget(deps, value, AbortSignal.timeout(LOOKUP_TIMEOUT_MS));
  if ('refused' in target) {
    const key = REFUSAL_KEYS[target.refused];
    throw new AppError(key, 400, { url: key });
  }
  return target.url.toString();
}

function toRecord(row: repo.StoredSubscription, last?: repo.StoredDelivery): WebhookRecord {
  return {
    id: row.id,
    branchId: row.branchId,
    url: row.url,
    events: row.events,
    secretHint: row.secret.slice(0, SECRET_HINT_LENGTH),
    active: !row.pausedAt,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pausedReason: row.pausedReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last
      ? { status: last.status, event: last.event, createdAt: last.createdAt.toISOString() }
      : null,
  };
}

/** A subscription the actor may manage; 404 when there is none, 403 for another department's. */
async function findManaged(deps: AppDeps, actor: Actor, id: string) {
  const row = await repo.findSubscription(deps.db, id);
  if (!row) throw new AppError(ErrorKey.notFound, 404);
  assertMayManage(actor, row.branchId);
  return row;
}

async function recordOf(deps: AppDeps, row: repo.StoredSubscription): Promise<WebhookRecord> {
  const [last] = await repo.findLastDeliveries(deps.db, [row.id]);
  return toRecord(row, last);
}

export async function listWebhooks(deps: AppDeps, actor: Actor, branchId: number): Promise<WebhookRecord[]> {
  assertMayManage(actor, branchId);
  const rows = await repo.findSubscriptionsOfBranch(deps.db, branchId);
  const last = await repo.findLastDeliveries(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toRecord(
      row,
      last.find((delivery) => delivery.subscriptionId === row.id),
    ),
  );
}

export async function getWebhook(deps: AppDeps, actor: Actor, id: string): Promise<WebhookRecord> {
  return recordOf(deps, await findManaged(deps, actor, id));
}

/** Makes a subscription; the answer is the only time its signing secret is shown. */
export async function createWebhook(
  deps: AppDeps,
  actor: Actor,
  body: WebhookCreateBody,
): Promise<WebhookCreated> {
  assertMayManage(actor, body.branchId);
  assertNotImpersonating(actor);
  const url = await assertUrlAllowed(deps, body.url);
  const secret = `${WEBHOOK_SECRET_PREFIX}${createRandomToken()}`;
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertSubscription(tx, {
      branchId: body.branchId,
      url,
      events: [...new Set(body.events)],
      secret,
      createdByUserId: actor.userId,
      createdAt: nowOf(deps),
    });
    await recordAudit(tx, actor, { action: 'webhook.created', targetType: 'webhook', targetId: created.id });
    return created;
  });
  return { webhook: toRecord(row), secret };
}

/**
 * Changes the events, or pauses (`active: false`) or resumes it; resuming checks the address again and
 * forgets its failures.
 */
export async function updateWebhook(
  deps: AppDeps,
  actor: Actor,
  id: string,
  body: WebhookUpdateBody,
): Promise<WebhookRecord> {
  const row = await findManaged(deps, actor, id);
  assertNotImpersonating(actor);
  const pause = body.active === false && !row.pausedAt;
  const resume = body.active === true && !!row.pausedAt;
  // Sending again starts only to an address that still leads to the internet.
  if (resume) await assertUrlAllowed(deps, row.url);
  const updated = await deps.db.transaction(async (tx) => {
    const changed = await repo.updateSubscription(tx, id, {
      ...(body.events ? { events: [...new Set(body.events)] } : {}),
      ...(pause ? { pausedAt: nowOf(deps), pausedReason: 'admin' as const } : {}),
      ...(resume ? { pausedAt: null, pausedReason: null, consecutiveFailures: 0 } : {}),
    });
    await recordAudit(tx, actor, {
      action: 'webhook.updated',
      targetType: 'webhook',
      targetId: id,
      details: { events: body.events, active: body.active },
    });
    return changed;
  });
  if (!updated) throw new AppError(ErrorKey.notFound, 404);
  return recordOf(deps, updated);
}

export async function deleteWebhook(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await findManaged(deps, actor, id);
  assertNotImpersonating(actor);
  await deps.db.transaction(async (tx) => {
    await repo.deleteSubscription(tx, id);
    await recordAudit(tx, actor, { action: 'webhook.deleted', targetType: 'webhook', targetId: id });
  });
}

/** The subscription's newest deliveries, with every attempt and the body sent. */
export async function listWebhookDeliveries(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<WebhookDeliveryRecord[]> {
  await findManaged(deps, actor, id);
  return deliveryRecordsOf(deps.db, await repo.findDeliveriesOfSubscription(deps.db, id, DELIVERIES_SHOWN));
}

export async function resendWebhookDelivery(
  deps: AppDeps,
  actor: Actor,
  id: string,
  deliveryId: string,
): Promise<WebhookDeliveryRecord> {
  await findManaged(deps, actor, id);
  const delivery = await repo.findDelivery(deps.db, deliveryId);
  if (delivery?.subscriptionId !== id) throw new AppError(ErrorKey.notFound, 404);
  return resendDelivery(deps, delivery);
}

/** Sends the test event to the subscription now and answers how it went. */
export async function pingWebhook(deps: AppDeps, actor: Actor, id: string): Promise<WebhookDeliveryRecord> {
  return sendPing(deps, await findManaged(deps, actor, id));
}
