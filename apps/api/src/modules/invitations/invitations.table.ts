import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

export interface InvitedBranch {
  id: number;
  isAdmin: boolean;
}

export const invitations = pgTable(
  'invitations',
  {
    /** Random, unguessable: the id is the capability in the invite link. */
    id: text('id').primaryKey(),
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
