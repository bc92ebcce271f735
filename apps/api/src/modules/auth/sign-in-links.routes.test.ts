import { ErrorKey, SESSION_COOKIE } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildProviderStaff, buildUser, mailsTo, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { users } from '../users/users.table.ts';

const MINUTE = 60_000;
const LINK_INVALID = 'The link you used is either invalid or expired.';

describe('external sign-in by link', async () => {
  const { app, db, mail, setNow } = await createTestApp();
  const { officeA, adminA, roles } = await buildOffices(db);
  const staff = await buildProviderStaff(db, ['signInLinks.send']);
  const staffCookie = await signIn(app, staff.email);
  const colleague = (values: Parameters<typeof buildUser>[2] = {}) =>
    buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], values);

  const send = (userId: string, cookie: string | null = staffCookie, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/User/id/${userId}/sign-in-link`,
      headers: cookie ? portalHeaders(cookie) : csrfHeader,
      payload,
    });
  /** The user and token of the newest link mailed to the address. */
  const linkMailedTo = (email: string) => {
    const text = mailsTo(mail.received, email).at(-1)?.text ?? '';
    const match = /\/external-sign-in\?user=([\w-]+)&token=([\w-]+)/.exec(text);
    if (!match?.[1] || !match[2]) throw new Error(`no sign-in link in: ${text}`);
    return { userId: match[1], token: match[2] };
  };
  const validate = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/Authentication/sign-in-link', headers: csrfHeader, payload });
  const sessionOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === SESSION_COOKIE && cookie.value);
  const expectInvalid = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ code: ErrorKey.signInLinkInvalid, message: LINK_INVALID });
    expect(sessionOf(response)).toBeUndefined();
  };

  describe('POST /api/User/id/:id/sign-in-link', () => {
    it('answers 401 without a session, 403 without signInLinks.send and 400 for a bad id, mailing nothing', async () => {
      const user = await colleague();
      expect((await send(user.id, null)).statusCode).toBe(401);
      expect((await send(user.id, await signIn(app, adminA.email))).statusCode).toBe(403);
      expect((await send('not-a-uuid')).statusCode).toBe(400);
      expect(mailsTo(mail.received, user.email)).toEqual([]);
    });

    it('answers 404 for an unknown or deactivated user and 400 for a directory user, mailing nothing', async () => {
      expect((await send('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const gone = await colleague({ active: false });
      expect((await send(gone.id)).statusCode).toBe(404);
      const directory = await colleague({ isDirectoryUser: true });
      const refused = await send(directory.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(ErrorKey.signInLinkDirectoryUser);
      expect(mailsTo(mail.received, gone.email)).toEqual([]);
      expect(mailsTo(mail.received, directory.email)).toEqual([]);
    });

    it('mails the link to the user only; the staff member’s answer carries nothing to sign in with', async () => {
      const user = await colleague({ locale: 'da' });
      const response = await send(user.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const [received] = mailsTo(mail.received, user.email);
      expect(received?.subject).toBe('Dit login-link');
      expect(linkMailedTo(user.email).userId).toBe(user.id);
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.signInLinkSent'), eq(auditLog.targetId, user.id)));
      expect(entry?.actorUserId).toBe(staff.id);
    });
  });

  describe('POST /api/Authentication/sign-in-link', () => {
    it('signs the user in with a browser-session cookie, once: the same link again is refused', async () => {
      const user = await colleague();
      await send(user.id);
      const link = linkMailedTo(user.email);
      const response = await validate(link);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ authenticationScheme: 'Bearer', user: { id: user.id } });
      expect(response.json()).not.toHaveProperty('token');
      const cookie = sessionOf(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.maxAge).toBeUndefined();
      const me = await app.inject({
        method: 'GET',
        url: '/api/Authentication/user',
        headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` },
      });
      expect(me.json().id).toBe(user.id);

      expectInvalid(await validate(link));
    });

    it('an expired link (older than 15 minutes) signs nobody in', async () => {
      const user = await colleague();
      await send(user.id);
      setNow(new Date(Date.now() + 16 * MINUTE));
      try {
        expectInvalid(await validate(linkMailedTo(user.email)));
      } finally {
        setNow(undefined);
      }
    });

    it('a tampered token signs nobody in', async () => {
      const user = await colleague();
      await send(user.id);
      const link = linkMailedTo(user.email);
      const last = link.token.at(-1) === 'A' ? 'B' : 'A';
      expectInvalid(await validate({ ...link, token: `${link.token.slice(0, -1)}${last}` }));
      // The real link still works: a wrong guess does not use it up.
      expect((await validate(link)).statusCode).toBe(200);
    });

    it('another user’s link cannot sign in as someone else by changing the user it names', async () => {
      const owner = await colleague();
      const target = await colleague();
      await send(owner.id);
      const link = linkMailedTo(owner.email);
      expectInvalid(await validate({ ...link, userId: target.id }));
      expectInvalid(await validate({ ...link, userId: adminA.id }));
      const refusals = await db.select().from(auditLog).where(eq(auditLog.action, 'auth.signInLinkRefused'));
      expect(refusals.map((entry) => entry.details)).toContainEqual({ userId: target.id });
      // The owner's own link is not used up by the attempt.
      expect((await validate(link)).json().user.id).toBe(owner.id);
    });

    it('a newer link replaces the older one, and a user deactivated meanwhile is not signed in', async () => {
      const user = await colleague();
      await send(user.id);
      const older = linkMailedTo(user.email);
      await send(user.id);
      const newer = linkMailedTo(user.email);
      expectInvalid(await validate(older));
      await db.update(users).set({ active: false }).where(eq(users.id, user.id));
      expectInvalid(await validate(newer));
    });

    it('answers 400 for a malformed body', async () => {
      const response = await validate({ userId: 'nope', token: 'short' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).toSorted()).toEqual(['token', 'userId']);
    });
  });
});
