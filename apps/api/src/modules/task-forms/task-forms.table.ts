import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';

/**
 * An interview or questionnaire sent to a contact person. The link carries a random token; only its hash is
 * stored, so the table never holds a usable link. It stops working once submitted, when the order closes, or
 * at its expiry.
 */
export const taskForms = pgTable(
  'task_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** INTERVIEW or QUESTIONNAIRE. */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    /** The portal locale the form and its mail are written in. */
    locale: text('locale').notNull(),
    questions: jsonb('questions').$type<{ id: string; question: string; yesOrNo: boolean }[]>().notNull(),
    answers: jsonb('answers').$type<{ question: string; answer: string; yesOrNo: boolean }[]>(),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [index().on(table.taskId, table.sentAt)],
);
