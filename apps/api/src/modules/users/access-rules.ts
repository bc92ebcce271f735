import { DEPARTMENT_PERMISSIONS, ErrorKey, type Permission } from '@portal/contracts';
import { type Actor, hasBranchPermission } from '../../actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import * as repo from './users.repo.ts';

// The rules of who may see and change whose access (docs/decisions.md "Users, roles and access"), once for
// every call that reads or changes a user's departments.

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
  if (targetId === actor.userId) throw new AppError(ErrorKey.ownAccess, 403);
  if (
    !hasBranchPermission(actor, branchId, 'admin') ||
    !hasBranchPermission(actor, branchId, 'users.manage')
  ) {
    throw new AppError(ErrorKey.forbidden, 403);
  }
}

export type AccessChoice = { isAdmin: boolean } | { roleId: number };

/**
 * The role that gives the chosen access: the spec's admin flag picks the first role with (or without) the
 * admin permission, our role id names one. An admin hands out only department permissions they hold in
 * that department themselves (403 permissionNotHeld), so nobody grants more than they have.
 */
export async function roleForAccess(db: Db, actor: Actor, branchId: number, choice: AccessChoice) {
  let roleId: number;
  if ('roleId' in choice) {
    roleId = choice.roleId;
  } else {
    const flagRoles = await repo.findAccessRoleIds(db);
    roleId = choice.isAdmin ? flagRoles.admin : flagRoles.regular;
  }
  const stored = await repo.findPermissionsOfRoleIfAny(db, roleId);
  if (!stored) throw new AppError(ErrorKey.badRequest, 400, { roleId: 'rules.oneOf' });
  const held = actor.branchPermissions.get(branchId) ?? new Set<Permission>();
  const granted = permissionsIn(stored, DEPARTMENT_PERMISSIONS);
  if (![...granted].every((permission) => held.has(permission))) {
    throw new AppError(ErrorKey.permissionNotHeld, 403);
  }
  return roleId;
}
