import { DEPARTMENT_PERMISSIONS, ErrorKey, type Permission } from '@portal/contracts';
import { type Actor, assertNotImpersonating } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './users.repo.ts';

// The rules of who may see and change whose access
// (docs/decisions/0064-department-access-and-the-users-admins-see.md), once for every call that reads or
// changes a user's departments.

/** The known permissions among a role's stored names that count in `scope`. */
export function permissionsIn(stored: readonly string[], scope: readonly Permission[]): Set<Permission> {
  return new Set(scope.filter((permission) => stored.includes(permission)));
}

/**
 * A user may read and change themselves; an admin may read and change users who share a department where
 * the admin is ADMIN. Anyone else gets 404, so user ids of other offices cannot be probed.
 */
export async function assertMayManage(db: Db, actor: Actor, targetId: string): Promise<void> {
  if (actor.userId === targetId) return;
  const targetAccess = await repo.findAccessOfUser(db, targetId);
  const shared = [...targetAccess.keys()].some((branchId) => actor.access.get(branchId) === true);
  if (!shared) throw new AppError(ErrorKey.notFound, 404);
}

/**
 * Changing who has access to a department takes its admin with `users.manage`; nobody changes their own
 * access, so a department always keeps the admin who makes a change.
 */
export function assertMayChangeAccess(actor: Actor, targetId: string, branchId: number): void {
  assertNotImpersonating(actor);
  if (targetId === actor.userId) throw new AppError(ErrorKey.ownAccess, 403);
  if (!managesUsersIn(actor, branchId)) throw new AppError(ErrorKey.forbidden, 403);
}

export type AccessChoice = { isAdmin: boolean } | { roleId: number };

/** Whoever hands out access: an actor, or the inviter of a pending invitation when it is accepted. */
export interface Grantor {
  branchPermissions: ReadonlyMap<number, ReadonlySet<Permission>>;
}

/** Who hands out access to a department: its admin, whose role there may manage users. */
export function managesUsersIn(grantor: Grantor, branchId: number): boolean {
  const held = grantor.branchPermissions.get(branchId);
  return held?.has('admin') === true && held.has('users.manage');
}

async function roleIdOf(db: Db, choice: AccessChoice): Promise<number> {
  if ('roleId' in choice) return choice.roleId;
  const flagRoles = await repo.findAccessRoleIds(db);
  return choice.isAdmin ? flagRoles.admin : flagRoles.regular;
}

/** Whether the grantor holds, in the department, every department permission the role gives. */
function holdsRole(grantor: Grantor, branchId: number, stored: readonly string[]): boolean {
  const held = grantor.branchPermissions.get(branchId);
  return [...permissionsIn(stored, DEPARTMENT_PERMISSIONS)].every((permission) => held?.has(permission));
}

/**
 * The role that gives the chosen access: the spec's admin flag picks the first role with (or without) the
 * admin permission, our role id names one. An admin hands out only department permissions they hold in
 * that department themselves (403 permissionNotHeld), so nobody grants more than they have.
 */
export async function roleForAccess(db: Db, grantor: Grantor, branchId: number, choice: AccessChoice) {
  const roleId = await roleIdOf(db, choice);
  const stored = await repo.findPermissionsOfRoleIfAny(db, roleId);
  if (!stored) throw new AppError(ErrorKey.badRequest, 400, { roleId: 'rules.oneOf' });
  if (!holdsRole(grantor, branchId, stored)) throw new AppError(ErrorKey.permissionNotHeld, 403);
  return roleId;
}

/**
 * Why the grantor may not hand out this access by invitation, by the rules of the access calls: they must
 * manage users in every department (forbidden) and hold every permission of the role it gives there
 * (permissionNotHeld). Undefined when they may.
 */
export async function findInvitedAccessRefusal(
  db: Db,
  grantor: Grantor,
  branches: readonly { id: number; isAdmin: boolean }[],
): Promise<ErrorKey | undefined> {
  if (!branches.every((branch) => managesUsersIn(grantor, branch.id))) return ErrorKey.forbidden;
  for (const branch of branches) {
    const stored = (await repo.findPermissionsOfRoleIfAny(db, await roleIdOf(db, branch))) ?? [];
    if (!holdsRole(grantor, branch.id, stored)) return ErrorKey.permissionNotHeld;
  }
  return undefined;
}
