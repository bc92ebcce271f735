import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';

/** A role: a name and permissions (the Permission names of the contracts, docs/permissions.md). */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    permissions: text('permissions').array().notNull().default([]),
  },
  // "Agent" and "agent" would read as one role on the roles page.
  (table) => [uniqueIndex('roles_name_lower_idx').on(sql`lower(${table.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    phoneAlt: text('phone_alt'),
    timezone: text('timezone').notNull().default('Europe/Copenhagen'),
    /** scrypt hash with its salt and cost; null for directory users, who sign in elsewhere. */
    passwordHash: text('password_hash'),
    isExternal: boolean('is_external').notNull().default(false),
    isDirectoryUser: boolean('is_directory_user').notNull().default(false),
    showPrices: boolean('show_prices').notNull().default(true),
    roleId: integer('role_id').references(() => roles.id),
    contactPersonId: text('contact_person_id'),
    /** Language of the mails the hub sends the user. */
    locale: text('locale'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The users and impersonation lists search a part of the name or address (pg_trgm, like the case search).
  (table) => [
    index('users_search_trgm_idx').using(
      'gin',
      sql`(lower(${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email})) gin_trgm_ops`,
    ),
  ],
);

/** A user's access to one department; no row means NONE, the role's admin permission means ADMIN. */
export const userBranchAccess = pgTable(
  'user_branch_access',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.branchId] }), index().on(table.branchId)],
);

/**
 * A user's request to change their email address. The link mailed to the new address carries a random token
 * (only its hash kept); only that link changes the address, once, before it expires.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index().on(table.userId)],
);
