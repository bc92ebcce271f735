// Webhooks of a department: the hub POSTs a signed JSON to an office's own system when something happens to
// its orders (docs/api.md "Webhooks"; /api/webhooks). The secret is shown once when a subscription is made.
import { z } from 'zod';

/** The events an office's system may subscribe to; `ping` is the test event sent from the page. */
export const WebhookEvent = z.enum([
  'order.confirmed',
  'booking.made',
  'material.delivered',
  'text.delivered',
  'order.status_changed',
  'listing.changed',
]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
export type WebhookEventOrPing = WebhookEvent | 'ping';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** POST /api/webhooks: a subscription of a department the caller manages. */
export const WebhookCreateBody = z.object({
  branchId: z.number().int(),
  url: z.string().trim().min(1, 'rules.required').max(WEBHOOK_URL_MAX, 'rules.string.max'),
  events: z.array(WebhookEvent).min(1, 'rules.required'),
});
export type WebhookCreateBody = z.infer<typeof WebhookCreateBody>;

/** PATCH /api/webhooks/{id}: its events, or pausing and resuming it. */
export const WebhookUpdateBody = z.object({
  events: z.array(WebhookEvent).min(1, 'rules.required').optional(),
  active: z.boolean().optional(),
});
export type WebhookUpdateBody = z.infer<typeof WebhookUpdateBody>;

export const WebhookListQuery = z.object({ branchId: z.coerce.number().int() });

export const WebhookDeliveryStatus = z.enum(['pending', 'retrying', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

/** A subscription as its department's admins see it: never the secret, only its first characters. */
export const WebhookRecord = z.object({
  id: z.uuid(),
  branchId: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEvent),
  secretHint: z.string(),
  active: z.boolean(),
  /** Set when the hub paused it after failed deliveries (`failures`) or an admin did (`admin`). */
  pausedAt: z.iso.datetime().nullable(),
  pausedReason: z.enum(['failures', 'admin']).nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.iso.datetime(),
  lastDelivery: z
    .object({ status: WebhookDeliveryStatus, event: z.string(), createdAt: z.iso.datetime() })
    .nullable(),
});
export type WebhookRecord = z.infer<typeof WebhookRecord>;

/** The answer of POST /api/webhooks: the only time the secret is shown. */
export const WebhookCreated = z.object({ webhook: WebhookRecord, secret: z.string() });
export type WebhookCreated = z.infer<typeof WebhookCreated>;

/**
 * Why a try did not deliver, in a fixed word the portal translates: never the receiver's answer or the
 * network's own error text, so the log cannot be used to read what lies behind an address.
 */
export const WebhookFailureReason = z.enum([
  'addressNotAllowed',
  'nameNotFound',
  'timeout',
  'connectionRefused',
  'connectionFailed',
  'tlsError',
  'redirectNotFollowed',
]);
export type WebhookFailureReason = z.infer<typeof WebhookFailureReason>;

export const WebhookAttemptRecord = z.object({
  number: z.number().int(),
  at: z.iso.datetime(),
  /** The answer's status code; null when there was none (timeout, refused connection, address not allowed). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** Null when the receiver answered anything but a redirect: its status code tells the rest. */
  error: WebhookFailureReason.nullable(),
  manual: z.boolean(),
});
export type WebhookAttemptRecord = z.infer<typeof WebhookAttemptRecord>;

export const WebhookDeliveryRecord = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  event: z.string(),
  status: WebhookDeliveryStatus,
  createdAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  attempts: z.array(WebhookAttemptRecord),
  /** The JSON body sent, exactly as signed. */
  body: z.string(),
});
export type WebhookDeliveryRecord = z.infer<typeof WebhookDeliveryRecord>;
