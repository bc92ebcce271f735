import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions } from '../modules/auth/auth.table.ts';
import type { Operation } from '../route-types.ts';
import { buildBranch, buildRoles, buildUser, signIn, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../test/test-app.ts';
import type { RateLimits } from './rate-limit.ts';

const TOKEN = 'x'.repeat(43);
const DANISH = 'For mange forespørgsler. Vent et minut, og prøv igen.';

/** What a refused client notices: 429, when to come back, and the message in its language. */
function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(response.json()).toMatchObject({ code: 'errors.tooManyRequests', message: DANISH });
}

/** A request to a route, with a made-up token in every parameter. */
function callOf({ method, url }: Pick<Operation, 'method' | 'url'>) {
  const payloads: Record<string, unknown> = {
    '/api/Authentication/sign-in': { email: 'nobody@office.test', password: 'wrong-password1' },
    '/api/Authentication/password/forgot': { email: 'nobody@office.test' },
    '/api/Authentication/password/reset': { token: TOKEN, password: 'NewPassword123!' },
    '/api/User/email-change/confirm': { token: TOKEN },
  };
  return {
    method: method as 'GET' | 'POST',
    url: url.replace(/:\w+/g, TOKEN),
    payload: method === 'POST' ? (payloads[url] ?? {}) : undefined,
    headers: { ...csrfHeader, 'accept-language': 'da' },
  };
}

describe('tighter limits of sign-in, password, invitation and public link calls', async () => {
  const limits: RateLimits = { perAddress: 1000, perSession: 1000, signIn: 2, password: 2, publicLinks: 3 };
  const { app, db } = await createTestApp({ rateLimits: limits });
  const { admin } = await buildRoles(db);
  const branch = await buildBranch(db);
  const groupLimit = { signIn: limits.signIn, password: limits.password, publicLinks: limits.publicLinks };

  // Every route that declares a limit group in its config.
  const limited = app.operations.flatMap((operation) =>
    operation.limitGroup
      ? [[`${operation.method} ${operation.url}`, operation.limitGroup, operation] as const]
      : [],
  );

  it('are declared by the calls that check a password, send mail or answer a mailed or texted link', () => {
    expect(Object.fromEntries(limited.map(([route, group]) => [route, group]))).toMatchObject({
      'POST /api/Authentication/sign-in': 'signIn',
      'POST /api/User/id/:id/password': 'signIn',
      'POST /api/Authentication/password/forgot': 'password',
      'POST /api/support/messages': 'password',
      'GET /api/public/bookings/:token': 'publicLinks',
      'GET /api/Assets/downloads/file/:token': 'publicLinks',
    });
  });

  it.each(limited.map(([route, group, operation], index) => [route, group, operation, index] as const))(
    '%s (%s) refuses a client over its limit with 429, Retry-After and the translated message, and still serves another client',
    async (_route, group, operation, index) => {
      const call = callOf(operation);
      const address = `10.1.${index}.1`;
      for (let attempt = 0; attempt < groupLimit[group]; attempt++) {
        const response = await app.inject({ ...call, remoteAddress: address });
        expect(response.statusCode, response.body).not.toBe(429);
        expect(response.statusCode).toBeLessThan(500);
      }
      expectLimited(await app.inject({ ...call, remoteAddress: address }));
      const other = await app.inject({ ...call, remoteAddress: `10.1.${index}.2` });
      expect(other.statusCode).not.toBe(429);
    },
  );

  it('a client guessing passwords is refused before the password is checked: the right one then gets no session', async () => {
    const user = await buildUser(db, [{ branchId: branch.id, roleId: admin.id }]);
    const attempt = (password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-in',
        headers: { ...csrfHeader, 'accept-language': 'da' },
        payload: { email: user.email, password },
        remoteAddress,
      });
    expect((await attempt('wrong-password1', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt('wrong-password2', '10.2.0.1')).statusCode).toBe(401);
    const refused = await attempt(TEST_PASSWORD, '10.2.0.1');
    expectLimited(refused);
    expect(refused.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const owner = await attempt(TEST_PASSWORD, '10.2.0.2');
    expect(owner.statusCode).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    const call = callOf({ method: 'POST', url: '/api/Authentication/password/forgot' });
    await app.inject({ ...call, remoteAddress: '2001:db8:1:2::1' });
    await app.inject({ ...call, remoteAddress: '2001:db8:1:2::2' });
    expectLimited(await app.inject({ ...call, remoteAddress: '2001:db8:1:2::3' }));
    expect((await app.inject({ ...call, remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(204);
  });
});

describe('limits of every call per client address and per session', async () => {
  const limits: RateLimits = { perAddress: 5, perSession: 4, signIn: 0, password: 0, publicLinks: 0 };
  const { app, db, deps } = await createTestApp({ rateLimits: limits });
  const { regular } = await buildRoles(db);
  const branch = await buildBranch(db);
  const health = (remoteAddress: string) =>
    app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'da' }, remoteAddress });

  it('one client address cannot flood the hub: over the limit it gets 429 until the minute is over, others are served', async () => {
    for (let call = 0; call < limits.perAddress; call++)
      expect((await health('10.3.0.1')).statusCode).toBe(200);
    expectLimited(await health('10.3.0.1'));
    expect((await health('10.3.0.2')).statusCode).toBe(200);

    const later = Date.now() + 61_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await health('10.3.0.1')).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });

  it('one session cannot flood the hub from many addresses; another session of the same user is served', async () => {
    const user = await buildUser(db, [{ branchId: branch.id, roleId: regular.id }]);
    const cookie = await signIn(app, user.email);
    const me = (sessionCookie: string, remoteAddress: string) =>
      app.inject({
        method: 'GET',
        url: '/api/Authentication/user',
        headers: { ...portalHeaders(sessionCookie), 'accept-language': 'da' },
        remoteAddress,
      });
    for (let call = 0; call < limits.perSession; call++) {
      expect((await me(cookie, `10.4.0.${call + 1}`)).statusCode).toBe(200);
    }
    expectLimited(await me(cookie, '10.4.1.1'));
    const otherSession = await signIn(app, user.email);
    expect((await me(otherSession, '10.4.1.2')).statusCode).toBe(200);
  });

  it('thumbnails and other files under /api/storage do not use up the session’s calls', async () => {
    const user = await buildUser(db, [{ branchId: branch.id, roleId: regular.id }]);
    const cookie = await signIn(app, user.email);
    await deps.storage.write('cases/1/thumb.jpg', Buffer.from('thumbnail'), 'image/jpeg');
    const link = await deps.storage.presignGet('cases/1/thumb.jpg', { expiresInSeconds: 600 });
    const url = new URL(link, 'http://portal.test');
    for (let call = 0; call < 3 * limits.perSession; call++) {
      const response = await app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: portalHeaders(cookie),
        remoteAddress: `10.5.0.${call + 1}`,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('the portal’s own files', async () => {
  const { deps } = await createTestApp();
  const webDist = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("portal")');
  const limits: RateLimits = { perAddress: 2, perSession: 2, signIn: 2, password: 2, publicLinks: 2 };
  const app = await buildApp(deps, { webDist, rateLimits: limits });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('are never limited, so a busy office never gets a page that cannot load', async () => {
    for (const url of ['/', '/cases', '/book/abc', '/assets/app.js', '/', '/assets/app.js']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
  });
});
