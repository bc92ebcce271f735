import { and, asc, count, eq, exists, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/query-helpers.ts';
import { roles, userBranchAccess, users } from './users.table.ts';

// The admin lists of users: the users page (users of the departments an admin administers) and the list
// support staff impersonate from. Both search a part of the name or address through the trigram index.

const searchable = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const escaped = escapeLike(search.toLowerCase());
  return sql`${searchable} like ${`%${escaped}%`}`;
}

interface Paging {
  search?: string;
  skip: number;
  take: number;
}

async function pageOfUsers(db: Db, where: SQL | undefined, paging: Paging) {
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .offset(paging.skip)
    .limit(paging.take);
  return { total: counted?.total ?? 0, rows };
}

/** Active users with access to at least one of the departments, by name, one page. */
export function searchUsersOfBranches(db: Db, branchIds: number[], paging: Paging) {
  const hasAccess = exists(
    db
      .select({ one: sql`1` })
      .from(userBranchAccess)
      .where(and(eq(userBranchAccess.userId, users.id), inArray(userBranchAccess.branchId, branchIds))),
  );
  return pageOfUsers(db, and(eq(users.active, true), hasAccess, matching(paging.search)), paging);
}

/** Active users other than the given one, by name, one page. */
export function searchActiveUsers(db: Db, exceptUserId: string, paging: Paging) {
  return pageOfUsers(
    db,
    and(eq(users.active, true), ne(users.id, exceptUserId), matching(paging.search)),
    paging,
  );
}

/** The access rows of the users (in the departments given, or all), with the role's name and permissions. */
export async function findAccessRows(db: Db, userIds: string[], branchIds?: number[]) {
  if (userIds.length === 0 || branchIds?.length === 0) return [];
  return db
    .select({
      userId: userBranchAccess.userId,
      branchId: userBranchAccess.branchId,
      roleId: roles.id,
      roleName: roles.name,
      permissions: roles.permissions,
    })
    .from(userBranchAccess)
    .innerJoin(roles, eq(roles.id, userBranchAccess.roleId))
    .where(
      and(
        inArray(userBranchAccess.userId, userIds),
        branchIds ? inArray(userBranchAccess.branchId, branchIds) : undefined,
      ),
    );
}
