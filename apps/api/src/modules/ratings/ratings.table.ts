import type { RatingAnswerState, RatingState, RatingType } from '@portal/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { materialBatches } from '../materials/materials.table.ts';
import { orderLines } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

export interface RatingDocument {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * A change request, complaint or feedback on a delivered order line (POST /orders/rating/w2); a line may get
 * more than one. The provider answers it in its feedback console.
 */
export const orderLineRatings = pgTable(
  'order_line_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    type: text('type').$type<RatingType>().notNull(),
    comment: text('comment').notNull(),
    documents: jsonb('documents').$type<RatingDocument[]>().notNull().default([]),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** OPEN until answered, then its latest answer's state, kept here so the console sorts by it. */
    state: text('state').$type<RatingState>().notNull().default('OPEN'),
  },
  (table) => [index().on(table.orderLineId, table.createdAt), index().on(table.state, table.createdAt)],
);

/** The provider's answers to a rating, in the order given: a reply, a state and maybe a corrected delivery. */
export const orderLineRatingAnswers = pgTable(
  'order_line_rating_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => orderLineRatings.id, { onDelete: 'cascade' }),
    state: text('state').$type<RatingAnswerState>().notNull(),
    reply: text('reply').notNull(),
    /** A delivery of the line made for the rating, through the provider's delivery calls. */
    correctedBatchId: uuid('corrected_batch_id').references(() => materialBatches.id, {
      onDelete: 'set null',
    }),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ratingId, table.answeredAt)],
);
