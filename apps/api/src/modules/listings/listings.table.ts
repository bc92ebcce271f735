import type {
  CountryCode,
  ListingLanguage,
  ListingProfileRules,
  ListingRuleOrigin,
  ListingSource,
} from '@portal/contracts';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from '../cases/cases.table.ts';
import { users } from '../users/users.table.ts';

/**
 * An export profile: the rules of one destination portal (FINN, Hemnet...), kept as data so the provider's
 * staff can follow a portal's changes without a release. The defaults are inserted by the migration that
 * made the table; their sources are in docs/listing-profiles.md.
 */
export const listingProfiles = pgTable('listing_profiles', {
  /** Stable, as paths and office systems name it: `finn`, `hemnet`, `booli`, `boligsiden`, `own-website`. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').$type<CountryCode>(),
  language: text('language').$type<ListingLanguage>().notNull(),
  /** Checked by the contracts' ListingProfileRules on every write and read. */
  rules: jsonb('rules').$type<ListingProfileRules>().notNull(),
  /** Per rule: published guidance, the project's choice, or changed by the provider's staff. */
  ruleOrigins: jsonb('rule_origins').$type<Record<string, ListingRuleOrigin>>().notNull(),
  sources: jsonb('sources').$type<ListingSource[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A case's listing set: the pictures and floor plans the office publishes, in order, its main picture and
 * captions. One per case; before one is saved the presentation's active material stands in.
 */
export const caseListings = pgTable('case_listings', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  materialIds: jsonb('material_ids').$type<string[]>().notNull(),
  mainMaterialId: uuid('main_material_id').notNull(),
  captions: jsonb('captions').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});
