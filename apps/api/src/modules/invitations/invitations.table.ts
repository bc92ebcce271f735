import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

export interface InvitedBranch {
  id: number;
  isAdmin: boolean;
}

export const invitations = pgTable(
  'invitations',
  {
    /** The record's name for admins; never the link's secret. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token the mailed link carries; the token itself is never stored nor answered. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    locale: text('locale').notNull().default('en'),
    branches: jsonb('branches').$type<InvitedBranch[]>().notNull(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'REMOVED'] })
      .notNull()
      .default('PENDING'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [index().on(table.email)],
);
