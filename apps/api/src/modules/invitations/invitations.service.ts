import {
  ErrorKey,
  InvitationAcceptBody,
  type InvitationAcceptRequest,
  type InvitationCreateBody,
  type InvitationRecord,
  type PublicInvitation,
  storedPhone,
  type UserRecord,
  zodIssueToKey,
} from '@portal/contracts';
import { type Actor, assertBranchAccess, assertNotImpersonating, type StartedSession } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createRandomToken, hashNewPassword, hashToken } from '../auth/secrets.ts';
import { type ClientInfo, startSession } from '../auth/sessions.service.ts';
import { findBranchesByIds } from '../branches/branches.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { findGrantsOfUser, findInvitedAccessRefusal, managesUsersIn } from '../users/user-grants.service.ts';
import {
  buildUserRecord,
  createInvitedAccount,
  findAccountByEmail,
  findUserEmail,
  findUserName,
  findUserStatus,
  grantBranchAccess,
} from '../users/users.service.ts';
import { invitationMail } from './invitations.mails.ts';
import * as repo from './invitations.repo.ts';

export const INVITATION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

async function toRecord(deps: AppDeps, row: repo.InvitationRow): Promise<InvitationRecord> {
  const branchRows = await findBranchesByIds(
    deps.db,
    row.branches.map((branch) => branch.id),
  );
  const byId = new Map(branchRows.map((branch) => [branch.id, branch]));
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: row.invitedBy,
    invitedByName: row.invitedBy ? (await findUserName(deps.db, row.invitedBy)) || null : null,
    branches: row.branches.map((branch) => ({
      ...branch,
      name: byId.get(branch.id)?.name ?? '',
      countryCode: byId.get(branch.id)?.countryCode ?? '',
    })),
  };
}

/**
 * An invitation grants only what its inviter may grant, by the rule of the access calls, and never to the
 * inviter's own account (403 otherwise).
 */
async function assertMayInvite(deps: AppDeps, actor: Actor, body: InvitationCreateBody) {
  assertNotImpersonating(actor);
  const refusal = await findInvitedAccessRefusal(deps.db, actor, body.branches ?? []);
  if (refusal) throw new AppError(refusal, 403);
  const ownEmail = await findUserEmail(deps.db, actor.userId);
  if (ownEmail?.toLowerCase() === body.email.toLowerCase()) {
    throw new AppError(ErrorKey.inviteOwnAccount, 403, { email: ErrorKey.inviteOwnAccount });
  }
}

/**
 * Whether a pending invitation still stands: its inviter is active and may still grant all of it. An
 * inviter who loses admin rights or is deactivated takes their pending invitations with them.
 */
async function inviterStillGrants(deps: AppDeps, row: repo.InvitationRow): Promise<boolean> {
  if (!row.invitedBy || !(await findUserStatus(deps.db, row.invitedBy))?.active) return false;
  const grants = await findGrantsOfUser(deps.db, row.invitedBy);
  return (await findInvitedAccessRefusal(deps.db, grants, row.branches)) === undefined;
}

/**
 * The pending, unexpired invitation of a mailed link's token whose inviter still grants it; 404
 * inviteInvalid otherwise.
 */
async function findUsableByToken(deps: AppDeps, token: string): Promise<repo.InvitationRow> {
  const row = await repo.findInvitationByTokenHash(deps.db, hashToken(token));
  if (row?.status !== 'PENDING' || row.expiresAt <= nowOf(deps) || !(await inviterStillGrants(deps, row))) {
    throw new AppError(ErrorKey.inviteInvalid, 404);
  }
  return row;
}

/**
 * A pending invitation the caller administers (one of its departments; 404 otherwise), which they may
 * resend or remove when they manage users there (403 otherwise).
 */
