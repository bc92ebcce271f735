import { and, desc, eq, gt, isNull, lte, notExists, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { systemNoticeDismissals, systemNotices } from './system-notices.table.ts';

export type StoredSystemNotice = typeof systemNotices.$inferSelect;

const shownAt = (at: Date) =>
  and(
    lte(systemNotices.shownFrom, at),
    or(isNull(systemNotices.shownUntil), gt(systemNotices.shownUntil, at)),
  );

/** Notices shown at `at` that the user has not dismissed, newest first. */
export async function findCurrentForUser(db: Db, userId: string, at: Date): Promise<StoredSystemNotice[]> {
  const dismissed = db
    .select({ noticeId: systemNoticeDismissals.noticeId })
    .from(systemNoticeDismissals)
    .where(
      and(eq(systemNoticeDismissals.noticeId, systemNotices.id), eq(systemNoticeDismissals.userId, userId)),
    );
  return db
    .select()
    .from(systemNotices)
    .where(and(shownAt(at), notExists(dismissed)))
    .orderBy(desc(systemNotices.shownFrom), desc(systemNotices.id));
}

/** Notices that have started by `at`, current and past, the latest start first. */
export async function findStarted(db: Db, at: Date): Promise<StoredSystemNotice[]> {
  return db
    .select()
    .from(systemNotices)
    .where(lte(systemNotices.shownFrom, at))
    .orderBy(desc(systemNotices.shownFrom), desc(systemNotices.id));
}

/** Every notice, also those not started yet, the latest start first (the editor's list). */
export async function findAll(db: Db): Promise<StoredSystemNotice[]> {
  return db.select().from(systemNotices).orderBy(desc(systemNotices.shownFrom), desc(systemNotices.id));
}

export async function findNotice(db: Db, id: string): Promise<StoredSystemNotice | undefined> {
  const [row] = await db.select().from(systemNotices).where(eq(systemNotices.id, id));
  return row;
}

export async function insertNotice(
  db: Db,
  values: typeof systemNotices.$inferInsert,
): Promise<StoredSystemNotice> {
  const [row] = await db.insert(systemNotices).values(values).returning();
  if (!row) throw new Error('system notice not inserted');
  return row;
}

export async function updateNotice(
  db: Db,
  id: string,
  values: Partial<typeof systemNotices.$inferInsert>,
): Promise<StoredSystemNotice | undefined> {
  const [row] = await db.update(systemNotices).set(values).where(eq(systemNotices.id, id)).returning();
  return row;
}

export async function deleteNotice(db: Db, id: string): Promise<boolean> {
  const removed = await db
    .delete(systemNotices)
    .where(eq(systemNotices.id, id))
    .returning({ id: systemNotices.id });
  return removed.length > 0;
}

/** Records that the user closed the notice; closing it again changes nothing. */
export async function insertDismissal(db: Db, noticeId: string, userId: string, at: Date): Promise<void> {
  await db.insert(systemNoticeDismissals).values({ noticeId, userId, dismissedAt: at }).onConflictDoNothing();
}
