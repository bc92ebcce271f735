import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The calls counted against the tighter limits of plugins/rate-limit.ts (sign-in, password, public links),
 * per group and client address, in the current one-minute window. Kept in the database so that every hub
 * process on it counts one limit; a window that has ended is forgotten by a job every minute.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The group and the client address, e.g. "signIn 203.0.113.7". */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The database's clock, so processes whose clocks differ share one window. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.windowStartedAt)],
);