async function findManagedPending(deps: AppDeps, actor: Actor, id: string) {
  const row = await repo.findInvitationById(deps.db, id);
  if (row?.status !== 'PENDING' || !row.branches.some((branch) => actor.access.get(branch.id) === true)) {
    throw new AppError(ErrorKey.notFound, 404);
  }
  if (!row.branches.some((branch) => managesUsersIn(actor, branch.id)))
    throw new AppError(ErrorKey.forbidden, 403);
  assertNotImpersonating(actor);
  return row;
}

/** The link carries the token; only the invitee's mailbox ever sees it. */
async function sendInvitationMail(deps: AppDeps, row: repo.InvitationRow, token: string, inviterId: string) {
  const record = await toRecord(deps, row);
  await deps.mailer.send(
    invitationMail({
      locale: row.locale,
      to: row.email,
      inviterName: await findUserName(deps.db, inviterId),
      branchNames: record.branches.map((branch) => branch.name),
      link: `${deps.config.publicUrl}/invite/${encodeURIComponent(token)}`,
    }),
  );
}

export async function createInvitation(deps: AppDeps, actor: Actor, body: InvitationCreateBody) {
  const branches = body.branches ?? [];
  await assertMayInvite(deps, actor, body);
  const token = createRandomToken();
  const row = await repo.insertInvitation(deps.db, {
    tokenHash: hashToken(token),
    email: body.email.toLowerCase(),
    firstName: body.firstName || null,
    lastName: body.lastName || null,
    locale: body.locale ?? 'en',
    branches,
    invitedBy: actor.actingUserId,
    expiresAt: new Date(nowOf(deps).getTime() + INVITATION_LIFETIME_MS),
  });
  try {
    await sendInvitationMail(deps, row, token, actor.actingUserId);
  } catch (error) {
    deps.logger.error({ err: error }, 'invitation mail failed');
    await repo.updateInvitation(deps.db, row.id, { status: 'REMOVED' });
    throw new AppError(ErrorKey.inviteFailed, 503);
  }
  await recordAudit(deps.db, actor, {
    action: 'invitations.created',
    targetType: 'invitation',
    targetId: row.email,
    details: { branches },
  });
  return toRecord(deps, row);
}

export async function listInvitationsOfBranch(deps: AppDeps, actor: Actor, branchId: number) {
  assertBranchAccess(actor, branchId, 'admin');
  const rows = await repo.findPendingInvitationsOfBranch(deps.db, branchId);
  const standing = await Promise.all(rows.map((row) => inviterStillGrants(deps, row)));
  return Promise.all(rows.filter((_, index) => standing[index]).map((row) => toRecord(deps, row)));
}

/** Public: what the page of a mailed link shows, and whether the person must sign in to accept. */
export async function getPublicInvitation(deps: AppDeps, token: string): Promise<PublicInvitation> {
  const row = await findUsableByToken(deps, token);
  const { email, firstName, lastName, expiresAt, branches } = await toRecord(deps, row);
  const accountExists = (await findAccountByEmail(deps.db, row.email)) !== undefined;
  return { email, firstName, lastName, expiresAt, branches, accountExists };
}

export async function removeInvitation(deps: AppDeps, actor: Actor, id: string) {
  const row = await findManagedPending(deps, actor, id);
  await repo.updateInvitation(deps.db, id, { status: 'REMOVED' });
  await recordAudit(deps.db, actor, {
    action: 'invitations.removed',
    targetType: 'invitation',
    targetId: row.email,
  });
}

/** Mails a new link with a fresh lifetime; the link mailed before stops working. */
export async function resendInvitation(deps: AppDeps, actor: Actor, id: string) {
  const row = await findManagedPending(deps, actor, id);
  const token = createRandomToken();
  const updated = await repo.updateInvitation(deps.db, id, {
    tokenHash: hashToken(token),
    expiresAt: new Date(nowOf(deps).getTime() + INVITATION_LIFETIME_MS),
  });
  if (!updated) throw new AppError(ErrorKey.notFound, 404);
  try {
    await sendInvitationMail(deps, updated, token, actor.actingUserId);
  } catch (error) {
    deps.logger.error({ err: error }, 'invitation mail failed');
    // The invitee never got the new link, so the one they have keeps working.
    await repo.updateInvitation(deps.db, id, { tokenHash: row.tokenHash, expiresAt: row.expiresAt });
    throw new AppError(ErrorKey.inviteFailed, 503);
  }
  return toRecord(deps, updated);
}

