import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/query-helpers.ts';
import { roles } from './users.table.ts';

export type RoleRow = typeof roles.$inferSelect;

// How many users hold the role, as their own role or in a department. Written out, since drizzle leaves the
// columns of a one-table select unqualified and the subquery must name the outer role.
const userCount = sql<number>`(
  select count(*) from users u
  where u.role_id = roles.id
    or exists (select 1 from user_branch_access a where a.user_id = u.id and a.role_id = roles.id)
)::int`;

const roleColumns = { id: roles.id, name: roles.name, permissions: roles.permissions, userCount };

function nameMatching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const escaped = escapeLike(search.toLowerCase());
  return sql`lower(${roles.name}) like ${`%${escaped}%`}`;
}

/** Roles whose name contains the text (all without one), by name, one page. */
export async function searchRoles(db: Db, paging: { search?: string; skip: number; take: number }) {
  const where = nameMatching(paging.search);
  const [counted] = await db.select({ total: count() }).from(roles).where(where);
  const rows = await db
    .select(roleColumns)
    .from(roles)
    .where(where)
    .orderBy(asc(roles.name), asc(roles.id))
    .offset(paging.skip)
    .limit(paging.take);
  return { total: counted?.total ?? 0, rows };
}

export async function findRoleRecord(db: Db, id: number) {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row;
}

/** Another role of the same name, ignoring case. */
export async function findOtherRoleNamed(db: Db, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(${roles.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    );
  return row;
}

/** Every role's permissions, for the rules that look at all roles at once. */
export function findAllRolePermissions(db: Db): Promise<{ id: number; permissions: string[] }[]> {
  return db.select({ id: roles.id, permissions: roles.permissions }).from(roles);
}

export async function insertRole(db: Db, values: { name: string; permissions: string[] }): Promise<number> {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  if (!row) throw new Error('insert returned no role');
  return row.id;
}

export async function updateRole(db: Db, id: number, values: { name: string; permissions: string[] }) {
  await db.update(roles).set(values).where(eq(roles.id, id));
}

/** Holds the roles table against concurrent role changes until the transaction ends. */
export async function lockRoles(db: Db): Promise<void> {
  await db.execute(sql`lock table ${roles} in share row exclusive mode`);
}
