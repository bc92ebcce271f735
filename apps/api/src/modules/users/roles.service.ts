import {
  ErrorKey,
  Permission,
  PROVIDER_PERMISSIONS,
  type RoleRecord,
  type RoleSearchResult,
} from '@portal/contracts';
import {
  type Actor,
  administeredBranchIds,
  assertNotImpersonating,
  assertProviderPermission,
} from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { permissionsIn } from './access-rules.ts';
import * as repo from './roles.repo.ts';
import * as usersRepo from './users.repo.ts';

// Roles (docs/permissions.md): provider admins (roles.manage) create and edit them; department admins read
// them, to give a colleague a role in their department.

interface RoleInput {
  name: string;
  permissions: Permission[];
}

function toRecord(row: { id: number; name: string; permissions: string[]; userCount: number }): RoleRecord {
  // Names the hub no longer knows are left out of the answer; they grant nothing (actor.ts reads known ones).
  const known = row.permissions.filter((name): name is Permission => Permission.safeParse(name).success);
  return { id: row.id, name: row.name, permissions: known, userCount: row.userCount };
}

/** Provider admins and department admins read roles; others get 403. */
function assertMayReadRoles(actor: Actor) {
  if (!actor.permissions.has('roles.manage') && administeredBranchIds(actor).length === 0) {
    throw new AppError(ErrorKey.forbidden, 403);
  }
}

export async function searchRoles(
  deps: AppDeps,
  actor: Actor,
  body: { search?: string; skip: number; take: number },
): Promise<RoleSearchResult> {
  assertMayReadRoles(actor);
  const page = await repo.searchRoles(deps.db, body);
  return { currentSkip: body.skip, take: body.take, total: page.total, data: page.rows.map(toRecord) };
}

export async function getRole(deps: AppDeps, actor: Actor, id: number): Promise<RoleRecord> {
  assertMayReadRoles(actor);
  const row = await repo.findRoleRecord(deps.db, id);
  if (!row) throw new AppError(ErrorKey.notFound, 404);
  return toRecord(row);
}

/**
 * The rules every role change keeps, checked while the roles are locked: a unique name; provider
 * permissions added only by someone who holds them; roles.manage never taken from the editor's own role;
 * some role giving ADMIN and some giving REGULAR, which the admin flag of invitations and access needs.
 */
async function assertRoleChangeAllowed(
  db: Db,
  actor: Actor,
  input: RoleInput,
  before?: { id: number; permissions: string[] },
) {
  if (await repo.findOtherRoleNamed(db, input.name, before?.id)) {
    throw new AppError(ErrorKey.roleNameTaken, 409, { name: ErrorKey.roleNameTaken });
  }
  const had = permissionsIn(before?.permissions ?? [], PROVIDER_PERMISSIONS);
  const added = permissionsIn(input.permissions, PROVIDER_PERMISSIONS);
  if ([...added].some((permission) => !had.has(permission) && !actor.permissions.has(permission))) {
    throw new AppError(ErrorKey.permissionNotHeld, 403);
  }
  if (before && had.has('roles.manage') && !added.has('roles.manage')) {
    const own = await usersRepo.findUserById(db, actor.userId);
    if (own?.roleId === before.id) throw new AppError(ErrorKey.ownRoleManage, 409);
  }
  const all = (await repo.findAllRolePermissions(db)).map((role) =>
    role.id === before?.id ? { ...role, permissions: input.permissions } : role,
  );
  if (!before) all.push({ id: 0, permissions: input.permissions });
  const admin = all.some((role) => role.permissions.includes('admin'));
  const regular = all.some((role) => !role.permissions.includes('admin'));
  if (!admin || !regular) throw new AppError(ErrorKey.accessRolesNeeded, 409);
}

export async function createRole(deps: AppDeps, actor: Actor, input: RoleInput): Promise<RoleRecord> {
  assertProviderPermission(actor, 'roles.manage');
  assertNotImpersonating(actor);
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockRoles(tx);
    await assertRoleChangeAllowed(tx, actor, input);
    const created = await repo.insertRole(tx, input);
    await recordAudit(tx, actor, {
      action: 'roles.created',
      targetType: 'role',
      targetId: String(created),
      details: { ...input },
    });
    return created;
  });
  return getRole(deps, actor, id);
}

export async function updateRole(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: RoleInput,
): Promise<RoleRecord> {
  assertProviderPermission(actor, 'roles.manage');
  assertNotImpersonating(actor);
  await deps.db.transaction(async (tx) => {
    await repo.lockRoles(tx);
    const before = await repo.findRoleRecord(tx, id);
    if (!before) throw new AppError(ErrorKey.notFound, 404);
    await assertRoleChangeAllowed(tx, actor, input, before);
    await repo.updateRole(tx, id, input);
    await recordAudit(tx, actor, {
      action: 'roles.updated',
      targetType: 'role',
      targetId: String(id),
      details: { before: { name: before.name, permissions: before.permissions }, after: { ...input } },
    });
  });
  return getRole(deps, actor, id);
}
