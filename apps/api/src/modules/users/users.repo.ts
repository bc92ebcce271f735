import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { emailChangeRequests, roles, userBranchAccess, users } from './users.table.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no user');
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Active users with access to the department, by name. */
export async function findActiveUsersOfBranch(db: Db, branchId: number): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(users)
    .innerJoin(userBranchAccess, eq(userBranchAccess.userId, users.id))
    .where(and(eq(userBranchAccess.branchId, branchId), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((row) => row.user);
}

/** Active users whose role in the department holds the department permission. */
export async function findActiveHoldersOfBranchPermission(
  db: Db,
  branchId: number,
  permission: string,
): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(users)
    .innerJoin(userBranchAccess, eq(userBranchAccess.userId, users.id))
    .innerJoin(roles, eq(roles.id, userBranchAccess.roleId))
    .where(
      and(
        eq(userBranchAccess.branchId, branchId),
        eq(users.active, true),
        sql`${permission} = any(${roles.permissions})`,
      ),
    );
  return rows.map((row) => row.user);
}

/** Active users with access to the department, among those with the given e-mails or ids. */
export async function findActiveUsersWithAccess(
  db: Db,
  branchId: number,
  by: { emails?: string[]; ids?: string[] },
): Promise<UserRow[]> {
  const matches = [
    ...(by.emails?.length ? [inArray(users.email, by.emails)] : []),
    ...(by.ids?.length ? [inArray(users.id, by.ids)] : []),
  ];
  if (matches.length === 0) return [];
  const rows = await db
    .select({ user: users })
    .from(users)
    .innerJoin(
      userBranchAccess,
      and(eq(userBranchAccess.userId, users.id), eq(userBranchAccess.branchId, branchId)),
    )
    .where(and(or(...matches), eq(users.active, true)));
  return rows.map((row) => row.user);
}

export async function findUsersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

const isAdminRole = sql<boolean>`'admin' = any(${roles.permissions})`;

/** branchId -> admin flag, for every department where the user's access is not NONE. */
export async function findAccessOfUser(db: Db, userId: string): Promise<Map<number, boolean>> {
  const rows = await db
    .select({ branchId: userBranchAccess.branchId, admin: isAdminRole })
    .from(userBranchAccess)
    .innerJoin(roles, eq(roles.id, userBranchAccess.roleId))
    .where(eq(userBranchAccess.userId, userId));
  return new Map(rows.map((row) => [row.branchId, row.admin]));
}

/** The role ids that stand for "admin" and "regular" access when access is set by a flag. */
export async function findAccessRoleIds(db: Db): Promise<{ admin: number; regular: number }> {
  const rows = await db.select({ id: roles.id, admin: isAdminRole }).from(roles).orderBy(asc(roles.id));
  const admin = rows.find((row) => row.admin)?.id;
  const regular = rows.find((row) => !row.admin)?.id;
  if (admin === undefined || regular === undefined)
    throw new Error('the admin and regular roles are missing');
  return { admin, regular };
}

/** Replaces the access rows of the given departments; other departments are left alone. */
export async function setBranchAccess(
  db: Db,
  userId: string,
  access: { branchId: number; roleId: number }[],
): Promise<void> {
  if (access.length === 0) return;
  await db
    .insert(userBranchAccess)
    .values(access.map((entry) => ({ userId, ...entry })))
    .onConflictDoUpdate({
      target: [userBranchAccess.userId, userBranchAccess.branchId],
      set: { roleId: sql`excluded.role_id` },
    });
}

/** Removes the user's access to the departments; answers how many access rows there were. */
export async function removeBranchAccess(db: Db, userId: string, branchIds: number[]): Promise<number> {
  if (branchIds.length === 0) return 0;
  const removed = await db
    .delete(userBranchAccess)
    .where(and(eq(userBranchAccess.userId, userId), inArray(userBranchAccess.branchId, branchIds)))
    .returning({ branchId: userBranchAccess.branchId });
  return removed.length;
}

/** The role's permissions; undefined when there is no such role. */
export async function findPermissionsOfRoleIfAny(db: Db, roleId: number): Promise<string[] | undefined> {
  const [row] = await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId));
  return row?.permissions;
}

/** A new email change request; the user's earlier unused ones are deleted, so only the newest link works. */
export async function replaceEmailChangeRequest(
  db: Db,
  values: typeof emailChangeRequests.$inferInsert,
): Promise<void> {
  await db
    .delete(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, values.userId), isNull(emailChangeRequests.usedAt)));
  await db.insert(emailChangeRequests).values(values);
}

export async function deleteEmailChangeRequest(db: Db, tokenHash: string): Promise<void> {
  await db.delete(emailChangeRequests).where(eq(emailChangeRequests.tokenHash, tokenHash));
}

/** An unused, unexpired email change request. */
export async function findUsableEmailChange(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.tokenHash, tokenHash),
        isNull(emailChangeRequests.usedAt),
        gt(emailChangeRequests.expiresAt, now),
      ),
    );
  return row;
}

/** Marks the request used; false when another request used it first. */
export async function markEmailChangeUsed(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailChangeRequests)
    .set({ usedAt: now })
    .where(and(eq(emailChangeRequests.tokenHash, tokenHash), isNull(emailChangeRequests.usedAt)))
    .returning({ tokenHash: emailChangeRequests.tokenHash });
  return rows.length === 1;
}

/** The permissions of the user's own role, and of the role they hold in each department they have access to. */
export async function findRolePermissionsOfUsers(
  db: Db,
  userIds: string[],
): Promise<Map<string, { own: string[]; byBranch: Map<number, string[]>; showPrices: boolean }>> {
  // One query for each user's own role, the role of each department and the prices setting: every API
  // call reads it.
  const found = new Map<string, { own: string[]; byBranch: Map<number, string[]>; showPrices: boolean }>();
  if (userIds.length === 0) return found;
  const branchRoles = alias(roles, 'branch_roles');
  const rows = await db
    .select({
      userId: users.id,
      showPrices: users.showPrices,
      own: roles.permissions,
      branchId: userBranchAccess.branchId,
      branchPermissions: branchRoles.permissions,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userBranchAccess, eq(userBranchAccess.userId, users.id))
    .leftJoin(branchRoles, eq(branchRoles.id, userBranchAccess.roleId))
    .where(inArray(users.id, userIds));
  for (const row of rows) {
    const grants = found.get(row.userId) ?? {
      own: row.own ?? [],
      byBranch: new Map<number, string[]>(),
      showPrices: row.showPrices,
    };
    found.set(row.userId, grants);
    if (row.branchId !== null && row.branchPermissions)
      grants.byBranch.set(row.branchId, row.branchPermissions);
  }
  return found;
}
