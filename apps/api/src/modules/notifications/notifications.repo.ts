import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from './notifications.table.ts';

export type StoredNotification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** One page of the recipient's notifications, newest first. */
export async function findPageOfRecipient(
  db: Db,
  recipientUserId: string,
  skip: number,
  take: number,
): Promise<StoredNotification[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientUserId, recipientUserId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(skip)
    .limit(take);
}

export async function countOfRecipient(
  db: Db,
  recipientUserId: string,
  unreadOnly: boolean,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientUserId, recipientUserId),
        unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    );
  return row?.value ?? 0;
}

/** Marks the recipient's notification read (kept as first read); false when it is not theirs or is gone. */
export async function markRead(db: Db, recipientUserId: string, id: string, at: Date): Promise<boolean> {
  const mine = and(eq(notifications.id, id), eq(notifications.recipientUserId, recipientUserId));
  const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(mine);
  if (!row) return false;
  if (!row.readAt) await db.update(notifications).set({ readAt: at }).where(mine);
  return true;
}

export async function markAllRead(db: Db, recipientUserId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.recipientUserId, recipientUserId), isNull(notifications.readAt)));
}

/** Removes notifications created before `before`; answers how many. */
export async function deleteOlderThan(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  return removed.length;
}
