import type { WebhookDeliveryStatus, WebhookEvent, WebhookFailureReason } from '@portal/contracts';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A URL of a department's own system that receives its events (docs/api.md "Webhooks"). The secret is kept
 * as it is, not hashed: the hub signs every delivery with it. It is shown to the admins once.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    secret: text('secret').notNull(),
    /** Null while active; set when paused by the hub after failed deliveries or by an admin. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedReason: text('paused_reason').$type<'failures' | 'admin'>(),
    /** Deliveries that finally failed since the last one that arrived; reaching the limit pauses it. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.branchId)],
);

/**
 * One event for one subscription: the outbox row written in the same transaction as the event, with the
 * body exactly as it is signed. The delivery job sends what is due (`nextAttemptAt`) and retries it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** The same for every subscription's delivery of one event: a receiver may use it to skip duplicates. */
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** When the next scheduled attempt is due; null once delivered or finally failed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index().on(table.subscriptionId, table.createdAt),
    index().on(table.status, table.nextAttemptAt),
  ],
);

/** Each try of a delivery, with the receiver's status code or why there was none, for the log on the page. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** Why it did not deliver, as a fixed word: the receiver's answer and the error's text are never kept. */
    failureReason: text('failure_reason').$type<WebhookFailureReason>(),
    /** Sent by an admin's Resend or test event rather than by the schedule. */
    manual: boolean('manual').notNull().default(false),
  },
  (table) => [index().on(table.deliveryId)],
);
