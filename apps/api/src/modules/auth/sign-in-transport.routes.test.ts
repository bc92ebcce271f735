import { SESSION_COOKIE } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config.ts';
import { buildOffices, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, csrfHeader } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';

describe('how the session and the client address reach the hub', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, roles } = await buildOffices(db);
  const newUser = () => buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }]);

  // The same hub as deployed behind a TLS proxy at 10.9.0.1 (PUBLIC_URL https, TRUST_PROXY=10.9.0.1), and
  // with the production configuration without TRUST_PROXY. The per-minute rate limits are off, as in every
  // route test, so that the sign-in throttle is what answers.
  const proxied = await buildApp(
    { ...deps, config: { ...deps.config, publicUrl: 'https://portal.test' } },
    { trustProxy: parseConfig({ TRUST_PROXY: '10.9.0.1' }).TRUST_PROXY, rateLimits: false },
  );
  const direct = await buildApp(deps, {
    trustProxy: parseConfig({ NODE_ENV: 'production' }).TRUST_PROXY,
    rateLimits: false,
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  const signIn = (
    hub: typeof app,
    payload: Record<string, unknown>,
    remoteAddress = '127.0.0.1',
    headers: Record<string, string> = {},
  ) =>
    hub.inject({
      method: 'POST',
      url: '/api/Authentication/sign-in',
      headers: { ...csrfHeader, ...headers },
      payload,
      remoteAddress,
    });

  const signedInFrom = async (userId: string) => {
    const entries = await db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, 'auth.signedIn')));
    return entries.map((entry) => entry.ip);
  };

  describe('the session token', () => {
    it('is not in the portal’s sign-in answer, so script on the page cannot read it; it travels only in the HttpOnly cookie', async () => {
      const user = await newUser();
      const response = await signIn(app, { email: user.email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
      expect(cookie?.httpOnly).toBe(true);
      expect(response.json()).not.toHaveProperty('token');
      expect(response.body).not.toContain(cookie?.value);
      const me = await app.inject({
        method: 'GET',
        url: '/api/Authentication/user',
        headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` },
      });
      expect(me.json().id).toBe(user.id);
    });

    it('is given to an API client only when it asks for tokenType bearer, and then without a cookie', async () => {
      const user = await newUser();
      const response = await signIn(app, { email: user.email, password: TEST_PASSWORD, tokenType: 'bearer' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      const { token } = response.json();
      const me = await app.inject({
        method: 'GET',
        url: '/api/Authentication/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json().id).toBe(user.id);
    });

    it('refuses an unknown token type with 400 and signs nobody in', async () => {
      const user = await newUser();
      const response = await signIn(app, { email: user.email, password: TEST_PASSWORD, tokenType: 'jwt' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('tokenType');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await signedInFrom(user.id)).toEqual([]);
    });

    it('the API description tells API clients how to ask for a bearer token', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const signInCall = document.paths['/api/Authentication/sign-in'].post;
      expect(signInCall.description).toMatch(/tokenType "bearer"/);
      const body = signInCall.requestBody.content['application/json'].schema;
      expect(body.properties.tokenType.enum).toEqual(['cookie', 'bearer']);
    });
  });

  describe('the cookie’s Secure flag', () => {
    it('is set when PUBLIC_URL is https, even though the proxy reaches the hub over plain http', async () => {
      const user = await newUser();
      const response = await signIn(proxied, { email: user.email, password: TEST_PASSWORD }, '10.9.0.1');
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((item) => item.name === SESSION_COOKIE)?.secure).toBe(true);
    });

    it('is not set from a forged X-Forwarded-Proto when PUBLIC_URL is http', async () => {
      const user = await newUser();
      const response = await signIn(direct, { email: user.email, password: TEST_PASSWORD }, '198.51.100.4', {
        'x-forwarded-proto': 'https',
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((item) => item.name === SESSION_COOKIE)?.secure).toBeUndefined();
    });
  });

  describe('the client address', () => {
    it('in production without TRUST_PROXY, a forged X-Forwarded-For changes neither the audit log nor the per-address limit', async () => {
      const user = await newUser();
      const forged = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
      await signIn(direct, { email: user.email, password: TEST_PASSWORD }, '198.51.100.7', forged(1));
      expect(await signedInFrom(user.id)).toEqual(['198.51.100.7']);

      for (let attempt = 1; attempt <= 30; attempt++) {
        const payload = { email: `nobody-${attempt}@office.test`, password: 'wrong-pass1' };
        expect((await signIn(direct, payload, '198.51.100.8', forged(attempt))).statusCode).toBe(401);
      }
      const payload = { email: user.email, password: TEST_PASSWORD };
      const refused = await signIn(direct, payload, '198.51.100.8', forged(99));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('auth.pages.login.tooManyAttempts');
    });

    it('with TRUST_PROXY, X-Forwarded-For counts only on requests that come from that proxy', async () => {
      const user = await newUser();
      const payload = { email: user.email, password: TEST_PASSWORD };
      await signIn(proxied, payload, '10.9.0.1', { 'x-forwarded-for': '203.0.113.20' });
      await signIn(proxied, payload, '10.9.0.2', { 'x-forwarded-for': '203.0.113.21' });
      expect((await signedInFrom(user.id)).toSorted()).toEqual(['10.9.0.2', '203.0.113.20']);
    });
  });
});
