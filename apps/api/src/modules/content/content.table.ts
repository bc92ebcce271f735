import type { HelpArticleTranslations, NewsTranslations } from '@portal/contracts';
import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * A news item with its texts per language in one jsonb column (English always, the others when written):
 * an item is written, published and unpublished as a whole, and the reader's language falls back to
 * English per item (docs/decisions/0145-news-help-and-system-notices.md). Published when `publishedAt` is
 * set; that is the date readers see.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    translations: jsonb('translations').$type<NewsTranslations>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.publishedAt)],
);

/** An article of the help center, stored like a news item; readers search its title, description and content. */
export const helpArticles = pgTable('help_articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  translations: jsonb('translations').$type<HelpArticleTranslations>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
