import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * The answer to a submission sent with an `Idempotency-Key` header, kept so that a retried or double-clicked
 * submit gets the first answer instead of doing the work again. A key belongs to its caller and its call;
 * the row is written in the same transaction as the work, so it exists exactly when the work was done.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The call, e.g. "orders.create": the same key on two different calls names two submissions. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the body, to refuse the key coming back with a different submission. */
    bodyHash: text('body_hash').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.key] }), index().on(table.expiresAt)],
);
