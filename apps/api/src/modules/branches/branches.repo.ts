import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from './branches.table.ts';

export type BranchRow = typeof branches.$inferSelect;

/** The departments of the ids, by name. */
export async function findBranchesByIds(db: Db, ids: number[]): Promise<BranchRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(branches).where(inArray(branches.id, ids)).orderBy(asc(branches.name));
}

export async function findBranchById(db: Db, id: number): Promise<BranchRow | undefined> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  return row;
}

/** Ids and names of the departments, by name. */
export async function findBranchNames(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(inArray(branches.id, ids))
    .orderBy(asc(branches.name));
}
