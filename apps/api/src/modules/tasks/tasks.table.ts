import type { TaskStatusWord } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

/** A follow-up task that an ordered product creates (docs/product.md). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    /** A TaskCategory value. */
    type: text('type').notNull(),
    /** Server word: Open, Partial, Completed, Cancelled, Unknown. */
    status: text('status').$type<TaskStatusWord>().notNull().default('Open'),
    productName: text('product_name').notNull(),
    contactPersonUserId: uuid('contact_person_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list's order (created, then id): per department, and over all of them for a search over several
    // departments, read newest first until the page is full.
    index().on(table.branchId, table.createdAt, table.id),
    index('tasks_created_idx').on(table.createdAt, table.id),
    index().on(table.branchId, table.status, table.createdAt),
    // The task list's search by product name (the other places it searches have their own trigram indexes).
    index('tasks_product_name_trgm_idx').using('gin', sql`lower(${table.productName}) gin_trgm_ops`),
    index().on(table.orderId),
    index().on(table.caseId, table.status),
  ],
);

/** Notes on a task: what the office or the provider wants the other to know. */
export const taskNotes = pgTable(
  'task_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    addedByEmail: text('added_by_email').notNull(),
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.taskId, table.createdAt)],
);

/**
 * What the office submitted to complete a task (the staging choices, the chosen images, the texts...). One
 * per task: a completed task cannot be edited again, so the submission is its final word.
 */
export const taskSubmissions = pgTable('task_submissions', {
  taskId: uuid('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  /** The completion call that made it: UPLOADS, VIRTUAL_STAGING, IMAGE_SELECTOR, TEXTS... */
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  submittedByEmail: text('submitted_by_email'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});
