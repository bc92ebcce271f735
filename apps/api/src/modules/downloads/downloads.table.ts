import type { ZipDownloadStatus } from '@portal/contracts';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PictureRendition } from '../../adapters/images/picture-rendition.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { listingProfiles } from '../listings/listings.table.ts';
import { users } from '../users/users.table.ts';

/**
 * An entry of a zip planned by its caller: a stored file (rendered first when a rendition is given) or a
 * text the caller wrote (a manifest).
 */
export type ZipPlanEntry =
  | { name: string; storageKey: string; rendition: PictureRendition | null }
  | { name: string; text: string };

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
    /** The export profile of a listing export; null for a zip of chosen material as delivered. */
    listingProfileId: text('listing_profile_id').references(() => listingProfiles.id, {
      onDelete: 'set null',
    }),
    /** A listing export's entries, planned when it was asked for; null for a zip of chosen material. */
    plan: jsonb('plan').$type<ZipPlanEntry[]>(),
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
