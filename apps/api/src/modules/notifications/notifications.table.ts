import type { NotificationKind, NotificationParams } from '@portal/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from '../cases/cases.table.ts';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

/**
 * What happened to a user's orders and tasks, one row per recipient, written when it happened (in the
 * same transaction as the change) and purged after 90 days. The sentence is built in the reader's language
 * from `kind` and `params`, so a user who changes language reads old notifications in the new one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** The portal page it opens (a path). */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // "My latest" and the unread count read by recipient and time; the purge reads by time alone.
  (table) => [index().on(table.recipientUserId, table.createdAt), index().on(table.createdAt)],
);
