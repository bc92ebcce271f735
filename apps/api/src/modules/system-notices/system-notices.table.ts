import type { SystemNoticeLevel, SystemNoticeTranslations } from '@portal/contracts';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * A banner the provider's staff show every signed-in user from `shownFrom` until `shownUntil` (open-ended
 * when null), with its text per language in one jsonb column like news (English always, a fallback per
 * notice).
 */
export const systemNotices = pgTable(
  'system_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    translations: jsonb('translations').$type<SystemNoticeTranslations>().notNull(),
    level: text('level').$type<SystemNoticeLevel>().notNull(),
    shownFrom: timestamp('shown_from', { withTimezone: true }).notNull(),
    shownUntil: timestamp('shown_until', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.shownFrom)],
);

/** A user closed the notice's banner: it stays closed on every device. */
export const systemNoticeDismissals = pgTable(
  'system_notice_dismissals',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => systemNotices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.noticeId] })],
);
