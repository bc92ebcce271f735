import {
  AUTH_SCHEME,
  DIRECTORY_SCHEME,
  ErrorKey,
  IMPERSONATION_HEADER,
  type LoginUrlQuery,
  type LoginUrlResponse,
  mapLocale,
  portalPathOf,
} from '@portal/contracts';
import type { Caller, StartedSession } from '../../actor.ts';
import { AppError, RetryLaterError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { DIRECTORY_START_PATH, directoryBranchIdsOf } from '../directory/directory.service.ts';
import { findUserByEmail, setPasswordHash } from '../users/users.service.ts';
import { directoryUserPasswordMail, passwordResetMail } from './auth.mails.ts';
import {
  RESET_REQUESTS,
  RESET_TOKEN_LIFETIME_MS,
  resetClientKey,
  resetEmailKey,
  secondsLeftInWindow,
} from './auth.policy.ts';
import * as repo from './auth.repo.ts';
import {
  createRandomToken,
  hashNewPassword,
  hashToken,
  needsRehash,
  PASSWORD_COST,
  unknownAccountHash,
  verifyPassword,
} from './secrets.ts';
import { type ClientInfo, startSession } from './sessions.service.ts';
import { checkPasswordThrottled } from './sign-in-throttle.ts';

export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string; remember: boolean },
  client: ClientInfo,
): Promise<StartedSession> {
  const cost = deps.passwordCost ?? PASSWORD_COST;
  let user: Awaited<ReturnType<typeof findUserByEmail>>;
  const signsIn = await checkPasswordThrottled(deps, { email: input.email, ip: client.ip }, async () => {
    user = await findUserByEmail(deps.db, input.email);
    // Always run the slow hash, so an unknown account answers in about the same time as a wrong password.
    const matches = await verifyPassword(
      deps,
      input.password,
      user?.passwordHash ?? unknownAccountHash(cost),
    );
    return Boolean(user?.active && user.passwordHash && matches);
  });
  if (!signsIn || !user?.passwordHash) {
    await recordAudit(
      deps.db,
      { actingUserId: user?.id ?? null, ip: client.ip },
      { action: 'auth.signInFailed', details: { email: input.email } },
    );
    throw new AppError(ErrorKey.invalidCredentials, 401);
  }

  if (needsRehash(user.passwordHash, cost)) {
    await upgradePasswordHash(deps, user.id, input.email, user.passwordHash, input.password);
  }
  const session = await startSession(deps, user.id, input.remember, client);
  await recordAudit(deps.db, { actingUserId: user.id, ip: client.ip }, { action: 'auth.signedIn' });
  return session;
}

/**
 * Replaces a hash made at an older, weaker cost, now that the right password is in hand. The stored hash
 * is read again right before the write and must still be the one just verified, so a password set during
 * the slow hash is not undone. A hub too busy to hash leaves it for a later sign-in.
 */
async function upgradePasswordHash(
  deps: AppDeps,
  userId: string,
  email: string,
  verifiedHash: string,
  password: string,
): Promise<void> {
  let passwordHash: string;
  try {
    passwordHash = await hashNewPassword(deps, password);
  } catch (error) {
    if (error instanceof RetryLaterError) return;
    throw error;
  }
  const current = await findUserByEmail(deps.db, email);
  if (current?.id === userId && current.passwordHash === verifiedHash) {
    await setPasswordHash(deps.db, userId, passwordHash);
  }
}

export const PASSWORD_RESET_MAIL_JOB = 'password-reset-mail';

export interface PasswordResetMailJobData {
  email: string;
  /** The portal's language when the link was asked for; else the user's own. */
  locale?: string;
  ip: string;
}

/**
 * Asks for a reset mail. The answer is the same, and as quick, for every address: the mail is sent by a
 * job, so neither the answer nor its timing tells whether an account exists, signs in through the
 * directory, or whether the mail server is down. Throttled per address asked for and per client.
 */
export async function requestPasswordReset(deps: AppDeps, data: PasswordResetMailJobData): Promise<void> {
  const now = nowOf(deps);
  const windowStart = new Date(now.getTime() - RESET_REQUESTS.windowMs);
  const fromClient = await repo.countAttempt(deps.db, resetClientKey(data.ip), now, windowStart);
  if (fromClient.count > RESET_REQUESTS.maxPerClient) {
    const secondsLeft = secondsLeftInWindow(fromClient.windowStartedAt, RESET_REQUESTS.windowMs, now);
    throw new RetryLaterError(ErrorKey.resetRequestsTooMany, 429, secondsLeft);
  }
  const forEmail = await repo.countAttempt(deps.db, resetEmailKey(data.email), now, windowStart);
  // Past the limit nothing more is sent, but the answer stays the same: another one would tell a
  // stranger that someone asked for this address.
  if (forEmail.count > RESET_REQUESTS.maxPerEmail) return;
  await deps.jobs.send(PASSWORD_RESET_MAIL_JOB, data);
}

