import { type EmailChangeBody, type EmailChangeConfirmed, ErrorKey } from '@portal/contracts';
import type { Actor, Caller } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createRandomToken, hashToken, verifyPassword } from '../auth/secrets.ts';
import { endOtherSessions } from '../auth/sessions.service.ts';
import { checkPasswordThrottled } from '../auth/sign-in-throttle.ts';
import { emailChangeConfirmMail, emailChangedMail, emailTakenMail } from './users.mails.ts';
import * as repo from './users.repo.ts';

/** A day: long enough to reach the new mailbox, short enough that a forgotten link soon stops working. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * POST /User/id/{id}/email-change: the user themself (never an admin, never while impersonating), proving it
 * is them with their password, asks for a new address. The link goes to the new address; nothing changes
 * until it is opened. An address that already has an account gets a notice instead of a link, and the caller
 * gets the same answer either way, so the call cannot be used to find out which addresses have accounts.
 */
export async function requestEmailChange(
  deps: AppDeps,
  actor: Actor,
  targetId: string,
  body: EmailChangeBody,
): Promise<void> {
  if (targetId !== actor.userId || actor.impersonating) throw new AppError(ErrorKey.forbidden, 403);
  const user = await repo.findUserById(deps.db, targetId);
  if (!user) throw new AppError(ErrorKey.notFound, 404);
  if (user.isDirectoryUser || !user.passwordHash) throw new AppError(ErrorKey.emailChangeDirectoryUser, 400);
  // The hash is read again after the throttle's wait, so a password set meanwhile is the one checked.
  const right = await checkPasswordThrottled(deps, { email: user.email, ip: actor.ip }, async () => {
    const stored = (await repo.findUserById(deps.db, targetId))?.passwordHash;
    return stored ? verifyPassword(deps, body.password, stored) : false;
  });
  if (!right) {
    throw new AppError(ErrorKey.currentPasswordIncorrect, 400, {
      password: ErrorKey.currentPasswordIncorrect,
    });
  }
  if (body.newEmail === user.email) {
    throw new AppError(ErrorKey.emailUnchanged, 400, { newEmail: ErrorKey.emailUnchanged });
  }

  const taken = await repo.findUserByEmail(deps.db, body.newEmail);
  const token = createRandomToken();
  const tokenHash = hashToken(token);
  if (!taken) {
    await repo.replaceEmailChangeRequest(deps.db, {
      tokenHash,
      userId: user.id,
      newEmail: body.newEmail,
      expiresAt: new Date(nowOf(deps).getTime() + EMAIL_CHANGE_LIFETIME_MS),
    });
  }
  try {
    await deps.mailer.send(
      taken
        ? emailTakenMail({
            locale: user.locale,
            to: body.newEmail,
            portalUrl: `${deps.config.publicUrl}/login`,
          })
        : emailChangeConfirmMail({
            locale: user.locale,
            to: body.newEmail,
            firstName: user.firstName,
            link: `${deps.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`,
          }),
    );
  } catch (error) {
    deps.logger.error({ err: error }, 'email change mail failed');
    if (!taken) await repo.deleteEmailChangeRequest(deps.db, tokenHash);
    throw new AppError(ErrorKey.recoveryMailFailed, 503);
  }
  await recordAudit(deps.db, actor, {
    action: 'users.emailChangeRequested',
    targetType: 'user',
    targetId: user.id,
    details: { newEmail: body.newEmail },
  });
}

/**
 * POST /User/email-change/confirm: whoever opens the link mailed to the new address (it proves they own it;
 * the request itself needed the user's password). Changes the address once, ends the user's other sessions
 * (the one confirming, if it is the user's own, stays) and tells the old address.
 */
export async function confirmEmailChange(
  deps: AppDeps,
  caller: Caller,
  signedIn: Actor | null,
  token: string,
): Promise<EmailChangeConfirmed> {
  const now = nowOf(deps);
  const tokenHash = hashToken(token);
  const change = await repo.findUsableEmailChange(deps.db, tokenHash, now);
  const user = change && (await repo.findUserById(deps.db, change.userId));
  if (!change || !user?.active) throw new AppError(ErrorKey.emailChangeLinkInvalid, 410);
  const keepSessionId =
    signedIn && !signedIn.impersonating && signedIn.userId === user.id ? signedIn.sessionId : undefined;

  await deps.db.transaction(async (tx) => {
    if (!(await repo.markEmailChangeUsed(tx, tokenHash, now))) {
      throw new AppError(ErrorKey.emailChangeLinkInvalid, 410);
    }
    // The address may have got an account since the link was sent; its owner may be told so.
    const taken = await repo.findUserByEmail(tx, change.newEmail);
    if (taken && taken.id !== user.id) throw new AppError(ErrorKey.emailTaken, 409);
    await repo.updateUser(tx, user.id, { email: change.newEmail });
    await endOtherSessions(tx, user.id, keepSessionId);
    await recordAudit(
      tx,
      { actingUserId: user.id, ip: caller.ip },
      {
        action: 'users.emailChanged',
        targetType: 'user',
        targetId: user.id,
        details: { from: user.email, to: change.newEmail },
      },
    );
  });

  try {
    await deps.mailer.send(
      emailChangedMail({
        locale: user.locale,
        to: user.email,
        firstName: user.firstName,
        newEmail: change.newEmail,
        portalUrl: `${deps.config.publicUrl}/login`,
      }),
    );
  } catch (error) {
    // The change is made and confirmed by the new mailbox; a lost notice must not undo it.
    deps.logger.error({ err: error }, 'email changed notice failed');
  }
  return { email: change.newEmail };
}
