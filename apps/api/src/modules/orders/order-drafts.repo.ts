import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderDrafts } from './orders.table.ts';

export type DraftRow = typeof orderDrafts.$inferSelect;

export async function findDraft(db: Db, userId: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(orderDrafts).where(eq(orderDrafts.userId, userId));
  return row;
}

/** One draft per user: saving replaces the one there is. */
export async function saveDraft(
  db: Db,
  userId: string,
  data: Record<string, unknown>,
  at: Date,
): Promise<DraftRow> {
  const [row] = await db
    .insert(orderDrafts)
    .values({ userId, data, updatedAt: at })
    .onConflictDoUpdate({ target: orderDrafts.userId, set: { data, updatedAt: at } })
    .returning();
  if (!row) throw new Error('draft not saved');
  return row;
}

/** The user's draft; with an id, only when the draft is that one. */
export const draftOf = (userId: string, draftId?: string) =>
  and(
    eq(orderDrafts.userId, userId),
    draftId === undefined ? undefined : sql`${orderDrafts.data}->>'id' = ${draftId}`,
  );

/** Removes the user's draft; with an id, only when the draft is that one. */
export async function deleteDraft(db: Db, userId: string, draftId?: string): Promise<void> {
  await db.delete(orderDrafts).where(draftOf(userId, draftId));
}
