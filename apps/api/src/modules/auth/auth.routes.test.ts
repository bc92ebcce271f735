import { SESSION_COOKIE } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildUser, mailsTo, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

describe('auth routes', async () => {
  const { app, db, mail, setNow } = await createTestApp();
  const offices = await buildOffices(db);
  const { officeA, officeB, adminA, agentA, roles } = offices;

  const newUserOfA = (values: Parameters<typeof buildUser>[2] = {}) =>
    buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], values);

  const signInCall = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/sign-in',
      headers: { ...csrfHeader, ...headers },
      payload,
      remoteAddress,
    });

  const setCookieOf = (headers: Record<string, unknown>): string => {
    const raw = headers['set-cookie'];
    const all = Array.isArray(raw) ? raw : [raw];
    const found = all.find((value) => typeof value === 'string' && value.startsWith(`${SESSION_COOKIE}=`));
    if (typeof found !== 'string') throw new Error('no session cookie was set');
    return found;
  };

  const getUser = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/Authentication/user', headers });

  const forgot = (email: string, locale = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/password/forgot',
      headers: csrfHeader,
      payload: { email, locale },
    });

  /** Asks for a reset link and returns the token from the mail the job sends. */
  const requestResetToken = async (email: string): Promise<string> => {
    const before = mailsTo(mail.received, email).length;
    const response = await forgot(email);
    expect(response.statusCode).toBe(204);
    await expect.poll(() => mailsTo(mail.received, email).length, { timeout: 20_000 }).toBe(before + 1);
    const mails = mailsTo(mail.received, email);
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
    if (!match?.[1]) throw new Error(`no reset link in: ${mails.at(-1)?.text}`);
    return match[1];
  };

  const reset = (token: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/password/reset',
      headers: csrfHeader,
      payload: { token, password },
    });

  describe('GET /api/Authentication/login-url and login-esoft-url', () => {
    it.each(['/api/Authentication/login-url', '/api/Authentication/login-esoft-url'])(
      '%s is public and carries the sign-in fields',
      async (url) => {
        const response = await app.inject({
          method: 'GET',
          url,
          query: { redirectUrl: '/cases', email: 'someone@office.test', nonce: 'fixed' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          authenticationScheme: 'Bearer',
          loginUrl: '/login?redirectUrl=%2Fcases',
          logoutUrl: '/login',
          resetPasswordUrl: '/forgot-password',
          resetPasswordErrorCode: 'auth.pages.password.directoryUser',
          impersonatingUserIdHeaderName: 'x-impersonate-user-id',
        });
      },
    );
  });

  describe('POST /api/Authentication/sign-in', () => {
    it('signs in with a browser-session cookie (HttpOnly, SameSite=Lax, no Max-Age/Expires) and the user', async () => {
      const response = await signInCall({ email: agentA.email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        authenticationScheme: 'Bearer',
        user: expect.objectContaining({
          id: agentA.id,
          email: agentA.email,
          firstName: agentA.firstName,
          lastName: agentA.lastName,
          isDirectoryUser: false,
          impersonatedUser: null,
        }),
      });
      const cookie = setCookieOf(response.headers);
      expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/Max-Age/i);
      expect(cookie).not.toMatch(/Expires/i);
    });

    it('with remember sets a persistent cookie of one year', async () => {
      const response = await signInCall({ email: agentA.email, password: TEST_PASSWORD, remember: true });
      expect(response.statusCode).toBe(200);
      const cookie = setCookieOf(response.headers);
      expect(cookie).toMatch(/;\s*Max-Age=31536000(;|$)/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    });

    it('accepts the email in any case', async () => {
      const response = await signInCall({ email: agentA.email.toUpperCase(), password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(agentA.id);
    });

    it('gives an API client that asks for a bearer token one that works as Authorization: Bearer <token>', async () => {
      const response = await signInCall({
        email: adminA.email,
        password: TEST_PASSWORD,
        tokenType: 'bearer',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      const { token } = response.json();
      const me = await getUser({ authorization: `Bearer ${token}` });
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(adminA.id);
    });

    it('refuses a made-up bearer token and a bearer token of another scheme', async () => {
      expect((await getUser({ authorization: 'Bearer not-a-real-token' })).statusCode).toBe(401);
      const { token } = (
        await signInCall({ email: adminA.email, password: TEST_PASSWORD, tokenType: 'bearer' })
      ).json();
      expect((await getUser({ authorization: `Basic ${token}` })).statusCode).toBe(401);
    });

    it('answers a wrong password and an unknown account with the same 401 body', async () => {
      const user = await newUserOfA();
      const wrong = await signInCall({ email: user.email, password: 'wrong-password1' });
      const unknown = await signInCall({ email: 'nobody-here@office.test', password: 'wrong-password1' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        code: 'auth.pages.login.invalidCredentials',
        message: 'Invalid email and/or password.',
      });
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('answers in the language of Accept-Language', async () => {
      const user = await newUserOfA();
      const response = await signInCall(
        { email: user.email, password: 'wrong-password1' },
        { 'accept-language': 'da-DK,da;q=0.9,en;q=0.8' },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'auth.pages.login.invalidCredentials',
        message: 'Ugyldig e-mail og/eller adgangskode.',
      });
    });

    it('refuses a directory user without a password and an inactive user', async () => {
      const directory = await newUserOfA({ isDirectoryUser: true, passwordHash: null });
      const inactive = await newUserOfA({ active: false });
      for (const email of [directory.email, inactive.email]) {
        const response = await signInCall({ email, password: TEST_PASSWORD });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('auth.pages.login.invalidCredentials');
      }
    });

    it('refuses a POST without the CSRF header with 403', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-in',
        payload: { email: agentA.email, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('errors.csrfHeaderMissing');
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('answers bad input with 400 and the field', async () => {
      const response = await signInCall({ email: 'not-an-email', password: '' });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('errors.badRequest');
      expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['email', 'password']));
    });

    it('records successful and failed sign-ins in the audit log', async () => {
      const user = await newUserOfA();
      await signInCall({ email: user.email, password: 'wrong-password1' });
      await signIn(app, user.email);
      const entries = await db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
      const actions = entries.map((entry) => entry.action);
      expect(actions).toContain('auth.signedIn');
      expect(actions).toContain('auth.signInFailed');
      const failed = entries.find((entry) => entry.action === 'auth.signInFailed');
      expect(failed?.details).toEqual({ email: user.email });
      expect(entries.find((entry) => entry.action === 'auth.signedIn')?.ip).toBe('127.0.0.1');
    });
  });

  describe('POST /api/Authentication/sign-out', () => {
    it('ends the session on the server and clears the cookie', async () => {
      const cookie = await signIn(app, agentA.email);
      expect((await getUser({ cookie })).statusCode).toBe(200);
      const response = await app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-out',
        headers: portalHeaders(cookie),
      });
      expect(response.statusCode).toBe(204);
      const cleared = setCookieOf(response.headers);
      expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
      // The old cookie no longer works, even if the browser kept it.
      const after = await getUser({ cookie });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('errors.unauthorized');
    });

    it('ends only that session, not the user’s other ones', async () => {
      const first = await signIn(app, agentA.email);
      const second = await signIn(app, agentA.email);
      await app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-out',
        headers: portalHeaders(first),
      });
      expect((await getUser({ cookie: first })).statusCode).toBe(401);
      expect((await getUser({ cookie: second })).statusCode).toBe(200);
    });

    it('ends a bearer-token session too', async () => {
      const { token } = (
        await signInCall({ email: agentA.email, password: TEST_PASSWORD, tokenType: 'bearer' })
      ).json();
      const response = await app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-out',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(204);
      expect((await getUser({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    });

    it('is refused without the CSRF header when made with the cookie, and the session stays', async () => {
      const cookie = await signIn(app, agentA.email);
      const response = await app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-out',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('errors.csrfHeaderMissing');
      expect((await getUser({ cookie })).statusCode).toBe(200);
    });

    it('answers 204 without a session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-out',
        headers: csrfHeader,
      });
      expect(response.statusCode).toBe(204);
    });
  });

  describe('paths in another letter case (routing is case-insensitive)', () => {
    it('resolves the session for /API/... as for /api/...', async () => {
      const cookie = await signIn(app, agentA.email);
      const response = await app.inject({
        method: 'GET',
        url: '/API/Authentication/user',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(agentA.id);
    });

    it.each(['/API/Authentication/sign-in', '/%61pi/Authentication/sign-in'])(
      'still refuses a cookie-less POST to %s without the CSRF header',
      async (url) => {
        const response = await app.inject({
          method: 'POST',
          url,
          payload: { email: agentA.email, password: TEST_PASSWORD },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('errors.csrfHeaderMissing');
        expect(response.headers['set-cookie']).toBeUndefined();
      },
    );

    it('ends the session on sign-out through /Api/...', async () => {
      const cookie = await signIn(app, agentA.email);
      const response = await app.inject({
        method: 'POST',
        url: '/Api/Authentication/sign-out',
        headers: portalHeaders(cookie),
      });
      expect(response.statusCode).toBe(204);
      expect((await getUser({ cookie })).statusCode).toBe(401);
    });
  });

  describe('session lifetime', () => {
    it('ends a browser session after 8 hours idle', async () => {
      const start = Date.now();
      const cookie = await signIn(app, agentA.email);
      try {
        setNow(new Date(start + 8 * HOUR + MINUTE));
        const response = await getUser({ cookie });
        expect(response.statusCode).toBe(401);
        // Expired for good: going back in time does not revive it.
        setNow(undefined);
        expect((await getUser({ cookie })).statusCode).toBe(401);
      } finally {
        setNow(undefined);
      }
    });

    it('keeps a browser session that is used within 8 hours', async () => {
      const start = Date.now();
      const cookie = await signIn(app, agentA.email);
      try {
        setNow(new Date(start + 7 * HOUR));
        expect((await getUser({ cookie })).statusCode).toBe(200);
        setNow(new Date(start + 14 * HOUR));
        expect((await getUser({ cookie })).statusCode).toBe(200);
      } finally {
        setNow(undefined);
      }
    });

    it('keeps a remembered session after 8 hours idle', async () => {
      const start = Date.now();
      const cookie = await signIn(app, agentA.email, TEST_PASSWORD, true);
      try {
        setNow(new Date(start + 8 * HOUR + MINUTE));
        const response = await getUser({ cookie });
        expect(response.statusCode).toBe(200);
        expect(response.json().id).toBe(agentA.id);
      } finally {
        setNow(undefined);
      }
    });
  });

  describe('GET /api/Authentication/user', () => {
    it('answers 401 without a session', async () => {
      const response = await getUser({});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'errors.unauthorized',
        message: 'Please sign in to continue.',
      });
    });

    it('answers the signed-in user with departments and permissions', async () => {
      const cookie = await signIn(app, adminA.email);
      const response = await getUser({ cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: adminA.id,
        email: adminA.email,
        firstName: adminA.firstName,
        lastName: adminA.lastName,
        phoneNumber: null,
        phoneAlt: null,
        timezone: 'Europe/Copenhagen',
        isExternal: false,
        isDirectoryUser: false,
        settings: { showPrices: true },
        roleId: roles.admin.id,
        branches: [
          {
            id: officeA.id,
            axCustomerId: officeA.axCustomerId,
            name: 'Office A',
            countryCode: 'DK',
            useUpperCase: false,
            endUserInvoicing: false,
            businessInvoicing: true,
            maxImageUploadCount: 100,
            contactPersonId: null,
            locale: 'da-DK',
            currency: 'DKK',
            permissions: { admin: true },
          },
        ],
        contactPersonId: null,
        locale: null,
        impersonatedUser: null,
      });
    });
  });

  describe('GET /api/Authentication/user/branches', () => {
    it('answers 401 without a session', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/Authentication/user/branches' });
      expect(response.statusCode).toBe(401);
    });

    it('lists only the user’s departments, with the admin right of each', async () => {
      const agentCookie = await signIn(app, agentA.email);
      const agentBranches = (
        await app.inject({
          method: 'GET',
          url: '/api/Authentication/user/branches',
          headers: { cookie: agentCookie },
        })
      ).json();
      expect(agentBranches.map((branch: { id: number }) => branch.id)).toEqual([officeA.id]);
      expect(agentBranches[0].permissions).toEqual({ admin: false });

      const adminBCookie = await signIn(app, offices.adminB.email);
      const adminBBranches = (
        await app.inject({
          method: 'GET',
          url: '/api/Authentication/user/branches',
          headers: { cookie: adminBCookie },
        })
      ).json();
      expect(adminBBranches).toHaveLength(1);
      expect(adminBBranches[0]).toMatchObject({
        id: officeB.id,
        name: 'Office B',
        permissions: { admin: true },
      });
    });

    it('lists several departments with a different right in each', async () => {
      const user = await buildUser(db, [
        { branchId: officeA.id, roleId: roles.regular.id },
        { branchId: officeB.id, roleId: roles.admin.id },
      ]);
      const cookie = await signIn(app, user.email);
      const response = await app.inject({
        method: 'GET',
        url: '/api/Authentication/user/branches',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json()
          .map((branch: { id: number; permissions: unknown }) => [branch.id, branch.permissions]),
      ).toEqual([
        [officeA.id, { admin: false }],
        [officeB.id, { admin: true }],
      ]);
    });
  });

  describe('GET /api/Authentication/password/reset/:token and POST /api/Authentication/password/reset', () => {
    it('a fresh link answers 204', async () => {
      const user = await newUserOfA();
      const token = await requestResetToken(user.email);
      const response = await app.inject({
        method: 'GET',
        url: `/api/Authentication/password/reset/${token}`,
      });
      expect(response.statusCode).toBe(204);
    });

    it('an unknown link answers 410', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/Authentication/password/reset/this-token-does-not-exist',
      });
      expect(response.statusCode).toBe(410);
      expect(response.json().code).toBe('auth.pages.resetPassword.linkInvalid');
    });

    it('sets the new password, ends every session and works only once', async () => {
      const user = await newUserOfA();
      const oldSession = await signIn(app, user.email);
      const oldRemembered = await signIn(app, user.email, TEST_PASSWORD, true);
      const token = await requestResetToken(user.email);

      const response = await reset(token, 'brandnew42');
      expect(response.statusCode).toBe(204);

      expect((await getUser({ cookie: oldSession })).statusCode).toBe(401);
      expect((await getUser({ cookie: oldRemembered })).statusCode).toBe(401);
      const withNew = await signInCall({ email: user.email, password: 'brandnew42' });
      expect(withNew.statusCode).toBe(200);
      const withOld = await signInCall({ email: user.email, password: TEST_PASSWORD });
      expect(withOld.statusCode).toBe(401);

      const again = await reset(token, 'another42');
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        code: 'auth.pages.resetPassword.linkInvalid',
        message: 'The link is no longer valid.',
      });
      const check = await app.inject({ method: 'GET', url: `/api/Authentication/password/reset/${token}` });
      expect(check.statusCode).toBe(410);
      // The second attempt changed nothing.
      expect((await signInCall({ email: user.email, password: 'brandnew42' })).statusCode).toBe(200);

      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.passwordReset')));
      expect(audit).toHaveLength(1);
    });

    it('a link older than one hour answers 410 and does not change the password', async () => {
      const user = await newUserOfA();
      const start = Date.now();
      const token = await requestResetToken(user.email);
      try {
        setNow(new Date(start + HOUR + MINUTE));
        const check = await app.inject({ method: 'GET', url: `/api/Authentication/password/reset/${token}` });
        expect(check.statusCode).toBe(410);
        const response = await reset(token, 'brandnew42');
        expect(response.statusCode).toBe(410);
        expect(response.json().code).toBe('auth.pages.resetPassword.linkInvalid');
      } finally {
        setNow(undefined);
      }
      expect((await signInCall({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    });

    it('a link is still usable just before the hour is up', async () => {
      const user = await newUserOfA();
      const start = Date.now();
      const token = await requestResetToken(user.email);
      try {
        setNow(new Date(start + 59 * MINUTE));
        const check = await app.inject({ method: 'GET', url: `/api/Authentication/password/reset/${token}` });
        expect(check.statusCode).toBe(204);
      } finally {
        setNow(undefined);
      }
    });

    it('refuses a too-weak new password with 400 on the password field, and the link stays usable', async () => {
      const user = await newUserOfA();
      const token = await requestResetToken(user.email);
      for (const weak of ['abc1', 'onlyletters', '12345678']) {
        const response = await reset(token, weak);
        expect(response.statusCode, `password "${weak}"`).toBe(400);
        expect(response.json().code).toBe('errors.badRequest');
        expect(response.json().fields).toHaveProperty('password');
      }
      const check = await app.inject({ method: 'GET', url: `/api/Authentication/password/reset/${token}` });
      expect(check.statusCode).toBe(204);
      expect((await signInCall({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    });

    it('answers a malformed token with 400 and the field', async () => {
      const response = await reset('short', 'brandnew42');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('errors.badRequest');
      expect(response.json().fields).toHaveProperty('token');
    });
  });
});
