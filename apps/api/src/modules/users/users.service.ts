import {
  type BranchRecord,
  ErrorKey,
  type Locale,
  mapLocale,
  storedPhone,
  type UserPatchBody,
  type UserPermissions,
  type UserRecord,
} from '@portal/contracts';
import { type Actor, assertBranchAccess, type StartedSession } from '../../actor.ts';
import { type BranchLanguage, languageAndZoneOfUser } from '../../adapters/mail/recipient-language.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { hashNewPassword, verifyPassword } from '../auth/secrets.ts';
import { endOtherSessions } from '../auth/sessions.service.ts';
import { checkPasswordThrottled } from '../auth/sign-in-throttle.ts';
import { isPhotographerAccount } from '../bookings/photographer-accounts.service.ts';
import { listBranchRecords } from '../branches/branches.service.ts';
import { assertMayChangeAccess, assertMayManage, roleForAccess } from './access-rules.ts';
import { mayImpersonate } from './user-grants.service.ts';
import * as repo from './users.repo.ts';

/** The signed-in user's own record; while impersonating, the person acting is named as the actor. */
export function userRecordOf(deps: AppDeps, actor: Actor): Promise<UserRecord> {
  return buildUserRecord(deps, actor.userId, actor.actingUserId);
}

/** The record of the user a sign-in has just started a session for. */
export function userRecordOfSession(deps: AppDeps, session: StartedSession): Promise<UserRecord> {
  return buildUserRecord(deps, session.userId);
}

/** The departments the signed-in user has access to. */
export function listBranchesOf(deps: AppDeps, actor: Actor): Promise<BranchRecord[]> {
  return listBranchesOfUser(deps.db, actor.userId);
}

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
    branches: await listBranchesOfUser(deps.db, userId),
    contactPersonId: user.contactPersonId,
    locale: mapLocale(user.locale),
    impersonatedUser:
      actor.id === user.id
        ? null
        : { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
  };
}

/**
 * The user as the caller may see them: themselves whole; another user with only the departments the caller
 * administers, so an admin of one shared department learns nothing of the user's other offices.
 */
async function userRecordFor(deps: AppDeps, actor: Actor, targetId: string): Promise<UserRecord> {
  const record = await buildUserRecord(deps, targetId);
  if (actor.userId === targetId) return record;
  return { ...record, branches: record.branches.filter((branch) => actor.access.get(branch.id) === true) };
}

export async function getUser(deps: AppDeps, actor: Actor, targetId: string): Promise<UserRecord> {
  await assertMayManage(deps.db, actor, targetId);
  return userRecordFor(deps, actor, targetId);
}

export async function patchUser(
  deps: AppDeps,
  actor: Actor,
  targetId: string,
  body: UserPatchBody,
): Promise<UserRecord> {
  await assertMayManage(deps.db, actor, targetId);
  const target = await repo.findUserById(deps.db, targetId);
  if (!target) throw new AppError(ErrorKey.notFound, 404);
  // An address is changed only by its owner through a mailed link (email-change.service.ts). The answer
  // never depends on whether the address is in use, so it cannot be used to probe for accounts.
  if (body.email !== target.email) {
    throw new AppError(ErrorKey.emailChangeByLink, 400, { email: ErrorKey.emailChangeByLink });
  }
  // Access changes follow the rules of the access calls; a user saving their own profile changes none.
  const requested = targetId === actor.userId ? [] : (body.branches ?? []);
  for (const branch of requested) assertMayChangeAccess(actor, targetId, branch.id);
  const accessChanges: { branchId: number; roleId: number }[] = [];
  for (const branch of requested) {
    const choice = { isAdmin: branch.permissions.admin };
    accessChanges.push({
      branchId: branch.id,
      roleId: await roleForAccess(deps.db, actor, branch.id, choice),
    });
  }
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, targetId, {
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: storedPhone(body.phoneNumber),
      phoneAlt: storedPhone(body.phoneAlt),
      timezone: body.timezone,
      showPrices: body.settings.showPrices,
    });
    await repo.setBranchAccess(tx, targetId, accessChanges);
    await recordAudit(tx, actor, {
      action: 'users.updated',
      targetType: 'user',
      targetId,
      details: { branches: requested },
    });
  });
  return userRecordFor(deps, actor, targetId);
}

/**
 * The language the user uses the portal in, which their mails are then written in. Self only, never while
 * impersonating: support staff looking at the portal in their own language must not change another
 * person's mails.
 */
export async function setOwnLocale(deps: AppDeps, actor: Actor, targetId: string, locale: Locale) {
  if (targetId !== actor.userId || actor.impersonating) throw new AppError(ErrorKey.forbidden, 403);
  await repo.updateUser(deps.db, targetId, { locale });
}

