import { IMPERSONATION_HEADER } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildOffices,
  buildUser,
  mailsTo,
  signIn,
  signInStatus,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { passwordResetTokens } from '../auth/auth.table.ts';
import { createRandomToken, hashToken } from '../auth/secrets.ts';
import { findUserById } from './users.repo.ts';
import { emailChangeRequests, roles } from './users.table.ts';

const HOUR = 60 * 60 * 1000;

// Only the owner changes an address, by a link mailed to the new one.
describe('email change', async () => {
  const { app, db, mail, setNow } = await createTestApp();
  const { officeA, adminA, adminB, roles: officeRoles } = await buildOffices(db);
  const adminACookie = await signIn(app, adminA.email);

  let counter = 0;
  const newAddress = () => {
    counter += 1;
    return `moved${counter}-${Date.now()}@new-home.test`;
  };
  const newAgentOfA = () => buildUser(db, [{ branchId: officeA.id, roleId: officeRoles.regular.id }]);

  const requestChange = (
    userId: string,
    headers: Record<string, string>,
    newEmail: string,
    password = TEST_PASSWORD,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/User/id/${userId}/email-change`,
      headers,
      payload: { newEmail, password },
    });

  const confirm = (token: string, headers: Record<string, string> = csrfHeader) =>
    app.inject({ method: 'POST', url: '/api/User/email-change/confirm', headers, payload: { token } });

  const tokenMailedTo = (email: string) => {
    const text = mailsTo(mail.received, email).at(-1)?.text ?? '';
    return /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  };

  const isSignedIn = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/Authentication/user', headers: { cookie } })).statusCode ===
    200;

  it('answers 401 without a session', async () => {
    const user = await newAgentOfA();
    expect((await requestChange(user.id, csrfHeader, newAddress())).statusCode).toBe(401);
  });

  it('changes the address only through the link mailed to it, ends the other sessions and tells the old address', async () => {
    const user = await newAgentOfA();
    const current = await signIn(app, user.email);
    const other = await signIn(app, user.email, TEST_PASSWORD, true);
    // A reset link mailed to the old address before the change.
    const resetToken = createRandomToken();
    await db.insert(passwordResetTokens).values({
      tokenHash: hashToken(resetToken),
      userId: user.id,
      expiresAt: new Date(Date.now() + HOUR),
    });
    const target = newAddress();

    const requested = await requestChange(user.id, portalHeaders(current), target.toUpperCase());
    expect(requested.statusCode).toBe(204);
    const mailed = mailsTo(mail.received, target);
    expect(mailed.map((item) => item.subject)).toEqual(['Confirm your new email address']);
    const token = tokenMailedTo(target);
    expect(token).toBeDefined();
    // Nothing changes until the link is opened.
    expect((await findUserById(db, user.id))?.email).toBe(user.email);
    expect(await isSignedIn(other)).toBe(true);

    const confirmed = await confirm(token ?? '', portalHeaders(current));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: target });
    expect((await findUserById(db, user.id))?.email).toBe(target);
    expect(await isSignedIn(current)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(await signInStatus(app, target)).toBe(200);
    expect(await signInStatus(app, user.email)).toBe(401);
    const reset = await app.inject({
      method: 'GET',
      url: `/api/Authentication/password/reset/${resetToken}`,
    });
    expect(reset.statusCode).toBe(410);
    const notice = mailsTo(mail.received, user.email).at(-1);
    expect(notice?.subject).toBe('Your email address has been changed');
    expect(notice?.text).toContain(target);

    // The link works once.
    const again = await confirm(token ?? '');
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('users.messages.emailChangeLinkInvalid');
  });

  it('a link opened without a session changes the address and ends every session', async () => {
    const user = await newAgentOfA();
    const cookie = await signIn(app, user.email);
    const target = newAddress();
    await requestChange(user.id, portalHeaders(cookie), target);
    expect((await confirm(tokenMailedTo(target) ?? '')).statusCode).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('an admin cannot ask to change a colleague’s address, and nothing is mailed', async () => {
    const user = await newAgentOfA();
    const target = newAddress();
    const response = await requestChange(user.id, portalHeaders(adminACookie), target, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(mailsTo(mail.received, target)).toEqual([]);
    expect((await findUserById(db, user.id))?.email).toBe(user.email);
  });

  it('a support user impersonating someone cannot change their address', async () => {
    const [support] = await db
      .insert(roles)
      .values({ name: `Support ${Date.now()}`, permissions: ['impersonate'] })
      .returning();
    const supporter = await buildUser(db, [], { roleId: support?.id });
    const user = await newAgentOfA();
    const target = newAddress();
    const response = await requestChange(
      user.id,
      { ...portalHeaders(await signIn(app, supporter.email)), [IMPERSONATION_HEADER]: user.id },
      target,
    );
    expect(response.statusCode).toBe(403);
    expect(mailsTo(mail.received, target)).toEqual([]);
  });

  it('someone with a stolen session cannot change the address without the password', async () => {
    const user = await newAgentOfA();
    const cookie = await signIn(app, user.email);
    const target = newAddress();
    const response = await requestChange(user.id, portalHeaders(cookie), target, 'guessed-wrong1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'users.messages.currentPasswordIncorrect',
      fields: { password: 'users.messages.currentPasswordIncorrect' },
    });
    expect(mailsTo(mail.received, target)).toEqual([]);
  });

  it('answers an address that has an account exactly like a free one; its owner gets a notice, not a link', async () => {
    const user = await newAgentOfA();
    const cookie = await signIn(app, user.email);
    const free = await requestChange(user.id, portalHeaders(cookie), newAddress());
    const taken = await requestChange(user.id, portalHeaders(cookie), adminB.email);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);
    const notice = mailsTo(mail.received, adminB.email).at(-1);
    expect(notice?.subject).toBe('Your email address was given for a portal account');
    expect(tokenMailedTo(adminB.email)).toBeUndefined();
    expect((await findUserById(db, user.id))?.email).toBe(user.email);
  });

  it('refuses the current address and a bad one with 400 on newEmail', async () => {
    const user = await newAgentOfA();
    const cookie = await signIn(app, user.email);
    const same = await requestChange(user.id, portalHeaders(cookie), user.email);
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ newEmail: 'users.messages.emailUnchanged' });
    const bad = await requestChange(user.id, portalHeaders(cookie), 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('newEmail');
  });

  it('a newer request replaces the older link, and a link expires after a day', async () => {
    const user = await newAgentOfA();
    const cookie = await signIn(app, user.email, TEST_PASSWORD, true);
    const first = newAddress();
    const second = newAddress();
    await requestChange(user.id, portalHeaders(cookie), first);
    await requestChange(user.id, portalHeaders(cookie), second);
    expect((await confirm(tokenMailedTo(first) ?? '')).statusCode).toBe(410);
    try {
      setNow(new Date(Date.now() + 25 * HOUR));
      expect((await confirm(tokenMailedTo(second) ?? '')).statusCode).toBe(410);
    } finally {
      setNow(undefined);
    }
    expect((await findUserById(db, user.id))?.email).toBe(user.email);
  });

  it('answers 409 when the address got an account after the link was sent, and keeps the old one', async () => {
    const user = await newAgentOfA();
    const cookie = await signIn(app, user.email);
    const target = newAddress();
    await requestChange(user.id, portalHeaders(cookie), target);
    await buildUser(db, [], { email: target });
    const response = await confirm(tokenMailedTo(target) ?? '');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('users.messages.emailTaken');
    expect((await findUserById(db, user.id))?.email).toBe(user.email);
  });

  it('answers 503 when the mail cannot be sent, and the link would not work', async () => {
    const user = await newAgentOfA();
    const cookie = await signIn(app, user.email);
    mail.failNextMessage();
    const response = await requestChange(user.id, portalHeaders(cookie), newAddress());
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('auth.pages.forgotPassword.mailFailed');
    const requests = await db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, user.id));
    expect(requests).toEqual([]);
  });

  it('answers an unknown or malformed link with 410 and 400', async () => {
    expect((await confirm('this-is-not-a-real-token')).statusCode).toBe(410);
    expect((await confirm('short')).statusCode).toBe(400);
  });
});
