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
 * Claims the key; answers false when a live row already holds it. An expired row of the key is taken over
 * in the same statement, so no request has to clear the caller's expired keys first (a nightly job clears
 * the rest). On PostgreSQL a concurrent claim of the same key waits here until the first transaction ends:
 * then it finds the row, or claims the key if the first failed.
 */
export async function claimKey(db: Db, row: IdempotentRequestRow): Promise<boolean> {
  const { userId, scope, key, ...claim } = row;
  const inserted = await db
    .insert(idempotentRequests)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotentRequests.userId, idempotentRequests.scope, idempotentRequests.key],
      set: claim,
      setWhere: lt(idempotentRequests.expiresAt, row.createdAt),
    })
    .returning({ key: idempotentRequests.key });
  return inserted.length > 0;
}

export async function findRequest(db: Db, id: RequestId): Promise<IdempotentRequestRow | undefined> {
  const [row] = await db.select().from(idempotentRequests).where(matches(id));
  return row;
}

/** Removes every expired key; answers how many. */
export async function deleteExpired(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.expiresAt, now))
    .returning({ key: idempotentRequests.key });
  return removed.length;
}

export async function saveAnswer(db: Db, id: RequestId, answer: unknown): Promise<void> {
  await db.update(idempotentRequests).set({ answer }).where(matches(id));
}