export async function changeOwnPassword(
  deps: AppDeps,
  actor: Actor,
  targetId: string,
  oldPassword: string,
  newPassword: string,
) {
  if (targetId !== actor.userId || actor.impersonating) throw new AppError(ErrorKey.forbidden, 403);
  const user = await repo.findUserById(deps.db, targetId);
  if (!user) throw new AppError(ErrorKey.notFound, 404);
  if (user.isDirectoryUser || !user.passwordHash) throw new AppError(ErrorKey.directoryUserPassword, 400);
  // The hash is read again after the throttle's wait, so a password set meanwhile is the one checked.
  const right = await checkPasswordThrottled(deps, { email: user.email, ip: actor.ip }, async () => {
    const stored = (await repo.findUserById(deps.db, targetId))?.passwordHash;
    return stored ? verifyPassword(deps, oldPassword, stored) : false;
  });
  if (!right) {
    throw new AppError(ErrorKey.oldPasswordIncorrect, 400, { oldPassword: ErrorKey.oldPasswordIncorrect });
  }
  const passwordHash = await hashNewPassword(deps, newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, targetId, { passwordHash });
    // Other devices must sign in again with the new password; this one stays signed in.
    await endOtherSessions(tx, targetId, actor.sessionId);
    await recordAudit(tx, actor, { action: 'users.passwordChanged' });
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

/**
 * Admin or regular access per department (the first role with and without `admin`, docs/permissions.md).
 * The user's own role (users.role_id) is left alone: it is where provider permissions come from, so a
 * department's role must never become it.
 */
export async function grantBranchAccess(
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
}

/**
 * A new account for someone the organisation's directory signed in: no password (the directory keeps it),
 * regular access to the departments their domain signs in to, and no own role, so no provider permission.
 */
export async function createDirectoryAccount(
  db: Db,
  values: Pick<repo.NewUser, 'email' | 'firstName' | 'lastName'>,
  branchIds: number[],
): Promise<string> {
  const user = await repo.insertUser(db, { ...values, isDirectoryUser: true, passwordHash: null });
  await grantBranchAccess(
    db,
    user.id,
    branchIds.map((id) => ({ id, isAdmin: false })),
  );
  return user.id;
}

/**
 * An account whose domain now signs in through the directory: its password is removed, so someone the
 * organisation removed from its directory cannot go on signing in with it.
 */
export async function makeDirectoryAccount(db: Db, userId: string): Promise<void> {
  await repo.updateUser(db, userId, { isDirectoryUser: true, passwordHash: null });
}

/** The account of an address with its password hash, for signing in and password resets. */
export function findUserByEmail(db: Db, email: string): Promise<repo.UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await repo.updateUser(db, userId, { passwordHash });
}

/** The user's id as stored and whether they are active; undefined for an unknown id. */
export async function findUserStatus(
  db: Db,
  userId: string,
): Promise<{ id: string; active: boolean } | undefined> {
  const user = await repo.findUserById(db, userId);
  return user && { id: user.id, active: user.active };
}

/** The departments the user has access to, with the user's permissions in each, by name. */
export async function listBranchesOfUser(db: Db, userId: string): Promise<BranchRecord[]> {
  return listBranchRecords(db, await repo.findAccessOfUser(db, userId));
}

/** Active users with access to the department among these addresses or ids (for responsible agents, watchers
 * and bookings). */
export function findActiveUsersWithAccess(
  db: Db,
  branchId: number,
  by: { emails?: string[]; ids?: string[] },
): Promise<repo.UserRow[]> {
  return repo.findActiveUsersWithAccess(db, branchId, by);
}

/** The department's active admins, for mails about its settings (a paused webhook). */
export function findActiveAdminsOfBranch(db: Db, branchId: number): Promise<repo.UserRow[]> {
  return repo.findActiveHoldersOfBranchPermission(db, branchId, 'admin');
}

/** The department's active approvers (orders.approve), for the orders that wait for them. */
export function findActiveApproversOfBranch(db: Db, branchId: number): Promise<repo.UserRow[]> {
  return repo.findActiveHoldersOfBranchPermission(db, branchId, 'orders.approve');
}

/** The users of the ids (any state), for mailing them. */
export function findUsersByIds(db: Db, ids: string[]): Promise<repo.UserRow[]> {
  return repo.findUsersByIds(db, ids);
}

/** The signed-in user's address, for what they write or submit. */
export async function findUserEmail(db: Db, userId: string): Promise<string | undefined> {
  return (await repo.findUserById(db, userId))?.email;
}

/** Anyone with access to the department: its active users, by name. */
export async function listActiveUsersOfBranch(deps: AppDeps, actor: Actor, branchId: number) {
  assertBranchAccess(actor, branchId);
  const users = await repo.findActiveUsersOfBranch(deps.db, branchId);
  return users.map(({ id, email, firstName, lastName }) => ({ id, email, firstName, lastName }));
}

/**
 * Where a mail to the user goes: their address, and the language and zone they are told in (their own, else
 * the department's: recipient-language.ts); undefined for an unknown user.
 */
export async function findMailRecipient(db: Db, userId: string, branch?: BranchLanguage | null) {
  const user = await repo.findUserById(db, userId);
  return user && { email: user.email, ...languageAndZoneOfUser(user, branch) };
}

/** What the actor may do, for the portal's menus: their grants, and whether the signed-in person impersonates. */
export async function describePermissions(deps: AppDeps, actor: Actor): Promise<UserPermissions> {
  return {
    permissions: [...actor.permissions],
    branches: [...actor.branchPermissions].map(([branchId, granted]) => ({
      branchId,
      permissions: [...granted],
    })),
    mayImpersonate: await mayImpersonate(deps.db, actor.actingUserId),
    photographer: await isPhotographerAccount(deps, actor.userId),
  };
}
