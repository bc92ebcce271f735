import type { AnnotationPoint, AnnotationState, AnnotationTool, FeedbackKind } from '@portal/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { materials } from '../materials/materials.table.ts';
import { orderLines } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

/**
 * The office's visual feedback on one order line's delivery: one per line, shared by the department. A DRAFT
 * is edited freely; SUBMITTED is locked and waits for the provider (docs/decisions/0138-visual-feedback.md).
 */
export const orderLineFeedback = pgTable('order_line_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderLineId: uuid('order_line_id')
    .notNull()
    .unique()
    .references(() => orderLines.id, { onDelete: 'cascade' }),
  state: text('state').$type<'DRAFT' | 'SUBMITTED'>().notNull(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
});

/** One annotation drawn on a picture, in picture coordinates (0..1); the provider sets its state later. */
export const feedbackAnnotations = pgTable(
  'feedback_annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => orderLineFeedback.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    /** 1, 2, ... per picture, in the order given. */
    label: integer('label').notNull(),
    /** Place in the draft as given, across pictures. */
    position: integer('position').notNull(),
    tool: text('tool').$type<AnnotationTool>().notNull(),
    points: jsonb('points').$type<AnnotationPoint[]>().notNull(),
    kind: text('kind').$type<FeedbackKind>().notNull(),
    text: text('text').notNull(),
    state: text('state').$type<AnnotationState>().notNull().default('OPEN'),
    /** The provider's answer: why it was declined, or what was done. */
    reply: text('reply'),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The corrected version of the picture, a material of the same line, shown beside the original. */
    correctedMaterialId: uuid('corrected_material_id').references(() => materials.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index().on(table.feedbackId, table.position)],
);
