import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { presentationShares } from './presentation.table.ts';

export async function insertShare(
  db: Db,
  values: { caseId: string; tokenHash: string; createdByUserId: string; createdAt: Date; expiresAt: Date },
) {
  const [row] = await db.insert(presentationShares).values(values).returning();
  if (!row) throw new Error('presentation share not created');
  return row;
}

const shareColumns = {
  id: presentationShares.id,
  createdAt: presentationShares.createdAt,
  expiresAt: presentationShares.expiresAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function findShareWithCreator(db: Db, shareId: string) {
  const [row] = await db
    .select(shareColumns)
    .from(presentationShares)
    .leftJoin(users, eq(users.id, presentationShares.createdByUserId))
    .where(eq(presentationShares.id, shareId));
  return row;
}

/** A share link works while it is neither revoked nor expired. */
const isLive = (now: Date) =>
  and(isNull(presentationShares.revokedAt), gt(presentationShares.expiresAt, now));

/** The share links of a case that still work, newest first. */
export async function findLiveSharesOfCase(db: Db, caseId: string, now: Date) {
  return db
    .select(shareColumns)
    .from(presentationShares)
    .leftJoin(users, eq(users.id, presentationShares.createdByUserId))
    .where(and(eq(presentationShares.caseId, caseId), isLive(now)))
    .orderBy(desc(presentationShares.createdAt));
}

/** Revokes a live share of the case; false when there is none with that id. */
export async function revokeShare(db: Db, caseId: string, shareId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(presentationShares)
    .set({ revokedAt: now })
    .where(
      and(
        eq(presentationShares.id, shareId),
        eq(presentationShares.caseId, caseId),
        isNull(presentationShares.revokedAt),
      ),
    )
    .returning({ id: presentationShares.id });
  return rows.length > 0;
}

export async function findLiveShareByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(presentationShares)
    .where(and(eq(presentationShares.tokenHash, tokenHash), isLive(now)));
  return row;
}
