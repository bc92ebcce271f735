import { ErrorKey } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices } from '../../test/factories.ts';
import { users } from '../users/users.table.ts';
import { directorySignIns } from './directory.table.ts';
import {
  bindDomain,
  createDirectoryTestApp,
  expectBackAtLogin,
  sessionCookieOf,
} from './directory-test-setup.ts';

// What an attacker tries on the directory's answer: each is refused, signs nobody in and creates no user.
describe('directory sign-in callback', async () => {
  const { db, provider, start, callback } = await createDirectoryTestApp();
  const { officeA } = await buildOffices(db);
  await bindDomain(db, 'nordbolig.test', officeA.id);
  let accounts = 0;
  const newAccount = () => {
    accounts += 1;
    const account = {
      subject: `attack-${accounts}`,
      login: `person${accounts}@nordbolig.test`,
      password: `pw-${accounts}`,
    };
    provider.addAccount(account);
    return account;
  };
  const userByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0];

  it('a callback whose state was altered is refused and signs nobody in', async () => {
    const account = newAccount();
    const started = await start(account.login);
    const url = new URL(await provider.signIn(started.authorizationUrl, account.login, account.password));
    url.searchParams.set('state', 'forged-state');
    expectBackAtLogin(await callback(url.href, started.browser), ErrorKey.directoryFailed);
    expect(await userByEmail(account.login)).toBeUndefined();
  });

  it('an attacker’s callback link opened in the victim’s browser (no sign-in started there) signs nobody in', async () => {
    const attacker = newAccount();
    const started = await start(attacker.login);
    const url = await provider.signIn(started.authorizationUrl, attacker.login, attacker.password);
    expectBackAtLogin(await callback(url), ErrorKey.directoryFailed);
    expectBackAtLogin(await callback(url, (await start()).browser), ErrorKey.directoryFailed);
  });

  it('an authorization code stolen from another sign-in cannot be redeemed with this one’s PKCE verifier', async () => {
    const victim = newAccount();
    const victimStart = await start(victim.login);
    const stolen = new URL(
      await provider.signIn(victimStart.authorizationUrl, victim.login, victim.password),
    );
    const attackerStart = await start();
    const injected = new URL(stolen);
    injected.searchParams.set(
      'state',
      new URL(attackerStart.authorizationUrl).searchParams.get('state') ?? '',
    );
    expectBackAtLogin(await callback(injected.href, attackerStart.browser), ErrorKey.directoryFailed);
    expect(await userByEmail(victim.login)).toBeUndefined();
  });

  it('an ID token minted for another nonce is refused', async () => {
    const account = newAccount();
    const started = await start(account.login);
    const url = await provider.signIn(started.authorizationUrl, account.login, account.password);
    await db.update(directorySignIns).set({ nonce: 'the-nonce-of-another-sign-in' });
    expectBackAtLogin(await callback(url, started.browser), ErrorKey.directoryFailed);
    expect(await userByEmail(account.login)).toBeUndefined();
  });

  it('an answer naming another issuer (mix-up) is refused', async () => {
    const account = newAccount();
    const started = await start(account.login);
    const url = new URL(await provider.signIn(started.authorizationUrl, account.login, account.password));
    expect(url.searchParams.get('iss')).toBe(provider.issuer);
    url.searchParams.set('iss', 'https://evil-directory.test');
    expectBackAtLogin(await callback(url.href, started.browser), ErrorKey.directoryFailed);
    expect(await userByEmail(account.login)).toBeUndefined();
  });

  it('an expired authorization code is refused', async () => {
    const account = newAccount();
    provider.setCodeTtl(1);
    try {
      const started = await start(account.login);
      const url = await provider.signIn(started.authorizationUrl, account.login, account.password);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expectBackAtLogin(await callback(url, started.browser), ErrorKey.directoryFailed);
    } finally {
      provider.setCodeTtl(60);
    }
    expect(await userByEmail(account.login)).toBeUndefined();
  });

  it('a callback is redeemed once: the same answer again signs nobody in', async () => {
    const account = newAccount();
    const started = await start(account.login);
    const url = await provider.signIn(started.authorizationUrl, account.login, account.password);
    expect(sessionCookieOf(await callback(url, started.browser))).toBeDefined();
    expectBackAtLogin(await callback(url, started.browser), ErrorKey.directoryFailed);
  });
});
