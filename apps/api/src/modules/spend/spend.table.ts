import type { ApprovalReason, ApprovalState } from '@portal/contracts';
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A department's spend rules, set by its admins; a department without a row has neither. Amounts are in the
 * department's currency, VAT excluded, as its order prices are.
 */
export const spendPolicies = pgTable('spend_policies', {
  branchId: integer('branch_id')
    .primaryKey()
    .references(() => branches.id, { onDelete: 'cascade' }),
  monthlyBudget: numeric('monthly_budget', { precision: 12, scale: 2 }),
  approvalThreshold: numeric('approval_threshold', { precision: 12, scale: 2 }),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The approval an order waited for, one per order: written when it is placed waiting, decided once. The
 * decision is taken only from WAITING, so two approvers at once make one decision.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    reasons: text('reasons').array().$type<ApprovalReason[]>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    state: text('state').$type<ApprovalState>().notNull().default('WAITING'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [index().on(table.branchId, table.state)],
);
