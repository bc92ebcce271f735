import { DIRECTORY_SCHEME, ErrorKey } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDirectoryClient } from '../../adapters/identity/directory-client.ts';
import { buildBranch, buildOffices, buildUser, signInStatus } from '../../test/factories.ts';
import { csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { userBranchAccess, users } from '../users/users.table.ts';
import { directoryIdentities } from './directory.table.ts';
import { startDirectorySignIn } from './directory-sign-in.service.ts';
import {
  bindDomain,
  createDirectoryTestApp,
  DIRECTORY_CLIENT,
  expectBackAtLogin,
  sessionCookieOf,
} from './directory-test-setup.ts';

describe('directory sign-in (OpenID Connect)', async () => {
  const { app, db, deps, provider, signInThroughDirectory } = await createDirectoryTestApp([
    {
      subject: 'alice-1',
      login: 'alice@nordbolig.test',
      password: 'dir-pass-1',
      givenName: 'Alice',
      familyName: 'Ahl',
    },
  ]);
  const { officeA, officeB, roles } = await buildOffices(db);
  await bindDomain(db, 'nordbolig.test', officeA.id);
  let accounts = 0;
  /** A new account of the directory, in the bound domain unless another address is given. */
  const newAccount = (values: { email?: string | null; login?: string; emailVerified?: boolean } = {}) => {
    accounts += 1;
    const account = {
      subject: `subject-${accounts}`,
      login: values.login ?? `person${accounts}@nordbolig.test`,
      password: `secret-${accounts}`,
      givenName: 'Person',
      familyName: `Number ${accounts}`,
      ...values,
    };
    provider.addAccount(account);
    return account;
  };
  const me = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/Authentication/user', headers: { cookie } });
  const userByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0];

  describe('GET /api/Authentication/login-url', () => {
    it('answers the directory scheme and the hub’s start for an address of a bound domain, the password scheme otherwise', async () => {
      const bound = await app.inject({
        method: 'GET',
        url: '/api/Authentication/login-url',
        query: { email: 'someone@nordbolig.test', redirectUrl: '/cases' },
      });
      expect(bound.json()).toMatchObject({
        authenticationScheme: DIRECTORY_SCHEME,
        loginUrl: '/api/Authentication/directory/start?redirectUrl=%2Fcases&email=someone%40nordbolig.test',
      });
      for (const query of [{ email: 'someone@elsewhere.test' }, {}] as Record<string, string>[]) {
        const other = await app.inject({ method: 'GET', url: '/api/Authentication/login-url', query });
        expect(other.json()).toMatchObject({ authenticationScheme: 'Bearer', loginUrl: '/login' });
      }
    });
  });

  describe('the sign-in', () => {
    it('creates the directory user of a new address with regular access to the domain’s department, and finds it again next time', async () => {
      const { response } = await signInThroughDirectory('alice@nordbolig.test', 'dir-pass-1');
      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers.location).toBe('/cases');
      const cookie = sessionCookieOf(response);
      if (!cookie) throw new Error('not signed in');
      expect((await me(cookie)).json()).toMatchObject({
        email: 'alice@nordbolig.test',
        firstName: 'Alice',
        lastName: 'Ahl',
        isDirectoryUser: true,
        branches: [{ id: officeA.id, permissions: { admin: false } }],
      });
      const created = await userByEmail('alice@nordbolig.test');
      expect(created?.passwordHash).toBeNull();

      const again = await signInThroughDirectory('alice@nordbolig.test', 'dir-pass-1');
      expect(sessionCookieOf(again.response)).toBeDefined();
      expect(await db.select().from(users).where(eq(users.email, 'alice@nordbolig.test'))).toHaveLength(1);
    });

    it('signs an existing password account of a bound domain in, and from then on its password no longer works', async () => {
      const existing = await buildUser(db, [{ branchId: officeA.id, roleId: roles.admin.id }], {
        email: 'bo@nordbolig.test',
      });
      expect(await signInStatus(app, existing.email)).toBe(200);
      const account = newAccount({ login: 'bo@nordbolig.test' });
      const { response } = await signInThroughDirectory(account.login, account.password);
      const cookie = sessionCookieOf(response);
      if (!cookie) throw new Error('not signed in');
      expect((await me(cookie)).json()).toMatchObject({ id: existing.id, isDirectoryUser: true });
      // Someone the organisation removes from its directory cannot go on with the old portal password.
      expect(await signInStatus(app, existing.email)).toBe(401);
      const password = await app.inject({
        method: 'POST',
        url: `/api/User/id/${existing.id}/password`,
        headers: portalHeaders(cookie),
        payload: { oldPassword: 'anything1', newPassword: 'brandnew42' },
      });
      expect(password.statusCode).toBe(400);
      expect(password.json().code).toBe(ErrorKey.directoryUserPassword);
    });

    it('refuses a directory account whose address has no department (notConnected) and creates no user', async () => {
      const account = newAccount({ login: 'carl@unbound.test' });
      const { response } = await signInThroughDirectory(account.login, account.password);
      expectBackAtLogin(response, ErrorKey.directoryNotConnected);
      expect(await userByEmail('carl@unbound.test')).toBeUndefined();
    });

    it('refuses an ID token without an address, or with an unverified one (errorGettingUser)', async () => {
      for (const values of [{ email: null }, { emailVerified: false }]) {
        const account = newAccount(values);
        const { response } = await signInThroughDirectory(account.login, account.password);
        expectBackAtLogin(response, ErrorKey.directoryUserFetchFailed);
        expect(await userByEmail(account.login)).toBeUndefined();
      }
    });

    it('refuses a deactivated account (noAccess) and signs nobody in', async () => {
      await buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], {
        email: 'dan@nordbolig.test',
        active: false,
      });
      const account = newAccount({ login: 'dan@nordbolig.test' });
      const { response } = await signInThroughDirectory(account.login, account.password);
      expectBackAtLogin(response, ErrorKey.directoryNoAccess);
    });
  });

  describe('choosing the department and user (the directory login screen)', async () => {
    const officeC = await buildBranch(db, { name: 'Office C' });
    const account = newAccount({ login: 'eva@nordbolig.test' });
    const eva = await buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], {
      email: account.login,
    });
    const shared = await buildUser(db, [
      { branchId: officeA.id, roleId: roles.admin.id },
      { branchId: officeC.id, roleId: roles.regular.id },
    ]);
    await db
      .insert(directoryIdentities)
      .values({ issuer: provider.issuer, subject: account.subject, userId: shared.id });

    const choices = (browser?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/Authentication/directory/choices',
        headers: browser ? { cookie: browser } : {},
      });
    const choose = (browser: string | undefined, payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/Authentication/directory/choose',
        headers: { ...csrfHeader, ...(browser ? { cookie: browser } : {}) },
        payload,
      });

    it('offers every department and user the account maps to, and signs in as the chosen one, once', async () => {
      const { response, browser } = await signInThroughDirectory(account.login, account.password);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/directory-login');
      expect(sessionCookieOf(response)).toBeUndefined();

      const offered = await choices(browser);
      expect(offered.statusCode).toBe(200);
      expect(offered.json().email).toBe(account.login);
      expect(
        offered
          .json()
          .choices.map((choice: { userId: string; branchId: number }) => [choice.userId, choice.branchId])
          .toSorted(),
      ).toEqual(
        [
          [eva.id, officeA.id],
          [shared.id, officeA.id],
          [shared.id, officeC.id],
        ].toSorted(),
      );

      const chosen = await choose(browser, { userId: shared.id, branchId: officeC.id });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json()).toMatchObject({
        user: { id: shared.id },
        branchId: officeC.id,
        redirectUrl: '/cases',
      });
      const cookie = sessionCookieOf(chosen);
      if (!cookie) throw new Error('not signed in');
      expect((await me(cookie)).json().id).toBe(shared.id);

      const again = await choose(browser, { userId: eva.id, branchId: officeA.id });
      expect(again.statusCode).toBe(410);
      expect(again.json().code).toBe(ErrorKey.directoryChoiceExpired);
      expect((await choices(browser)).statusCode).toBe(410);
    });

    it('a pair that was not offered is refused with 403 and signs nobody in', async () => {
      const stranger = await buildUser(db, [{ branchId: officeB.id, roleId: roles.admin.id }]);
      const { browser } = await signInThroughDirectory(account.login, account.password);
      for (const pair of [
        { userId: stranger.id, branchId: officeB.id },
        { userId: eva.id, branchId: officeC.id },
      ]) {
        const response = await choose(browser, pair);
        expect(response.statusCode).toBe(403);
        expect(sessionCookieOf(response)).toBeUndefined();
      }
      // The choice stays open for the real pairs.
      expect((await choose(browser, { userId: eva.id, branchId: officeA.id })).statusCode).toBe(200);
    });

    it('answers 410 without a started choice, and 400 for a malformed one', async () => {
      expect((await choices()).statusCode).toBe(410);
      expect((await choose(undefined, { userId: eva.id, branchId: officeA.id })).statusCode).toBe(410);
      const { browser } = await signInThroughDirectory(account.login, account.password);
      const malformed = await choose(browser, { userId: 'not-a-uuid', branchId: officeA.id });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields).toHaveProperty('userId');
    });

    it('records the linking, the new accounts and every directory sign-in in the audit log', async () => {
      const entries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.signedIn'), eq(auditLog.actorUserId, shared.id)));
      expect(entries.map((entry) => entry.details)).toContainEqual({ method: 'directory' });
      const linked = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'directory.accountLinked'), eq(auditLog.actorUserId, eva.id)));
      expect(linked).toHaveLength(1);
      const access = await db.select().from(userBranchAccess).where(eq(userBranchAccess.userId, eva.id));
      expect(access.map((row) => row.branchId)).toEqual([officeA.id]);
    });
  });

  it('answers a malformed address at the start with 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/Authentication/directory/start',
      query: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('email');
  });

  it('sends the browser back to the login page saying so when the directory cannot be reached', async () => {
    const unreachable = createDirectoryClient({
      issuer: 'http://127.0.0.1:9/',
      clientId: DIRECTORY_CLIENT.id,
      clientSecret: DIRECTORY_CLIENT.secret,
      logger: deps.logger,
    });
    await expect(startDirectorySignIn({ ...deps, directory: unreachable }, {})).rejects.toMatchObject({
      code: ErrorKey.directoryUnavailable,
      statusCode: 503,
    });
  });
});
