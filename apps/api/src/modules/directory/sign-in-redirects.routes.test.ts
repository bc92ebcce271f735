import { DIRECTORY_SCHEME, ErrorKey } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildBranch, buildOffices, buildUser } from '../../test/factories.ts';
import { csrfHeader } from '../../test/test-app.ts';
import { directoryIdentities } from './directory.table.ts';
import { bindDomain, createDirectoryTestApp, sessionCookieOf } from './directory-test-setup.ts';

// Every redirect after signing in stays on the portal (PUBLIC_URL is http://portal.test in the tests): the
// page asked for is resolved against it and kept only on its origin, and a control character refuses it.

/** Values that look like a page of the portal to a simple check but send a browser elsewhere or run script. */
const FOREIGN_TARGETS = [
  '/\t/evil.example/x',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example',
  '/%09/evil.example',
  '\u0000',
  'javascript:alert(1)',
];
const SAME_ORIGIN_URL = 'http://portal.test/cases/42?tab=orders';
const SAME_ORIGIN_PATH = '/cases/42?tab=orders';

describe('redirects after signing in', async () => {
  const { app, db, provider, signInThroughDirectory } = await createDirectoryTestApp([
    { subject: 'ola-1', login: 'ola@nordbolig.test', password: 'dir-pass-1' },
    { subject: 'liv-1', login: 'liv@nordbolig.test', password: 'dir-pass-2' },
  ]);
  const { officeA, roles } = await buildOffices(db);
  await bindDomain(db, 'nordbolig.test', officeA.id);

  const loginUrl = (query: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/Authentication/login-url', query });

  describe('GET /api/Authentication/login-url', () => {
    it.each(FOREIGN_TARGETS)(
      'refuses %j as the page to open afterwards with 400 and the translated message, for either way of signing in',
      async (redirectUrl) => {
        for (const email of ['someone@office.test', 'someone@nordbolig.test']) {
          const response = await loginUrl({ email, redirectUrl });
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json()).toMatchObject({
            code: ErrorKey.redirectNotAllowed,
            message: 'The page to open after signing in must be a page of this portal.',
            fields: { redirectUrl: ErrorKey.redirectNotAllowed },
          });
        }
      },
    );

    it('keeps an absolute URL of the portal’s own origin, as its path, in both login URLs', async () => {
      const password = await loginUrl({ email: 'someone@office.test', redirectUrl: SAME_ORIGIN_URL });
      expect(password.statusCode, password.body).toBe(200);
      expect(password.json().loginUrl).toBe(`/login?redirectUrl=${encodeURIComponent(SAME_ORIGIN_PATH)}`);
      const directory = await loginUrl({ email: 'someone@nordbolig.test', redirectUrl: SAME_ORIGIN_URL });
      expect(directory.json()).toMatchObject({ authenticationScheme: DIRECTORY_SCHEME });
      const start = new URL(directory.json().loginUrl, 'http://portal.test');
      expect(start.searchParams.get('redirectUrl')).toBe(SAME_ORIGIN_PATH);
    });
  });

  describe('the directory start and callback', () => {
    it.each(FOREIGN_TARGETS)(
      'a sign-in started for %j still signs in, and lands on the portal’s start page',
      async (redirectUrl) => {
        const { response } = await signInThroughDirectory('ola@nordbolig.test', 'dir-pass-1', redirectUrl);
        expect(response.statusCode, response.body).toBe(302);
        expect(response.headers.location).toBe('/');
        expect(sessionCookieOf(response)).toBeDefined();
      },
    );

    it('a sign-in started for an absolute URL of the portal lands on that page', async () => {
      const { response } = await signInThroughDirectory('ola@nordbolig.test', 'dir-pass-1', SAME_ORIGIN_URL);
      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers.location).toBe(SAME_ORIGIN_PATH);
    });
  });

  describe('the directory login screen’s choice', async () => {
    const officeC = await buildBranch(db, { name: 'Office C' });
    await buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], {
      email: 'liv@nordbolig.test',
    });
    const shared = await buildUser(db, [{ branchId: officeC.id, roleId: roles.regular.id }]);
    await db
      .insert(directoryIdentities)
      .values({ issuer: provider.issuer, subject: 'liv-1', userId: shared.id });

    const chooseAfterSignIn = async (redirectUrl: string) => {
      const { response, browser } = await signInThroughDirectory(
        'liv@nordbolig.test',
        'dir-pass-2',
        redirectUrl,
      );
      expect(response.headers.location).toBe('/directory-login');
      return app.inject({
        method: 'POST',
        url: '/api/Authentication/directory/choose',
        headers: { ...csrfHeader, cookie: browser },
        payload: { userId: shared.id, branchId: officeC.id },
      });
    };

    it.each(FOREIGN_TARGETS)(
      'answers the portal’s start page for a sign-in started for %j',
      async (redirectUrl) => {
        const chosen = await chooseAfterSignIn(redirectUrl);
        expect(chosen.statusCode, chosen.body).toBe(200);
        expect(chosen.json().redirectUrl).toBe('/');
      },
    );

    it('answers the page of an absolute URL of the portal', async () => {
      const chosen = await chooseAfterSignIn(SAME_ORIGIN_URL);
      expect(chosen.json().redirectUrl).toBe(SAME_ORIGIN_PATH);
    });
  });
});
