import {
  type AdminUserSearchResult,
  type DepartmentAccess,
  ErrorKey,
  type ImpersonationSearchResult,
  type UserRecord,
} from '@portal/contracts';
import { type Actor, administeredBranchIds } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { listBranchNames } from '../branches/branches.service.ts';
import { type AccessChoice, assertMayChangeAccess, assertMayManage, roleForAccess } from './access-rules.ts';
import * as adminRepo from './user-admin.repo.ts';
import { findUsersActableBy, mayImpersonate } from './user-grants.service.ts';
import * as repo from './users.repo.ts';
import { getUser } from './users.service.ts';

// The administration of users: the users page of department admins, the access of one user per department
// (the admin flag, a role, revoking), and the list support staff impersonate from.

interface ListRequest {
  search?: string;
  skip: number;
  take: number;
}

type AccessRow = Awaited<ReturnType<typeof adminRepo.findAccessRows>>[number];

/** The access of one user in each of the departments, NONE where they have no access row. */
function branchAccessOf(branches: { id: number; name: string }[], rows: AccessRow[]): DepartmentAccess[] {
  return branches.map((branch) => {
    const row = rows.find((candidate) => candidate.branchId === branch.id);
    return {
      branchId: branch.id,
      branchName: branch.name,
      access: !row ? 'NONE' : row.permissions.includes('admin') ? 'ADMIN' : 'REGULAR',
      roleId: row?.roleId ?? null,
      roleName: row?.roleName ?? null,
    };
  });
}

/** The departments the actor administers; 403 for someone who administers none. */
function adminBranchesOf(actor: Actor): number[] {
  const administered = administeredBranchIds(actor);
  if (administered.length === 0) throw new AppError(ErrorKey.forbidden, 403);
  return administered;
}

/**
 * The users page: active users with access to the departments the actor administers (or those of them
 * asked for; asking for another department is refused), each with their access in every one of them.
 */
export async function searchUsersForAdmin(
  deps: AppDeps,
  actor: Actor,
  body: ListRequest & { branchIds?: number[] },
): Promise<AdminUserSearchResult> {
  const administered = adminBranchesOf(actor);
  const branchIds = body.branchIds?.length ? [...new Set(body.branchIds)] : administered;
  if (branchIds.some((id) => !administered.includes(id))) throw new AppError(ErrorKey.forbidden, 403);
  const page = await adminRepo.searchUsersOfBranches(deps.db, branchIds, body);
  const rows = await adminRepo.findAccessRows(
    deps.db,
    page.rows.map((user) => user.id),
    branchIds,
  );
  const branches = await listBranchNames(deps.db, branchIds);
  return {
    currentSkip: body.skip,
    take: body.take,
    total: page.total,
    data: page.rows.map((user) => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      isDirectoryUser: user.isDirectoryUser,
      access: branchAccessOf(
        branches,
        rows.filter((row) => row.userId === user.id),
      ),
    })),
  };
}

/** The user administration page: the user's access in every department the actor administers. */
export async function listAccessOfUser(deps: AppDeps, actor: Actor, targetId: string) {
  const administered = adminBranchesOf(actor);
  await assertMayManage(deps.db, actor, targetId);
  const rows = await adminRepo.findAccessRows(deps.db, [targetId], administered);
  return branchAccessOf(await listBranchNames(deps.db, administered), rows);
}

/**
 * Gives a colleague access to a department the actor manages, or changes it: ADMIN or REGULAR by the
 * spec's flag, or a role by id. Answers the user as the actor sees them.
 */
export async function setBranchAccess(
  deps: AppDeps,
  actor: Actor,
  targetId: string,
  branchId: number,
  choice: AccessChoice,
): Promise<UserRecord> {
  assertMayChangeAccess(actor, targetId, branchId);
  await assertMayManage(deps.db, actor, targetId);
  const roleId = await roleForAccess(deps.db, actor, branchId, choice);
  await deps.db.transaction(async (tx) => {
    await repo.setBranchAccess(tx, targetId, [{ branchId, roleId }]);
    await recordAudit(tx, actor, {
      action: 'users.accessChanged',
      targetType: 'user',
      targetId,
      details: { branchId, roleId },
    });
  });
  return getUser(deps, actor, targetId);
}

/** Revokes a colleague's access to a department the actor manages; 404 when they have none there. */
export async function revokeBranchAccess(deps: AppDeps, actor: Actor, targetId: string, branchId: number) {
  assertMayChangeAccess(actor, targetId, branchId);
  await assertMayManage(deps.db, actor, targetId);
  await deps.db.transaction(async (tx) => {
    if ((await repo.removeBranchAccess(tx, targetId, [branchId])) === 0) {
      throw new AppError(ErrorKey.notFound, 404);
    }
    await recordAudit(tx, actor, {
      action: 'users.accessRevoked',
      targetType: 'user',
      targetId,
      details: { branchId },
    });
  });
}

/**
 * The users support staff may act as: every active user but themselves, with their departments. The
 * signed-in person's own role decides, also while they already act as someone else.
 */
export async function searchImpersonationCandidates(
  deps: AppDeps,
  actor: Actor,
  body: ListRequest,
): Promise<ImpersonationSearchResult> {
  if (!(await mayImpersonate(deps.db, actor.actingUserId))) throw new AppError(ErrorKey.forbidden, 403);
  const page = await adminRepo.searchActiveUsers(deps.db, actor.actingUserId, body);
  const rows = await adminRepo.findAccessRows(
    deps.db,
    page.rows.map((user) => user.id),
  );
  const branches = await listBranchNames(deps.db, [...new Set(rows.map((row) => row.branchId))]);
  const actable = await findUsersActableBy(
    deps.db,
    actor.actingUserId,
    page.rows.map((user) => user.id),
  );
  return {
    currentSkip: body.skip,
    take: body.take,
    total: page.total,
    data: page.rows.map((user) => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      branches: branches.filter((branch) =>
        rows.some((row) => row.userId === user.id && row.branchId === branch.id),
      ),
      mayActAs: actable.has(user.id),
    })),
  };
}
