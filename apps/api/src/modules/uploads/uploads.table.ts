import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orderLines } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A file the office uploaded for a task of an order line (docs/product.md). It sits at a
 * temporary storage path (`tmp/{branchId}/{orderlineId}/{fileUuid}.{ext}`) until the task is completed and
 * the file becomes material of the case, or the user removes it.
 */
export const taskFileUploads = pgTable(
  'task_file_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    etag: text('etag'),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.orderLineId, table.createdAt), index().on(table.taskId)],
);
