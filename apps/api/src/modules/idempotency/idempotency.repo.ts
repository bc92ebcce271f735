import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotentRequests } from './idempotency.table.ts';

export type IdempotentRequestRow = typeof idempotentRequests.$inferSelect;
type RequestId = Pick<IdempotentRequestRow, 'userId' | 'scope' | 'key'>;

const matches = (id: RequestId) =>
  and(
    eq(idempotentRequests.userId, id.userId),
    eq(idempotentRequests.scope, id.scope),
    eq(idempotentRequests.key, id.key),
  );

/**
 * Claims the key; answers false when a row already holds it. On PostgreSQL a concurrent claim of the same key
 * waits here until the first transaction ends: then it finds the row, or claims the key if the first failed.
 */
export async function claimKey(db: Db, row: IdempotentRequestRow): Promise<boolean> {
  const inserted = await db
    .insert(idempotentRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  return inserted.length > 0;
}

export async function findRequest(db: Db, id: RequestId): Promise<IdempotentRequestRow | undefined> {
  const [row] = await db.select().from(idempotentRequests).where(matches(id));
  return row;
}

/** The caller's expired keys go before a new claim, so the table holds about a day of submissions. */
export async function deleteExpiredOfUser(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .delete(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), lt(idempotentRequests.expiresAt, now)));
}

export async function saveAnswer(db: Db, id: RequestId, answer: unknown): Promise<void> {
  await db.update(idempotentRequests).set({ answer }).where(matches(id));
}
