import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { roles, userBranchAccess, users } from '../users/users.table.ts';
import { passwordResetTokens, sessions, signInFailures } from './auth.table.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert returned no session');
  return row;
}

/** The roles a session's user holds, as stored: their own role's and, per department, the department role's. */
export interface SessionUserRoles {
  own: string[];
  byBranch: Map<number, string[]>;
  showPrices: boolean;
}

/**
 * The session of a token hash, if unexpired and its user still active, with the roles of its user: every
 * signed-in request needs both, so they come in one read (a row per department the user has access to).
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const branchRoles = alias(roles, 'branch_roles');
  const rows = await db
    .select({
      session: sessions,
      userActive: users.active,
      showPrices: users.showPrices,
      own: roles.permissions,
      branchId: userBranchAccess.branchId,
      branchPermissions: branchRoles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userBranchAccess, eq(userBranchAccess.userId, users.id))
    .leftJoin(branchRoles, eq(branchRoles.id, userBranchAccess.roleId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  const [first] = rows;
  if (!first?.userActive) return undefined;
  const userRoles: SessionUserRoles = {
    own: first.own ?? [],
    byBranch: new Map(),
    showPrices: first.showPrices,
  };
  for (const row of rows) {
    if (row.branchId !== null && row.branchPermissions)
      userRoles.byBranch.set(row.branchId, row.branchPermissions);
  }
  return { ...first.session, userRoles };
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function findSessionById(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user except, optionally, the one in use. */
export async function deleteSessionsOfUser(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  const condition = exceptSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

/**
 * Counts one attempt for a key and answers the count in the current window and when that window started (a
 * new window starts where the old one has passed). One statement, so parallel attempts cannot all read the
 * same old count.
 */
export async function countAttempt(
  db: Db,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<{ count: number; windowStartedAt: Date }> {
  const [row] = await db
    .insert(signInFailures)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        count: sql`case when ${signInFailures.windowStartedAt} > ${windowStart} then ${signInFailures.count} + 1 else 1 end`,
        windowStartedAt: sql`case when ${signInFailures.windowStartedAt} > ${windowStart} then ${signInFailures.windowStartedAt} else ${now} end`,
      },
    })
    .returning({ count: signInFailures.count, windowStartedAt: signInFailures.windowStartedAt });
  return row ?? { count: 1, windowStartedAt: now };
}

/** Takes back one counted attempt (it turned out not to be a failure). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(signInFailures)
    .set({ count: sql`greatest(${signInFailures.count} - 1, 0)` })
    .where(eq(signInFailures.key, key));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

export async function insertResetToken(db: Db, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

export async function deleteResetToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
}

/** An unused, unexpired reset token. */
export async function findUsableResetToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function markResetTokenUsed(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  return rows.length === 1;
}

/** Reset links of the user not used yet; they stop working when the password or the address changes. */
export async function deleteUnusedResetTokensOfUser(db: Db, userId: string): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
