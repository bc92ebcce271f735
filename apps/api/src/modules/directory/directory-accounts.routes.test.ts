import { ErrorKey } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildProviderStaff, buildUser, signInStatus } from '../../test/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { roles, users } from '../users/users.table.ts';
import { directoryIdentities } from './directory.table.ts';
import {
  bindDomain,
  createDirectoryTestApp,
  expectBackAtLogin,
  sessionCookieOf,
} from './directory-test-setup.ts';

// Which portal account a directory sign-in may become: only with an address the directory vouches for, only an
// office's account of the bound domain (never provider staff, whose password stays), and a new account never
// gets its own role (the provider-wide one) from a department's role.

describe('the accounts a directory sign-in links or makes', async () => {
  const { app, db, provider, signInThroughDirectory } = await createDirectoryTestApp();
  const { officeA, officeB, roles: officeRoles } = await buildOffices(db);
  await bindDomain(db, 'nordbolig.test', officeA.id);
  let accounts = 0;
  /** A directory account for the address, whose email_verified claim is true unless given. */
  const directoryAccount = (login: string, emailVerified?: boolean | null) => {
    accounts += 1;
    const account = { subject: `subject-${accounts}`, login, password: `secret-${accounts}`, emailVerified };
    provider.addAccount(account);
    return account;
  };
  const userByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0];
  const identitiesOf = (userId: string) =>
    db.select().from(directoryIdentities).where(eq(directoryIdentities.userId, userId));

  /** The account is as it was: its password still signs in, and no directory account is linked to it. */
  const expectUntouched = async (user: { id: string; email: string }) => {
    expect(await signInStatus(app, user.email)).toBe(200);
    expect(await identitiesOf(user.id)).toEqual([]);
    expect((await userByEmail(user.email))?.isDirectoryUser).toBe(false);
    const linked = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'directory.accountLinked'), eq(auditLog.actorUserId, user.id)));
    expect(linked).toEqual([]);
  };

  describe('the address must be verified', () => {
    it('refuses an ID token without email_verified (errorGettingUser): no account is linked, made or changed', async () => {
      const office = await buildUser(db, [{ branchId: officeA.id, roleId: officeRoles.regular.id }], {
        email: 'kim@nordbolig.test',
      });
      const existing = directoryAccount(office.email, null);
      const { response } = await signInThroughDirectory(existing.login, existing.password);
      expectBackAtLogin(response, ErrorKey.directoryUserFetchFailed);
      await expectUntouched(office);

      const stranger = directoryAccount('new.person@nordbolig.test', null);
      const refused = await signInThroughDirectory(stranger.login, stranger.password);
      expectBackAtLogin(refused.response, ErrorKey.directoryUserFetchFailed);
      expect(await userByEmail(stranger.login)).toBeUndefined();
    });
  });

  describe('only an office account of the bound domain is linked', () => {
    it('never links provider staff with an address of the domain: refused (accountNotLinkable), password kept', async () => {
      const staff = await buildProviderStaff(db, ['roles.manage', 'impersonate']);
      await db.update(users).set({ email: 'staff@nordbolig.test' }).where(eq(users.id, staff.id));
      const account = directoryAccount('staff@nordbolig.test');
      const { response } = await signInThroughDirectory(account.login, account.password);
      expectBackAtLogin(response, ErrorKey.directoryAccountNotLinkable);
      await expectUntouched({ id: staff.id, email: 'staff@nordbolig.test' });
    });

    it('never links an office admin whose own role holds a provider permission, though their department is bound', async () => {
      const [supportRole] = await db
        .insert(roles)
        .values({ name: 'Support of the office', permissions: ['impersonate'] })
        .returning();
      const admin = await buildUser(db, [{ branchId: officeA.id, roleId: officeRoles.admin.id }], {
        email: 'lead@nordbolig.test',
        roleId: supportRole?.id,
      });
      const account = directoryAccount(admin.email);
      const { response } = await signInThroughDirectory(account.login, account.password);
      expectBackAtLogin(response, ErrorKey.directoryAccountNotLinkable);
      await expectUntouched(admin);
    });

    it('never links an account of another office that happens to use an address of the domain', async () => {
      const elsewhere = await buildUser(db, [{ branchId: officeB.id, roleId: officeRoles.admin.id }], {
        email: 'moved@nordbolig.test',
      });
      const account = directoryAccount(elsewhere.email);
      const { response } = await signInThroughDirectory(account.login, account.password);
      expectBackAtLogin(response, ErrorKey.directoryAccountNotLinkable);
      await expectUntouched(elsewhere);
    });
  });

  describe('a new directory user', () => {
    it('gets no own role, so a provider permission in the department’s role never reaches them', async () => {
      // A department role that also names a provider permission: it counts only as someone's own role.
      await db
        .update(roles)
        .set({ permissions: ['orders.create', 'orders.fulfil'] })
        .where(eq(roles.id, officeRoles.regular.id));
      const account = directoryAccount('newcomer@nordbolig.test');
      const { response } = await signInThroughDirectory(account.login, account.password);
      const cookie = sessionCookieOf(response);
      if (!cookie) throw new Error('not signed in');
      expect((await userByEmail(account.login))?.roleId).toBeNull();
      const permissions = await app.inject({
        method: 'GET',
        url: '/api/Authentication/user/permissions',
        headers: { cookie },
      });
      expect(permissions.json()).toMatchObject({
        permissions: [],
        branches: [{ branchId: officeA.id, permissions: ['orders.create'] }],
      });
      const providerOrders = await app.inject({
        method: 'GET',
        url: '/api/provider/orders',
        headers: { cookie },
      });
      expect(providerOrders.statusCode).toBe(403);
    });
  });
});

describe('a directory that hands out only verified addresses (OIDC_ISSUER_VERIFIES_EMAIL)', async () => {
  const { db, signInThroughDirectory } = await createDirectoryTestApp(
    [
      { subject: 'no-claim', login: 'ada@nordbolig.test', password: 'pass-1', emailVerified: null },
      { subject: 'says-false', login: 'bea@nordbolig.test', password: 'pass-2', emailVerified: false },
    ],
    { issuerVerifiesEmail: true },
  );
  const { officeA } = await buildOffices(db);
  await bindDomain(db, 'nordbolig.test', officeA.id);

  it('signs in an ID token without email_verified, but still refuses one that says false', async () => {
    const { response } = await signInThroughDirectory('ada@nordbolig.test', 'pass-1');
    expect(sessionCookieOf(response)).toBeDefined();
    const refused = await signInThroughDirectory('bea@nordbolig.test', 'pass-2');
    expectBackAtLogin(refused.response, ErrorKey.directoryUserFetchFailed);
  });
});
