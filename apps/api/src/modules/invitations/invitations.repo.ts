import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations } from './invitations.table.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(
  db: Db,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('insert returned no invitation');
  return row;
}

/** By record id: the admin calls. */
export async function findInvitationById(db: Db, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

/** By the hash of the mailed link's token: the public calls. */
export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/** Pending invitations that give access to the department, newest first. */
export async function findPendingInvitationsOfBranch(db: Db, branchId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.status, 'PENDING'),
        sql`${invitations.branches} @> ${JSON.stringify([{ id: branchId }])}::jsonb`,
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

export async function updateInvitation(db: Db, id: string, values: Partial<typeof invitations.$inferInsert>) {
  const [row] = await db.update(invitations).set(values).where(eq(invitations.id, id)).returning();
  return row;
}

/** Moves a pending invitation to ACCEPTED; false when someone else accepted or removed it first. */
export async function markInvitationAccepted(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ status: 'ACCEPTED', acceptedAt: now })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'PENDING')))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
