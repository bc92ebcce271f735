import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Which departments the people of an email domain sign in to through the organisation's directory (OpenID
 * Connect). A domain may serve several departments; a department without domains signs in by password.
 */
export const directoryDomains = pgTable(
  'directory_domains',
  {
    domain: text('domain').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.domain, table.branchId] }), index().on(table.branchId)],
);

/** A directory account (issuer and subject of its ID tokens) and a portal user it may act as. */
export const directoryIdentities = pgTable(
  'directory_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.subject, table.userId] }), index().on(table.userId)],
);

export interface DirectoryCandidate {
  userId: string;
  branchId: number;
}

/**
 * One directory sign-in, from the redirect to the identity provider to the session. The browser holds a
 * random token in a cookie (only its hash is here), so a callback or a choice from another browser finds
 * nothing. `state`, `nonce` and the PKCE verifier are checked at the callback; `candidates` are the
 * department and user pairs offered on the directory login screen when there is more than one.
 */
export const directorySignIns = pgTable(
  'directory_sign_ins',
  {
    browserTokenHash: text('browser_token_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the callback: the verified email and the pairs to choose from. */
    email: text('email'),
    candidates: jsonb('candidates').$type<DirectoryCandidate[]>(),
    /** Set once the callback has run (successfully or not) or a choice was made: the row is used up. */
    callbackAt: timestamp('callback_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index().on(table.expiresAt)],
);