/**
 * The job: a single-use link for a password user, a note that the directory keeps the password for a
 * directory user, nothing for an unknown or inactive address. When the mail fails the link is deleted and
 * the job fails, so the queue tries again with a new link.
 */
export async function sendPasswordResetMail(deps: AppDeps, data: PasswordResetMailJobData): Promise<void> {
  const user = await findUserByEmail(deps.db, data.email);
  if (!user?.active) return;
  const locale = mapLocale(data.locale ?? user.locale) ?? 'en';
  if (user.isDirectoryUser) {
    await deps.mailer.send(
      directoryUserPasswordMail(locale, user.email, user.firstName, `${deps.config.publicUrl}/login`),
    );
    return;
  }
  const token = createRandomToken();
  const tokenHash = hashToken(token);
  await repo.insertResetToken(deps.db, {
    tokenHash,
    userId: user.id,
    expiresAt: new Date(nowOf(deps).getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(passwordResetMail(locale, user.email, user.firstName, link));
  } catch (error) {
    await repo.deleteResetToken(deps.db, tokenHash);
    throw error;
  }
  await recordAudit(
    deps.db,
    { actingUserId: user.id, ip: data.ip },
    { action: 'auth.passwordResetRequested' },
  );
}

export async function assertResetTokenUsable(deps: AppDeps, token: string): Promise<void> {
  const row = await repo.findUsableResetToken(deps.db, hashToken(token), nowOf(deps));
  if (!row) throw new AppError(ErrorKey.resetLinkInvalid, 410);
}

/** Sets the new password, uses up the link and ends every session of the user, all or nothing. */
export async function resetPassword(deps: AppDeps, caller: Caller, token: string, password: string) {
  const now = nowOf(deps);
  const tokenHash = hashToken(token);
  const row = await repo.findUsableResetToken(deps.db, tokenHash, now);
  if (!row) throw new AppError(ErrorKey.resetLinkInvalid, 410);
  const passwordHash = await hashNewPassword(deps, password);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.markResetTokenUsed(tx, tokenHash, now))) {
      throw new AppError(ErrorKey.resetLinkInvalid, 410);
    }
    await setPasswordHash(tx, row.userId, passwordHash);
    await repo.deleteSessionsOfUser(tx, row.userId);
    await recordAudit(tx, { actingUserId: row.userId, ip: caller.ip }, { action: 'auth.passwordReset' });
  });
}

/** Reset links mailed before stop working (the account now signs in through the directory). */
export async function forgetResetLinks(db: Db, userId: string): Promise<void> {
  await repo.deleteUnusedResetTokensOfUser(db, userId);
}

/**
 * Where and how to sign in: the portal's own page for password users; for an address whose domain signs in
 * through the organisation's directory, the hub's start of that sign-in
 * (docs/decisions/0074-directory-sign-in-with-openid-client.md). A redirectUrl that is not a page of the
 * portal is refused (400), so its caller learns why.
 */
export async function describeSignIn(deps: AppDeps, query: LoginUrlQuery): Promise<LoginUrlResponse> {
  const { email } = query;
  const redirectUrl = query.redirectUrl ? portalPathOf(query.redirectUrl, deps.config.publicUrl) : undefined;
  if (query.redirectUrl && !redirectUrl) {
    throw new AppError(ErrorKey.redirectNotAllowed, 400, { redirectUrl: ErrorKey.redirectNotAllowed });
  }
  const directory = (await directoryBranchIdsOf(deps, email)).length > 0;
  const loginUrl = new URL(directory ? DIRECTORY_START_PATH : '/login', deps.config.publicUrl);
  if (redirectUrl) loginUrl.searchParams.set('redirectUrl', redirectUrl);
  if (directory && email) loginUrl.searchParams.set('email', email);
  return {
    authenticationScheme: directory ? DIRECTORY_SCHEME : AUTH_SCHEME,
    loginUrl: `${loginUrl.pathname}${loginUrl.search}`,
    logoutUrl: '/login',
    resetPasswordUrl: '/forgot-password',
    resetPasswordErrorCode: ErrorKey.directoryUserPassword,
    impersonatingUserIdHeaderName: IMPERSONATION_HEADER,
  };
}
