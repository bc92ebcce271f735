import { ErrorKey, type UserPatchBody, type UserRecord } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { endOtherSessions, hashNewPassword } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/secrets.ts';
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

/**
 * The user as the caller may see them: themselves whole; another user with only the departments the caller
 * administers, so an admin of one shared department learns nothing of the user's other offices.
 */
async function userRecordFor(deps: AppDeps, auth: AuthContext, targetId: string): Promise<UserRecord> {
  const record = await buildUserRecord(deps, targetId);
  if (auth.userId === targetId) return record;
  return { ...record, branches: record.branches.filter((branch) => auth.access.get(branch.id) === true) };
}

export async function getUser(deps: AppDeps, request: FastifyRequest, targetId: string): Promise<UserRecord> {
  const auth = authOf(request);
  await assertMayManage(deps, auth, targetId);
  return userRecordFor(deps, auth, targetId);
}

export async function patchUser(
  deps: AppDeps,
  request: FastifyRequest,
  targetId: string,
  body: UserPatchBody,
): Promise<UserRecord> {
  const auth = authOf(request);
  await assertMayManage(deps, auth, targetId);
  const target = await repo.findUserById(deps.db, targetId);
  if (!target) throw new AppError(ErrorKey.notFound, 404);
  // An address is changed only by its owner through a mailed link (email-change.service.ts). The answer
  // never depends on whether the address is in use, so it cannot be used to probe for accounts.
  if (body.email !== target.email) {
    throw new AppError(ErrorKey.emailChangeByLink, 400, { email: ErrorKey.emailChangeByLink });
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
    await recordAudit(
      tx,
      { actingUserId: auth.actorUserId, ip: request.ip },
      { action: 'users.updated', targetType: 'user', targetId, details: { branches: accessChanges } },
    );
  });
  return userRecordFor(deps, auth, targetId);
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
  const passwordHash = await hashNewPassword(deps, newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, targetId, { passwordHash });
    // Other devices must sign in again with the new password; this one stays signed in.
    await endOtherSessions(tx, targetId, auth.sessionId);
    await recordAudit(tx, { actingUserId: targetId, ip: request.ip }, { action: 'users.passwordChanged' });
  });
}

/** The account of an address, if there is one (for invitations: an existing account is never taken over). */
export async function findAccountByEmail(db: Db, email: string) {
  const user = await repo.findUserByEmail(db, email);
  return user && { id: user.id, firstName: user.firstName, lastName: user.lastName };
}

export async function findUserName(db: Db, userId: string): Promise<string> {
  const user = await repo.findUserById(db, userId);
  return user ? `${user.firstName} ${user.lastName}` : '';
}

/** A new account made by accepting an invitation, with the password its owner chose. */
export async function createInvitedAccount(
  db: Db,
  values: Pick<repo.NewUser, 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'passwordHash' | 'locale'>,
): Promise<string> {
  return (await repo.insertUser(db, values)).id;
}

/** Gives the invited access (admin or regular per department); a user without a role becomes regular. */
export async function grantInvitedAccess(
  db: Db,
  userId: string,
  branches: { id: number; isAdmin: boolean }[],
): Promise<void> {
  const roleIds = await repo.findAccessRoleIds(db);
  await repo.setBranchAccess(
    db,
    userId,
    branches.map((branch) => ({
      branchId: branch.id,
      roleId: branch.isAdmin ? roleIds.admin : roleIds.regular,
    })),
  );
  const user = await repo.findUserById(db, userId);
  if (user && !user.roleId) await repo.updateUser(db, userId, { roleId: roleIds.regular });
}
