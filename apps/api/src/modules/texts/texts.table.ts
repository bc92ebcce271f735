import type { TextReviewState } from '@portal/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from '../cases/cases.table.ts';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A version of one of a case's text sections written by the office's editor (OFFICE) or delivered by the
 * provider for an order (PROVIDER). Text tasks' submissions are versions too; they stay in task_submissions
 * and are read beside these (docs/decisions/0141-case-text-versions-and-deliveries.md). A delivered version
 * carries the office's review.
 */
export const caseTextVersions = pgTable(
  'case_text_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    origin: text('origin').$type<'OFFICE' | 'PROVIDER'>().notNull(),
    /** The order whose delivery this is (PROVIDER only): its delivery date starts the 30-day review window. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** PENDING once delivered; APPROVED or REJECTED by the office. Null for OFFICE versions. */
    reviewState: text('review_state').$type<TextReviewState>(),
    reviewReason: text('review_reason'),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [index().on(table.caseId, table.name, table.createdAt), index().on(table.orderId)],
);
