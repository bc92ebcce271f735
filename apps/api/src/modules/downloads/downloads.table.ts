import type { ZipDownloadStatus } from '@portal/contracts';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { users } from '../users/users.table.ts';

/** A zip of chosen material, packed by a job and mailed as an expiring link. */
export const zipDownloads = pgTable(
  'zip_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The language of the mail. */
    locale: text('locale').notNull(),
    materialIds: uuid('material_ids').array().notNull(),
    /** PENDING, PACKING, READY or FAILED. */
    status: text('status').$type<ZipDownloadStatus>().notNull().default('PENDING'),
    storageKey: text('storage_key'),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }),
    /** The mailed link carries a random token; only its hash is kept. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index().on(table.caseId, table.createdAt)],
);
