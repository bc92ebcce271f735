import { SESSION_COOKIE } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBranch,
  buildOffices,
  buildUser,
  mailsTo,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { findUserByEmail } from '../users/users.repo.ts';
import { invitations } from './invitations.table.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('invitations routes', async () => {
  const { app, db, mail, setNow } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB, roles } = await buildOffices(db);
  const adminACookie = await signIn(app, adminA.email);
  const agentACookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);

  let emailCounter = 0;
  const freshEmail = () => {
    emailCounter += 1;
    return `invitee${emailCounter}@newcomer.test`;
  };

  const invite = (cookie: string | undefined, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/User/Invitation',
      headers: cookie ? portalHeaders(cookie) : csrfHeader,
      payload,
    });

  /** The token of the newest invitation link mailed to the address: only the invitee's mailbox has it. */
  const tokenMailedTo = (email: string) => {
    const mails = mailsTo(mail.received, email);
    const link = /http:\/\/portal\.test\/invite\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
    if (!link?.[1]) throw new Error(`no invitation link mailed to ${email}`);
    return link[1];
  };

  /** Invites a new address to office A as adminA and returns the invitation with its mailed token. */
  const inviteToA = async (isAdmin = false, email = freshEmail()) => {
    const response = await invite(adminACookie, {
      email,
      firstName: 'Nina',
      lastName: 'Newcomer',
      branches: [{ id: officeA.id, isAdmin }],
    });
    expect(response.statusCode).toBe(201);
    const record = response.json() as { id: string; email: string; expiresAt: string; status: string };
    return { ...record, token: tokenMailedTo(email) };
  };

  const getInvitation = (id: string) => app.inject({ method: 'GET', url: `/api/User/Invitation/${id}` });

  const listOf = (branchId: number, cookie?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/User/Invitation/branch/${branchId}`,
      headers: cookie ? { cookie } : {},
    });

  const accept = (token: string, payload?: Record<string, unknown>, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/User/Invitation/${token}/accept`,
      headers: cookie ? portalHeaders(cookie) : csrfHeader,
      payload,
    });

  const acceptBody = {
    firstName: 'Nina',
    lastName: 'Newcomer',
    mobilePhone: '+45 11 22 33 44',
    password: 'welcome42',
  };

  describe('POST /api/User/Invitation', () => {
    it('answers 401 without a session', async () => {
      const response = await invite(undefined, {
        email: freshEmail(),
        branches: [{ id: officeA.id, isAdmin: false }],
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('errors.unauthorized');
    });

    it('answers no departments with 400 on branches', async () => {
      const response = await invite(adminACookie, { email: freshEmail(), branches: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('errors.badRequest');
      expect(response.json().fields).toEqual({ branches: 'users.invite.needsBranch' });
    });

    it('answers a bad email with 400 on email', async () => {
      const response = await invite(adminACookie, {
        email: 'nope',
        branches: [{ id: officeA.id, isAdmin: false }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('email');
    });

    it('answers 403 for another office’s department, and for a mix of own and other', async () => {
      const before = mail.received.length;
      for (const branches of [
        [{ id: officeB.id, isAdmin: false }],
        [
          { id: officeA.id, isAdmin: false },
          { id: officeB.id, isAdmin: true },
        ],
      ]) {
        const response = await invite(adminACookie, { email: freshEmail(), branches });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('errors.forbidden');
      }
      expect(mail.received).toHaveLength(before);
      expect((await listOf(officeB.id, adminBCookie)).json()).toEqual([]);
    });

    it('answers 403 to an agent who is not admin', async () => {
      const email = freshEmail();
      const response = await invite(agentACookie, { email, branches: [{ id: officeA.id, isAdmin: false }] });
      expect(response.statusCode).toBe(403);
      expect(mailsTo(mail.received, email)).toEqual([]);
    });

    it('creates a pending invitation and mails the invitee a link to it', async () => {
      const email = freshEmail();
      const response = await invite(adminACookie, {
        email: email.toUpperCase(),
        firstName: 'Nina',
        lastName: 'Newcomer',
        locale: 'en',
        branches: [{ id: officeA.id, isAdmin: true }],
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        email,
        firstName: 'Nina',
        lastName: 'Newcomer',
        status: 'PENDING',
        invitedBy: adminA.id,
        branches: [{ id: officeA.id, name: 'Office A', isAdmin: true }],
      });
      const lifetime = Date.parse(body.expiresAt) - Date.parse(body.createdAt);
      expect(Math.abs(lifetime - 14 * DAY)).toBeLessThan(60_000);

      const mails = mailsTo(mail.received, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('You are invited to the property portal');
      expect(mails[0]?.text).toContain('Office A');
      expect(mails[0]?.text).toContain(`${adminA.firstName} ${adminA.lastName}`);
      const token = tokenMailedTo(email);
      expect(token.length).toBeGreaterThanOrEqual(40);
      expect((await getInvitation(token)).statusCode).toBe(200);
    });

    it('writes the mail in the invitation’s language', async () => {
      const email = freshEmail();
      await invite(adminACookie, { email, locale: 'da', branches: [{ id: officeA.id, isAdmin: false }] });
      expect(mailsTo(mail.received, email)[0]?.subject).toBe('Du er inviteret til ejendomsportalen');
    });

    it('answers 503 when the mail server fails and leaves no pending invitation', async () => {
      const email = freshEmail();
      mail.failNextMessage();
      const response = await invite(adminACookie, { email, branches: [{ id: officeA.id, isAdmin: false }] });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'users.invite.failed', message: 'Error inviting the user.' });
      const pending = (await listOf(officeA.id, adminACookie)).json() as { email: string }[];
      expect(pending.map((item) => item.email)).not.toContain(email);
      const rows = await db.select().from(invitations).where(eq(invitations.email, email));
      expect(rows.map((row) => row.status)).toEqual(['REMOVED']);
    });
  });

  describe('GET /api/User/Invitation/branch/:branchId', () => {
    it('answers 401 without a session', async () => {
      expect((await listOf(officeA.id)).statusCode).toBe(401);
    });

    it('lists the department’s pending invitations, newest first, for its admin', async () => {
      const officeC = await buildBranch(db, { name: 'Office C' });
      const adminC = await buildUser(db, [{ branchId: officeC.id, roleId: roles.admin.id }]);
      const cookie = await signIn(app, adminC.email);
      const first = freshEmail();
      const second = freshEmail();
      const removed = freshEmail();
      for (const email of [first, second, removed]) {
        const response = await invite(cookie, { email, branches: [{ id: officeC.id, isAdmin: false }] });
        expect(response.statusCode).toBe(201);
      }
      const removedId = (await listOf(officeC.id, cookie)).json()[0].id;
      await app.inject({
        method: 'DELETE',
        url: `/api/User/Invitation/${removedId}`,
        headers: portalHeaders(cookie),
      });

      const response = await listOf(officeC.id, cookie);
      expect(response.statusCode).toBe(200);
      const list = response.json() as { email: string; status: string; branches: unknown }[];
      expect(list.map((item) => item.email)).toEqual([second, first]);
      expect(list.every((item) => item.status === 'PENDING')).toBe(true);
      expect(list[0]?.branches).toEqual([
        { id: officeC.id, name: 'Office C', countryCode: 'DK', isAdmin: false },
      ]);
    });

    it('answers 403 for another office and for an agent', async () => {
      const other = await listOf(officeB.id, adminACookie);
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('errors.forbidden');
      expect((await listOf(officeA.id, agentACookie)).statusCode).toBe(403);
    });

    it('does not show office A’s invitations to office B', async () => {
      const invitation = await inviteToA();
      const list = (await listOf(officeB.id, adminBCookie)).json() as { id: string }[];
      expect(list.map((item) => item.id)).not.toContain(invitation.id);
    });
  });

  describe('GET /api/User/Invitation/:id', () => {
    it('is public and answers the pending invitation of a mailed token, without its record id', async () => {
      const invitation = await inviteToA();
      const response = await getInvitation(invitation.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        email: invitation.email,
        firstName: 'Nina',
        lastName: 'Newcomer',
        expiresAt: invitation.expiresAt,
        branches: [{ id: officeA.id, name: 'Office A', countryCode: 'DK', isAdmin: false }],
        accountExists: false,
      });
    });

    it('tells the page when the address already has an account, so it asks the person to sign in', async () => {
      const existing = await buildUser(db, [{ branchId: officeB.id, roleId: roles.regular.id }]);
      const invitation = await inviteToA(false, existing.email);
      expect((await getInvitation(invitation.token)).json().accountExists).toBe(true);
    });

    it('answers an unknown id with 404', async () => {
      const response = await getInvitation('this-invitation-does-not-exist');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'users.invite.linkInvalid',
        message: 'Invite link does not exist or is no longer valid.',
      });
    });

    it('answers a malformed id with 400', async () => {
      const response = await getInvitation('short');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('id');
    });
  });

  describe('POST /api/User/Invitation/:id/resend', () => {
    const resend = (id: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/User/Invitation/${id}/resend`,
        headers: cookie ? portalHeaders(cookie) : csrfHeader,
      });

    it('answers 401 without a session', async () => {
      const invitation = await inviteToA();
      expect((await resend(invitation.id)).statusCode).toBe(401);
    });

    it('mails a new link with a fresh expiry; the link mailed before stops working', async () => {
      const invitation = await inviteToA();
      // A browser session would end after 8 idle hours; a remembered one survives the jump in time.
      const remembered = await signIn(app, adminA.email, TEST_PASSWORD, true);
      try {
        setNow(new Date(Date.now() + 2 * DAY));
        const response = await resend(invitation.id, remembered);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.id).toBe(invitation.id);
        expect(body.status).toBe('PENDING');
        expect(Date.parse(body.expiresAt) - Date.parse(invitation.expiresAt)).toBeGreaterThan(
          2 * DAY - 60_000,
        );
        const mails = mailsTo(mail.received, invitation.email);
        expect(mails).toHaveLength(2);
        const newToken = tokenMailedTo(invitation.email);
        expect(newToken).not.toBe(invitation.token);
        expect(response.body).not.toContain(newToken);
        expect((await getInvitation(invitation.token)).statusCode).toBe(404);
        expect((await accept(invitation.token, acceptBody)).statusCode).toBe(404);

        // Still valid 13 days after the resend, when the first expiry has passed.
        setNow(new Date(Date.now() + 15 * DAY));
        expect((await getInvitation(newToken)).statusCode).toBe(200);
      } finally {
        setNow(undefined);
      }
    });

    it('keeps the link mailed before when the new mail cannot be sent', async () => {
      const invitation = await inviteToA();
      mail.failNextMessage();
      const response = await resend(invitation.id, adminACookie);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('users.invite.failed');
      expect((await getInvitation(invitation.token)).statusCode).toBe(200);
    });

    it('answers 404 to an admin of another office and sends nothing', async () => {
      const invitation = await inviteToA();
      const response = await resend(invitation.id, adminBCookie);
      expect(response.statusCode).toBe(404);
      expect(mailsTo(mail.received, invitation.email)).toHaveLength(1);
    });

    it('answers 404 for an unknown invitation and 400 for a token in place of the record id', async () => {
      expect((await resend('00000000-0000-4000-8000-000000000000', adminACookie)).statusCode).toBe(404);
      const invitation = await inviteToA();
      expect((await resend(invitation.token, adminACookie)).statusCode).toBe(400);
      expect(mailsTo(mail.received, invitation.email)).toHaveLength(1);
    });
  });

  describe('DELETE /api/User/Invitation/:id', () => {
    const remove = (id: string, cookie?: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/User/Invitation/${id}`,
        headers: cookie ? portalHeaders(cookie) : csrfHeader,
      });

    it('answers 401 without a session', async () => {
      const invitation = await inviteToA();
      expect((await remove(invitation.id)).statusCode).toBe(401);
      expect((await getInvitation(invitation.token)).statusCode).toBe(200);
    });

    it('answers 404 to an admin of another office and keeps the invitation', async () => {
      const invitation = await inviteToA();
      expect((await remove(invitation.id, adminBCookie)).statusCode).toBe(404);
      expect((await getInvitation(invitation.token)).statusCode).toBe(200);
    });

    it('removes the invitation: the link then answers 404 and it cannot be accepted', async () => {
      const invitation = await inviteToA();
      const response = await remove(invitation.id, adminACookie);
      expect(response.statusCode).toBe(204);
      expect((await getInvitation(invitation.token)).statusCode).toBe(404);
      const pending = (await listOf(officeA.id, adminACookie)).json() as { id: string }[];
      expect(pending.map((item) => item.id)).not.toContain(invitation.id);
      expect((await accept(invitation.token, acceptBody)).statusCode).toBe(404);
      expect(await findUserByEmail(db, invitation.email)).toBeUndefined();
      // Removing twice answers 404.
      expect((await remove(invitation.id, adminACookie)).statusCode).toBe(404);
    });
  });

  describe('POST /api/User/Invitation/:id/accept', () => {
    it('creates the user with access to the invited departments, signs them in and answers the user', async () => {
      // An admin of two departments invites to both, admin in one only.
      const officeD = await buildBranch(db, { name: 'Office D' });
      const admin = await buildUser(db, [
        { branchId: officeA.id, roleId: roles.admin.id },
        { branchId: officeD.id, roleId: roles.admin.id },
      ]);
      const cookie = await signIn(app, admin.email);
      const email = freshEmail();
      const created = await invite(cookie, {
        email,
        branches: [
          { id: officeA.id, isAdmin: false },
          { id: officeD.id, isAdmin: true },
        ],
      });
      expect(created.statusCode).toBe(201);
      const token = tokenMailedTo(email);

      const response = await accept(token, acceptBody);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.accountCreated).toBe(true);
      expect(body.user).toMatchObject({
        email,
        firstName: 'Nina',
        lastName: 'Newcomer',
        phoneNumber: '+4511223344',
      });
      const access = body.user.branches.map((branch: { id: number; permissions: unknown }) => [
        branch.id,
        branch.permissions,
      ]);
      expect(access).toEqual([
        [officeA.id, { admin: false }],
        [officeD.id, { admin: true }],
      ]);

      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/HttpOnly/i);
      const session = response.cookies.find((item) => item.name === SESSION_COOKIE);
      const me = await app.inject({
        method: 'GET',
        url: '/api/Authentication/user',
        headers: { cookie: `${SESSION_COOKIE}=${session?.value}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(body.user.id);

      // The chosen password works for later sign-ins.
      const later = await app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-in',
        headers: csrfHeader,
        payload: { email, password: 'welcome42' },
      });
      expect(later.statusCode).toBe(200);

      // No longer pending, and a second accept is refused.
      expect((await getInvitation(token)).statusCode).toBe(404);
      const again = await accept(token, { ...acceptBody, password: 'another42' });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('users.invite.linkInvalid');
    });

    it('answers 404 after the invitation has expired, and creates no user', async () => {
      const invitation = await inviteToA();
      try {
        setNow(new Date(Date.now() + 15 * DAY));
        expect((await getInvitation(invitation.token)).statusCode).toBe(404);
        const response = await accept(invitation.token, acceptBody);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('users.invite.linkInvalid');
      } finally {
        setNow(undefined);
      }
      expect(await findUserByEmail(db, invitation.email)).toBeUndefined();
    });

    it('answers an unknown invitation with 404', async () => {
      const response = await accept('this-invitation-does-not-exist', acceptBody);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('users.invite.linkInvalid');
    });

    it('refuses a weak password with 400 and creates nothing; the invitation stays pending', async () => {
      const invitation = await inviteToA();
      const response = await accept(invitation.token, { ...acceptBody, password: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('errors.badRequest');
      expect(response.json().fields).toHaveProperty('password');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await findUserByEmail(db, invitation.email)).toBeUndefined();
      expect((await getInvitation(invitation.token)).statusCode).toBe(200);
    });

    it('refuses missing names with 400 on those fields', async () => {
      const invitation = await inviteToA();
      const response = await accept(invitation.token, { ...acceptBody, firstName: '', lastName: ' ' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['firstName', 'lastName']));
      expect((await getInvitation(invitation.token)).statusCode).toBe(200);
    });

    it('refuses a new account without details with 400 on every missing field', async () => {
      const invitation = await inviteToA();
      const response = await accept(invitation.token);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(['firstName', 'lastName', 'password']);
      expect(await findUserByEmail(db, invitation.email)).toBeUndefined();
    });
  });
});
