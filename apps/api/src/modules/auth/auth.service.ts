import { ErrorKey } from '@portal/contracts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findUserByEmail, updateUser } from '../users/users.repo.ts';
import { passwordResetMail } from './auth.mails.ts';
import { accountKey, clientKey, RESET_TOKEN_LIFETIME_MS, SESSION_POLICY, THROTTLE } from './auth.policy.ts';
import * as repo from './auth.repo.ts';
import {
  createRandomToken,
  hashPassword,
  hashToken,
  UNKNOWN_ACCOUNT_HASH,
  verifyPassword,
} from './secrets.ts';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface StartedSession {
  token: string;
  userId: string;
  remember: boolean;
}

export async function startSession(
  deps: AppDeps,
  userId: string,
  remember: boolean,
  client: ClientInfo,
): Promise<StartedSession> {
  const now = nowOf(deps);
  const token = createRandomToken();
  const policy = remember ? SESSION_POLICY.remember : SESSION_POLICY.browser;
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    remember,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
    userAgent: client.userAgent?.slice(0, 500),
    ip: client.ip,
  });
  return { token, userId, remember };
}

export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string; remember: boolean },
  client: ClientInfo,
): Promise<StartedSession> {
  const now = nowOf(deps);
  const keys = [accountKey(input.email), clientKey(client.ip)];
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const failures = await repo.findFailureCounts(deps.db, keys, windowStart);
  if (
    (failures.get(keys[0] as string) ?? 0) >= THROTTLE.maxFailuresPerAccount ||
    (failures.get(keys[1] as string) ?? 0) >= THROTTLE.maxFailuresPerClient
  ) {
    throw new AppError(ErrorKey.tooManyAttempts, 429);
  }

  const user = await findUserByEmail(deps.db, input.email);
  // Always run the slow hash, so an unknown account answers in about the same time as a wrong password.
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!user?.active || !user.passwordHash || !passwordMatches) {
    await repo.recordFailures(deps.db, keys, now, windowStart);
    await recordAudit(deps.db, {
      actorUserId: user?.id ?? null,
      action: 'auth.signInFailed',
      ip: client.ip,
      details: { email: input.email },
    });
    throw new AppError(ErrorKey.invalidCredentials, 401);
  }

  await repo.clearFailures(deps.db, accountKey(input.email));
  const session = await startSession(deps, user.id, input.remember, client);
  await recordAudit(deps.db, { actorUserId: user.id, action: 'auth.signedIn', ip: client.ip });
  return session;
}

/** The live session of a token, after applying the idle rule; undefined when there is none. */
export async function resolveSession(deps: AppDeps, token: string) {
  const now = nowOf(deps);
  const session = await repo.findLiveSession(deps.db, hashToken(token), now);
  if (!session) return undefined;
  const policy = session.remember ? SESSION_POLICY.remember : SESSION_POLICY.browser;
  if (now.getTime() - session.lastSeenAt.getTime() > policy.idleMs) {
    await repo.deleteSessionById(deps.db, session.id);
    return undefined;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_POLICY.touchEveryMs) {
    await repo.touchSession(deps.db, session.id, now);
  }
  return session;
}

export async function signOut(deps: AppDeps, token: string, actorUserId: string | null, ip: string) {
  await repo.deleteSessionByTokenHash(deps.db, hashToken(token));
  if (actorUserId) await recordAudit(deps.db, { actorUserId, action: 'auth.signedOut', ip });
}

/** Mails a single-use reset link. Unknown addresses get the same answer, so accounts cannot be probed. */
export async function requestPasswordReset(deps: AppDeps, email: string, locale: string, ip: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.active) return;
  if (user.isDirectoryUser) throw new AppError(ErrorKey.directoryUserPassword, 400);
  const now = nowOf(deps);
  const token = createRandomToken();
  const tokenHash = hashToken(token);
  await repo.insertResetToken(deps.db, {
    tokenHash,
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(passwordResetMail(locale, user.email, user.firstName, link));
  } catch (error) {
    deps.logger.error({ err: error }, 'password reset mail failed');
    await repo.deleteResetToken(deps.db, tokenHash);
    throw new AppError(ErrorKey.recoveryMailFailed, 503);
  }
  await recordAudit(deps.db, { actorUserId: user.id, action: 'auth.passwordResetRequested', ip });
}

export async function assertResetTokenUsable(deps: AppDeps, token: string): Promise<void> {
  const row = await repo.findUsableResetToken(deps.db, hashToken(token), nowOf(deps));
  if (!row) throw new AppError(ErrorKey.resetLinkInvalid, 410);
}

/** Sets the new password, uses up the link and ends every session of the user, all or nothing. */
export async function resetPassword(deps: AppDeps, token: string, password: string, ip: string) {
  const now = nowOf(deps);
  const tokenHash = hashToken(token);
  const row = await repo.findUsableResetToken(deps.db, tokenHash, now);
  if (!row) throw new AppError(ErrorKey.resetLinkInvalid, 410);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.markResetTokenUsed(tx, tokenHash, now))) {
      throw new AppError(ErrorKey.resetLinkInvalid, 410);
    }
    await updateUser(tx, row.userId, { passwordHash });
    await repo.deleteSessionsOfUser(tx, row.userId);
    await recordAudit(tx, { actorUserId: row.userId, action: 'auth.passwordReset', ip });
  });
}
