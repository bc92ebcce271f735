import { ErrorKey, mapLocale } from '@portal/contracts';
import {
  type Actor,
  assertNotImpersonating,
  assertProviderPermission,
  type StartedSession,
} from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findUserStatus, findUsersByIds } from '../users/users.service.ts';
import { createRandomToken, hashToken } from './secrets.ts';
import { type ClientInfo, startSession } from './sessions.service.ts';
import { signInLinkMail } from './sign-in-links.mails.ts';
import * as repo from './sign-in-links.repo.ts';

// External sign-in by link (docs/decisions/0076-sign-in-by-link.md): provider staff have the hub mail a user
// a link that signs them in once, within minutes. The link names the user and carries a random token whose
// hash is kept; the staff member never sees it.

export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60 * 1000;
/** The portal's external sign-in page, which shows "validating" while it calls signInWithLink. */
const SIGN_IN_LINK_PAGE = '/external-sign-in';

export async function sendSignInLink(deps: AppDeps, actor: Actor, userId: string, locale?: string) {
  assertProviderPermission(actor, 'signInLinks.send');
  assertNotImpersonating(actor);
  const [user] = await findUsersByIds(deps.db, [userId]);
  if (!user?.active) throw new AppError(ErrorKey.notFound, 404);
  // The organisation's directory decides who of its people signs in; a link would go around it.
  if (user.isDirectoryUser) throw new AppError(ErrorKey.signInLinkDirectoryUser, 400);
  const token = createRandomToken();
  const tokenHash = hashToken(token);
  const now = nowOf(deps);
  await repo.replaceSignInLink(deps.db, {
    tokenHash,
    userId,
    createdBy: actor.actingUserId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS),
  });
  const link = new URL(SIGN_IN_LINK_PAGE, deps.config.publicUrl);
  link.searchParams.set('user', userId);
  link.searchParams.set('token', token);
  try {
    const mailLocale = mapLocale(locale ?? user.locale) ?? 'en';
    await deps.mailer.send(signInLinkMail(mailLocale, user.email, user.firstName, link.href));
  } catch (error) {
    deps.logger.error({ err: error }, 'sign-in link mail failed');
    await repo.deleteSignInLink(deps.db, tokenHash);
    throw new AppError(ErrorKey.recoveryMailFailed, 503);
  }
  await recordAudit(deps.db, actor, { action: 'auth.signInLinkSent', targetType: 'user', targetId: userId });
}

/**
 * Public: the link's user and token start a session, once. A used, expired, altered or another user's link,
 * or a deactivated user, answers 410 with the spec's message and signs nobody in.
 */
export async function signInWithLink(
  deps: AppDeps,
  client: ClientInfo,
  link: { userId: string; token: string },
): Promise<StartedSession> {
  const used = await repo.useSignInLink(deps.db, hashToken(link.token), link.userId, nowOf(deps));
  const user = used ? await findUserStatus(deps.db, link.userId) : undefined;
  if (!user?.active) {
    await recordAudit(
      deps.db,
      { actingUserId: null, ip: client.ip },
      {
        action: 'auth.signInLinkRefused',
        details: { userId: link.userId },
      },
    );
    throw new AppError(ErrorKey.signInLinkInvalid, 410);
  }
  const session = await startSession(deps, user.id, false, client);
  await recordAudit(
    deps.db,
    { actingUserId: user.id, ip: client.ip },
    {
      action: 'auth.signedIn',
      details: { method: 'link' },
    },
  );
  return session;
}

/** Nightly: links that were used or expired more than a day ago. */
export function removeEndedSignInLinks(deps: AppDeps): Promise<number> {
  return repo.deleteSignInLinksEndedBefore(deps.db, new Date(nowOf(deps).getTime() - 24 * 60 * 60 * 1000));
}
