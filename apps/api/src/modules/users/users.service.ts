import { ErrorKey, type UserPatchBody, type UserRecord } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { deleteSessionsOfUser } from '../auth/auth.repo.ts';
import { hashPassword, verifyPassword } from '../auth/secrets.ts';
import { findAccessOfUser, findBranchesOfUser } from '../branches/branches.repo.ts';
import * as repo from './users.repo.ts';

export async function buildUserRecord(
  deps: AppDeps,
  userId: string,
  actorUserId = userId,
): Promise<UserRecord> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError(ErrorKey.notFound, 404);
  const actor = actorUserId === userId ? user : await repo.findUserById(deps.db, actorUserId);
  if (!actor) throw new AppError(ErrorKey.notFound, 404);
  return {
    id: actor.id,
    email: actor.email,
    firstName: actor.firstName,
    lastName: actor.lastName,
    phoneNumber: actor.phoneNumber,
    phoneAlt: actor.phoneAlt,
    timezone: actor.timezone,
    isExternal: actor.isExternal,
    isDirectoryUser: actor.isDirectoryUser,
    settings: { showPrices: user.showPrices },
    roleId: user.roleId,
    branches: await findBranchesOfUser(deps.db, userId),
    contactPersonId: user.contactPersonId,
    impersonatedUser:
      actor.id === user.id
        ? null
        : { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
  };
}

/**
 * A user may read and change themselves; an admin may read and change users who share a department
 * where the admin is ADMIN. Anyone else gets 404, so user ids of other offices cannot be probed.
 */
async function assertMayManage(deps: AppDeps, auth: AuthContext, targetId: string) {
  if (auth.userId === targetId) return;
  const targetAccess = await findAccessOfUser(deps.db, targetId);
  const shared = [...targetAccess.keys()].some((branchId) => auth.access.get(branchId) === true);
  if (!shared) throw new AppError(ErrorKey.notFound, 404);
}

export async function getUser(deps: AppDeps, request: FastifyRequest, targetId: string): Promise<UserRecord> {
  const auth = authOf(request);
  await assertMayManage(deps, auth, targetId);
  return buildUserRecord(deps, targetId);
}

export async function patchUser(
  deps: AppDeps,
  request: FastifyRequest,
  targetId: string,
  body: UserPatchBody,
): Promise<UserRecord> {
  const auth = authOf(request);
  await assertMayManage(deps, auth, targetId);
  const existing = await repo.findUserByEmail(deps.db, body.email);
  if (existing && existing.id !== targetId) {
    throw new AppError(ErrorKey.emailTaken, 409, { email: ErrorKey.emailTaken });
  }
  // Only an admin of a department may change access to it, and never their own.
  const accessChanges = (body.branches ?? []).filter(
    (branch) => targetId !== auth.userId && auth.access.get(branch.id) === true,
  );
  if ((body.branches ?? []).length !== accessChanges.length && targetId !== auth.userId) {
    throw new AppError(ErrorKey.forbidden, 403);
  }
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, targetId, {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phoneNumber: body.phoneNumber || null,
      phoneAlt: body.phoneAlt || null,
      timezone: body.timezone,
      showPrices: body.settings.showPrices,
    });
    if (accessChanges.length > 0) {
      const roleIds = await repo.findAccessRoleIds(tx);
      await repo.setBranchAccess(
        tx,
        targetId,
        accessChanges.map((branch) => ({
          branchId: branch.id,
          roleId: branch.permissions.admin ? roleIds.admin : roleIds.regular,
        })),
      );
    }
    await recordAudit(tx, {
      actorUserId: auth.actorUserId,
      action: 'users.updated',
      targetType: 'user',
      targetId,
      ip: request.ip,
      details: { branches: accessChanges },
    });
  });
  return buildUserRecord(deps, targetId);
}

export async function changeOwnPassword(
  deps: AppDeps,
  request: FastifyRequest,
  targetId: string,
  oldPassword: string,
  newPassword: string,
) {
  const auth = authOf(request);
  if (targetId !== auth.userId || auth.impersonating) throw new AppError(ErrorKey.forbidden, 403);
  const user = await repo.findUserById(deps.db, targetId);
  if (!user) throw new AppError(ErrorKey.notFound, 404);
  if (user.isDirectoryUser || !user.passwordHash) throw new AppError(ErrorKey.directoryUserPassword, 400);
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    throw new AppError(ErrorKey.oldPasswordIncorrect, 400, { oldPassword: ErrorKey.oldPasswordIncorrect });
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, targetId, { passwordHash });
    // Other devices must sign in again with the new password; this one stays signed in.
    await deleteSessionsOfUser(tx, targetId, auth.sessionId);
    await recordAudit(tx, { actorUserId: targetId, action: 'users.passwordChanged', ip: request.ip });
  });
}
