import {
  ErrorKey,
  type InvitationAcceptBody,
  type InvitationCreateBody,
  type InvitationRecord,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { type AppDeps, nowOf } from '../../deps.ts';
import { authOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createRandomToken, hashPassword } from '../auth/secrets.ts';
import { findBranchesByIds } from '../branches/branches.repo.ts';
import * as users from '../users/users.repo.ts';
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
    branches: row.branches.map((branch) => ({
      ...branch,
      name: byId.get(branch.id)?.name ?? '',
      countryCode: byId.get(branch.id)?.countryCode ?? '',
    })),
  };
}

function isUsable(deps: AppDeps, row: repo.InvitationRow | undefined): row is repo.InvitationRow {
  return !!row && row.status === 'PENDING' && row.expiresAt > nowOf(deps);
}

/** Only an admin of a department may hand out access to it. */
function assertAdminOfAll(request: FastifyRequest, branchIds: number[]) {
  const access = authOf(request).access;
  if (!branchIds.every((id) => access.get(id) === true)) throw new AppError(ErrorKey.forbidden, 403);
}

/** Removing or resending needs admin rights in at least one department the invitation is for. */
function assertAdminOfAny(request: FastifyRequest, row: repo.InvitationRow) {
  const access = authOf(request).access;
  if (!row.branches.some((branch) => access.get(branch.id) === true))
    throw new AppError(ErrorKey.notFound, 404);
}

async function sendInvitationMail(deps: AppDeps, row: repo.InvitationRow, inviterId: string) {
  const inviter = await users.findUserById(deps.db, inviterId);
  const record = await toRecord(deps, row);
  await deps.mailer.send(
    invitationMail({
      locale: row.locale,
      to: row.email,
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : '',
      branchNames: record.branches.map((branch) => branch.name),
      link: `${deps.config.publicUrl}/invite/${encodeURIComponent(row.id)}`,
    }),
  );
}

export async function createInvitation(deps: AppDeps, request: FastifyRequest, body: InvitationCreateBody) {
  const auth = authOf(request);
  const branches = body.branches ?? [];
  assertAdminOfAll(
    request,
    branches.map((branch) => branch.id),
  );
  const now = nowOf(deps);
  const row = await repo.insertInvitation(deps.db, {
    id: createRandomToken(),
    email: body.email.toLowerCase(),
    firstName: body.firstName || null,
    lastName: body.lastName || null,
    locale: body.locale ?? 'en',
    branches,
    invitedBy: auth.actorUserId,
    expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
  });
  try {
    await sendInvitationMail(deps, row, auth.actorUserId);
  } catch (error) {
    deps.logger.error({ err: error }, 'invitation mail failed');
    await repo.updateInvitation(deps.db, row.id, { status: 'REMOVED' });
    throw new AppError(ErrorKey.inviteFailed, 503);
  }
  await recordAudit(deps.db, {
    actorUserId: auth.actorUserId,
    action: 'invitations.created',
    targetType: 'invitation',
    targetId: row.email,
    ip: request.ip,
    details: { branches },
  });
  return toRecord(deps, row);
}

export async function listInvitationsOfBranch(deps: AppDeps, request: FastifyRequest, branchId: number) {
  assertAdminOfAll(request, [branchId]);
  const rows = await repo.findPendingInvitationsOfBranch(deps.db, branchId);
  return Promise.all(rows.map((row) => toRecord(deps, row)));
}

/** Public: the invite-accepting page reads the invitation its link names. */
export async function getUsableInvitation(deps: AppDeps, id: string) {
  const row = await repo.findInvitation(deps.db, id);
  if (!isUsable(deps, row)) throw new AppError(ErrorKey.inviteInvalid, 404);
  return toRecord(deps, row);
}

export async function removeInvitation(deps: AppDeps, request: FastifyRequest, id: string) {
  const row = await repo.findInvitation(deps.db, id);
  if (row?.status !== 'PENDING') throw new AppError(ErrorKey.notFound, 404);
  assertAdminOfAny(request, row);
  await repo.updateInvitation(deps.db, id, { status: 'REMOVED' });
  await recordAudit(deps.db, {
    actorUserId: authOf(request).actorUserId,
    action: 'invitations.removed',
    targetType: 'invitation',
    targetId: row.email,
    ip: request.ip,
  });
}

/** Mails the invitation again and gives it a fresh lifetime. */
export async function resendInvitation(deps: AppDeps, request: FastifyRequest, id: string) {
  const row = await repo.findInvitation(deps.db, id);
  if (row?.status !== 'PENDING') throw new AppError(ErrorKey.notFound, 404);
  assertAdminOfAny(request, row);
  const auth = authOf(request);
  const updated = await repo.updateInvitation(deps.db, id, {
    expiresAt: new Date(nowOf(deps).getTime() + INVITATION_LIFETIME_MS),
  });
  try {
    await sendInvitationMail(deps, updated ?? row, auth.actorUserId);
  } catch (error) {
    deps.logger.error({ err: error }, 'invitation mail failed');
    throw new AppError(ErrorKey.inviteFailed, 503);
  }
  return toRecord(deps, updated ?? row);
}

/**
 * Public: creates the account (or, for an existing account, adds the departments) and marks the
 * invitation used, all in one transaction. Returns the user id so the caller can sign them in.
 */
export async function acceptInvitation(deps: AppDeps, id: string, body: InvitationAcceptBody, ip: string) {
  const row = await repo.findInvitation(deps.db, id);
  if (!isUsable(deps, row)) throw new AppError(ErrorKey.inviteInvalid, 404);
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.markInvitationAccepted(tx, id, nowOf(deps)))) {
      throw new AppError(ErrorKey.inviteInvalid, 404);
    }
    const existing = await users.findUserByEmail(tx, row.email);
    const user =
      existing ??
      (await users.insertUser(tx, {
        email: row.email,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.mobilePhone || null,
        passwordHash,
        locale: row.locale,
      }));
    const roleIds = await users.findAccessRoleIds(tx);
    await users.setBranchAccess(
      tx,
      user.id,
      row.branches.map((branch) => ({
        branchId: branch.id,
        roleId: branch.isAdmin ? roleIds.admin : roleIds.regular,
      })),
    );
    if (!user.roleId) await users.updateUser(tx, user.id, { roleId: roleIds.regular });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'invitations.accepted',
      targetType: 'invitation',
      targetId: row.email,
      ip,
    });
    return user.id;
  });
}
