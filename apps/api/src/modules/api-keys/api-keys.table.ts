import type { ApiKeyScope } from '@portal/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A department's API key for an office's own system. Only a hash of the key is kept (the key is shown once);
 * it acts for the admin who made it, within its department and scopes (docs/permissions.md "API keys").
 * Revoked keys stay, so the audit log's entries keep naming a key the admins can find.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    /** SHA-256 of the key: a random 32-byte key needs no slow hash. */
    secretHash: text('secret_hash').notNull().unique(),
    /** The key's prefix and first characters, to tell keys apart on the page. */
    hint: text('hint').notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index().on(table.branchId)],
);
