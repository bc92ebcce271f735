import type { PersonalDataCounts, PrivacyRule } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { users } from '../users/users.table.ts';

/** The retention period a department's admins chose; a department without a row has the project's default. */
export const branchRetention = pgTable('branch_retention', {
  branchId: integer('branch_id')
    .primaryKey()
    .references(() => branches.id, { onDelete: 'cascade' }),
  personalDataMonths: integer('personal_data_months').notNull(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per case whose personal data was anonymised: what, when and by which rule. The reference and the
 * address are kept on the row, so the ledger still names the case should the case itself ever go.
 */
export const privacyLedger = pgTable(
  'privacy_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    caseReference: text('case_reference').notNull(),
    address: text('address').notNull(),
    anonymised: jsonb('anonymised').$type<PersonalDataCounts>().notNull(),
    rule: text('rule').$type<PrivacyRule>().notNull(),
    /** The department's period when the retention rule applied. */
    retentionMonths: integer('retention_months'),
    /**
     * The case's last change the retention rule counted from: the case is anonymised once for it, and again
     * only after a later order on the case has ended and its own period has passed.
     */
    activityUntil: timestamp('activity_until', { withTimezone: true }),
    /** The admin who asked for an erasure, and their name as it was then. */
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.branchId, table.at),
    // Two hub processes anonymising one case at the same moment cannot both write its row.
    uniqueIndex('privacy_ledger_retention_once_idx')
      .on(table.caseId, table.activityUntil)
      .where(sql`${table.rule} = 'retention'`),
  ],
);
