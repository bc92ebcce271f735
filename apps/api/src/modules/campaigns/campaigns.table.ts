import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A department's marketing campaign. Its status is not stored: planned, active or ended follows from the
 * period and today in the department's time zone. The budget is in the department's currency, like the
 * prices of its orders; the orders placed under it (orders.campaign_id) are its spending.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    budget: numeric('budget', { precision: 12, scale: 2 }).notNull(),
    /** Set by the department's admins: an order that would take spending over the budget is refused. */
    hardLimit: boolean('hard_limit').notNull().default(false),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.branchId, table.endsOn)],
);
