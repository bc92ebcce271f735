import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntries(db: Db, entries: (typeof auditLog.$inferInsert)[]): Promise<void> {
  if (entries.length) await db.insert(auditLog).values(entries);
}

/**
 * The newest entry of the actor with one of `actions` since `since` whose details carry `sessionId`. The
 * (actor, at) index bounds the scan to the actor's entries since then.
 */
export async function findLatestEntryOfSession(
  db: Db,
  filter: { actorUserId: string; actions: string[]; sessionId: string; since: Date },
): Promise<AuditRow | undefined> {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorUserId, filter.actorUserId),
        gte(auditLog.at, filter.since),
        inArray(auditLog.action, filter.actions),
        sql`${auditLog.details} ->> 'sessionId' = ${filter.sessionId}`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row;
}

/** Holds a lock on `key` until the caller's transaction ends, so two requests cannot both act on it. */
export async function lockUntilCommit(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