/** A new account needs every field; the route lets them be left out for an existing account. */
function newAccountDetails(body: InvitationAcceptRequest): InvitationAcceptBody {
  const result = InvitationAcceptBody.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), zodIssueToKey(issue).key]),
  );
  throw new AppError(ErrorKey.badRequest, 400, fields);
}

/**
 * An existing account accepts only in its own session: a link alone (or someone else's session) never signs
 * anyone in as that account nor sets its password.
 */
function assertSignedInAs(signedIn: Actor | null, userId: string) {
  if (!signedIn) throw new AppError(ErrorKey.inviteSignInRequired, 401);
  if (signedIn.impersonating) throw new AppError(ErrorKey.forbidden, 403);
  if (signedIn.userId !== userId) throw new AppError(ErrorKey.inviteOtherAccount, 403);
}

/**
 * Public: accepts the invitation its link's token names. For an address without an account, creates it with
 * the person's details and password (the route then signs them in). For an existing account, the caller
 * must be signed in as it; the invitation's departments are added and nothing else changes. Either way the
 * invitation is used up in the same transaction.
 */
export async function acceptInvitation(
  deps: AppDeps,
  client: ClientInfo,
  signedIn: Actor | null,
  token: string,
  body: InvitationAcceptRequest,
): Promise<{ user: UserRecord; accountCreated: boolean; session?: StartedSession }> {
  const row = await findUsableByToken(deps, token);
  const existing = await findAccountByEmail(deps.db, row.email);
  if (existing?.id === row.invitedBy) throw new AppError(ErrorKey.inviteOwnAccount, 403);
  if (existing) assertSignedInAs(signedIn, existing.id);
  const details = existing ? undefined : newAccountDetails(body);
  const passwordHash = details ? await hashNewPassword(deps, details.password) : undefined;

  const userId = await deps.db.transaction(async (tx) => {
    if (!(await repo.markInvitationAccepted(tx, row.id, nowOf(deps)))) {
      throw new AppError(ErrorKey.inviteInvalid, 404);
    }
    let accountId = existing?.id;
    if (!accountId) {
      // An account made for the address since the check above is not taken over either.
      if (await findAccountByEmail(tx, row.email)) throw new AppError(ErrorKey.inviteSignInRequired, 401);
      accountId = await createInvitedAccount(tx, {
        email: row.email,
        firstName: details?.firstName ?? '',
        lastName: details?.lastName ?? '',
        phoneNumber: storedPhone(details?.mobilePhone),
        passwordHash,
        locale: row.locale,
      });
    }
    await grantBranchAccess(tx, accountId, row.branches);
    const names = details ?? row;
    await notifyUsers(
      tx,
      [row.invitedBy],
      {
        kind: 'invitation_accepted',
        params: { who: `${names.firstName ?? ''} ${names.lastName ?? ''}`.trim() || row.email },
        link: `/users/${accountId}`,
      },
      { actingUserId: accountId, at: nowOf(deps) },
    );
    await recordAudit(
      tx,
      { actingUserId: accountId, ip: client.ip },
      {
        action: 'invitations.accepted',
        targetType: 'invitation',
        targetId: row.email,
        details: { invitationId: row.id, accountCreated: !existing },
      },
    );
    return accountId;
  });
  // A new account is signed in at once; an existing one was already signed in to accept.
  const session = existing ? undefined : await startSession(deps, userId, false, client);
  return { user: await buildUserRecord(deps, userId), accountCreated: !existing, session };
}
