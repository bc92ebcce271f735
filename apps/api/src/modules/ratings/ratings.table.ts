import type { RatingType } from '@portal/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orderLines } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

export interface RatingDocument {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** A rating of a delivered order line (POST /orders/rating/w2); a line may be rated more than once. */
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
  },
  (table) => [index().on(table.orderLineId, table.createdAt)],
);
