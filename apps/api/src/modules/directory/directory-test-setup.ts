// The cast of the directory tests: a real OpenID provider on 127.0.0.1, a hub that signs in through it, and
// the calls a browser makes (start, the provider's login page, the callback, the choice).
import { SESSION_COOKIE } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, expect } from 'vitest';
import { createDirectoryClient } from '../../adapters/identity/directory-client.ts';
import type { Db } from '../../db/client.ts';
import { type FakeDirectoryAccount, startFakeOidcProvider } from '../../test/fakes/fake-oidc-provider.ts';
import { createTestApp } from '../../test/test-app.ts';
import { directoryDomains } from './directory.table.ts';

export const DIRECTORY_CLIENT = { id: 'property-portal', secret: 'a-client-secret-for-the-tests' };
const CALLBACK_URL = 'http://portal.test/api/Authentication/directory/callback';

export async function createDirectoryTestApp(
  accounts: FakeDirectoryAccount[] = [],
  options: { issuerVerifiesEmail?: boolean } = {},
) {
  const provider = await startFakeOidcProvider({
    clientId: DIRECTORY_CLIENT.id,
    clientSecret: DIRECTORY_CLIENT.secret,
    redirectUris: [CALLBACK_URL],
    accounts,
  });
  afterAll(() => provider.close());
  const directory = createDirectoryClient({
    issuer: provider.issuer,
    clientId: DIRECTORY_CLIENT.id,
    clientSecret: DIRECTORY_CLIENT.secret,
    issuerVerifiesEmail: options.issuerVerifiesEmail,
    logger: pino({ level: 'silent' }),
  });
  const testApp = await createTestApp({ directory });
  const { app } = testApp;

  /** The browser opens the login-url's start link: the directory's login page and the browser's cookie. */
  async function start(email?: string, redirectUrl = '/cases') {
    const response = await app.inject({
      method: 'GET',
      url: '/api/Authentication/directory/start',
      query: email ? { email, redirectUrl } : {},
    });
    expect(response.statusCode, response.body).toBe(302);
    const cookie = response.cookies.find((item) => item.name === 'portal_directory');
    if (!cookie) throw new Error('no directory cookie');
    return {
      authorizationUrl: String(response.headers.location),
      browser: `portal_directory=${cookie.value}`,
    };
  }

  /** The directory sends the browser back to the hub's callback (with the browser's cookie, if given). */
  function callback(callbackUrl: string, browser?: string) {
    const url = new URL(callbackUrl);
    return app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: browser ? { cookie: browser } : {},
    });
  }

  /** A whole sign-in as a person does it; the callback's answer and the browser's cookie. */
  async function signInThroughDirectory(login: string, password: string, redirectUrl?: string) {
    const started = await start(login, redirectUrl);
    const callbackUrl = await provider.signIn(started.authorizationUrl, login, password);
    return { response: await callback(callbackUrl, started.browser), browser: started.browser };
  }

  return { ...testApp, provider, start, callback, signInThroughDirectory };
}

export async function bindDomain(db: Db, domain: string, branchId: number) {
  await db.insert(directoryDomains).values({ domain, branchId });
}

/** The session cookie a response set, as a Cookie header; undefined when it signed nobody in. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE && item.value);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

/** Where a refused sign-in sends the browser: back to the login page, which shows why. */
export function expectBackAtLogin(response: LightMyRequestResponse, code: string) {
  expect(response.statusCode, response.body).toBe(302);
  expect(response.headers.location).toBe(`/login?directoryError=${encodeURIComponent(code)}`);
  expect(sessionCookieOf(response)).toBeUndefined();
}
