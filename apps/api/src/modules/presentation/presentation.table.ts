import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from '../cases/cases.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A shared link to a case's material presentation: a random token (only its hash kept), revocable, and
 * working until its expiry (chosen when it is made).
 */
export const presentationShares = pgTable(
  'presentation_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index().on(table.caseId)],
);
