import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/query-helpers.ts';
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

/** Every department, by name. */
export async function findAllBranches(db: Db): Promise<BranchRow[]> {
  return db.select().from(branches).orderBy(asc(branches.name), asc(branches.id));
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

/** Departments whose name contains the text (all without one), among the ids (all without them), one page. */
export async function searchBranches(
  db: Db,
  filter: { ids?: number[]; search?: string; skip: number; take: number },
): Promise<{ total: number; rows: BranchRow[] }> {
  if (filter.ids?.length === 0) return { total: 0, rows: [] };
  const where = and(
    filter.ids ? inArray(branches.id, filter.ids) : undefined,
    filter.search
      ? sql`lower(${branches.name}) like ${`%${escapeLike(filter.search.toLowerCase())}%`}`
      : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(branches).where(where);
  const rows = await db
    .select()
    .from(branches)
    .where(where)
    .orderBy(asc(branches.name), asc(branches.id))
    .offset(filter.skip)
    .limit(filter.take);
  return { total: counted?.total ?? 0, rows };
}

export async function updateBranch(
  db: Db,
  id: number,
  values: Partial<typeof branches.$inferInsert>,
): Promise<BranchRow | undefined> {
  const [row] = await db.update(branches).set(values).where(eq(branches.id, id)).returning();
  return row;
}

/** Another department with the customer id. */
export async function findOtherBranchWithCustomerId(db: Db, axCustomerId: string, exceptId: number) {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.axCustomerId, axCustomerId), ne(branches.id, exceptId)));
  return row;
}
