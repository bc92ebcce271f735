import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInLinks } from './auth.table.ts';

/** A new link for the user; their earlier unused links are deleted, so only the newest one works. */
export async function replaceSignInLink(db: Db, values: typeof signInLinks.$inferInsert): Promise<void> {
  await db.delete(signInLinks).where(and(eq(signInLinks.userId, values.userId), isNull(signInLinks.usedAt)));
  await db.insert(signInLinks).values(values);
}

export async function deleteSignInLink(db: Db, tokenHash: string): Promise<void> {
  await db.delete(signInLinks).where(eq(signInLinks.tokenHash, tokenHash));
}

/**
 * Uses the link up when it is the named user's, unused and unexpired, in one conditional update, so two
 * requests with the same link cannot both sign in. False otherwise (and nothing changes).
 */
export async function useSignInLink(db: Db, tokenHash: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInLinks.tokenHash, tokenHash),
        eq(signInLinks.userId, userId),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
      ),
    )
    .returning({ userId: signInLinks.userId });
  return rows.length === 1;
}

/** Links used or expired before the time, which nothing needs any more. */
export async function deleteSignInLinksEndedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(signInLinks)
    .where(or(lt(signInLinks.expiresAt, before), lt(signInLinks.usedAt, before)))
    .returning({ tokenHash: signInLinks.tokenHash });
  return rows.length;
}
