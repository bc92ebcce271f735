import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type DirectoryCandidate,
  directoryDomains,
  directoryIdentities,
  directorySignIns,
} from './directory.table.ts';

export type DirectorySignInRow = typeof directorySignIns.$inferSelect;

export async function findDomainsOfBranches(db: Db, branchIds: number[]) {
  if (branchIds.length === 0) return [];
  return db
    .select({ branchId: directoryDomains.branchId, domain: directoryDomains.domain })
    .from(directoryDomains)
    .where(inArray(directoryDomains.branchId, branchIds))
    .orderBy(asc(directoryDomains.domain));
}

export async function findBranchIdsOfDomain(db: Db, domain: string): Promise<number[]> {
  const rows = await db
    .select({ branchId: directoryDomains.branchId })
    .from(directoryDomains)
    .where(eq(directoryDomains.domain, domain))
    .orderBy(asc(directoryDomains.branchId));
  return rows.map((row) => row.branchId);
}

/** The department's domains become exactly these. */
export async function replaceDomainsOfBranch(db: Db, branchId: number, domains: string[]): Promise<void> {
  await db.delete(directoryDomains).where(eq(directoryDomains.branchId, branchId));
  if (domains.length > 0) {
    await db.insert(directoryDomains).values(domains.map((domain) => ({ domain, branchId })));
  }
}

export async function findLinkedUserIds(db: Db, issuer: string, subject: string): Promise<string[]> {
  const rows = await db
    .select({ userId: directoryIdentities.userId })
    .from(directoryIdentities)
    .where(and(eq(directoryIdentities.issuer, issuer), eq(directoryIdentities.subject, subject)));
  return rows.map((row) => row.userId);
}

export async function linkIdentity(db: Db, identity: { issuer: string; subject: string; userId: string }) {
  await db.insert(directoryIdentities).values(identity).onConflictDoNothing();
}

export async function insertSignIn(db: Db, values: typeof directorySignIns.$inferInsert): Promise<void> {
  await db.insert(directorySignIns).values(values);
}

/** The browser's sign-in while it can still be used. */
export async function findLiveSignIn(db: Db, browserTokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(directorySignIns)
    .where(
      and(
        eq(directorySignIns.browserTokenHash, browserTokenHash),
        gt(directorySignIns.expiresAt, now),
        isNull(directorySignIns.finishedAt),
      ),
    );
  return row;
}

/** Uses up the callback step; false when another callback came first. */
export async function markCallbackDone(db: Db, browserTokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(directorySignIns)
    .set({ callbackAt: now })
    .where(and(eq(directorySignIns.browserTokenHash, browserTokenHash), isNull(directorySignIns.callbackAt)))
    .returning({ hash: directorySignIns.browserTokenHash });
  return rows.length === 1;
}

/** Keeps the pairs the directory account may choose from, for a fresh lifetime. */
export async function saveChoices(
  db: Db,
  browserTokenHash: string,
  values: { email: string; candidates: DirectoryCandidate[]; expiresAt: Date },
): Promise<void> {
  await db
    .update(directorySignIns)
    .set(values)
    .where(eq(directorySignIns.browserTokenHash, browserTokenHash));
}

/** Finishes a sign-in whose callback has run; false when it was finished already. */
export async function markFinished(db: Db, browserTokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(directorySignIns)
    .set({ finishedAt: now })
    .where(
      and(
        eq(directorySignIns.browserTokenHash, browserTokenHash),
        isNotNull(directorySignIns.callbackAt),
        isNull(directorySignIns.finishedAt),
      ),
    )
    .returning({ hash: directorySignIns.browserTokenHash });
  return rows.length === 1;
}

export async function deleteSignInsExpiredBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(directorySignIns)
    .where(lt(directorySignIns.expiresAt, before))
    .returning({ hash: directorySignIns.browserTokenHash });
  return rows.length;
}
