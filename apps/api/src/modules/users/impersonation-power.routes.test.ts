import { ErrorKey, IMPERSONATION_HEADER } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildCase,
  buildOffices,
  buildProviderStaff,
  buildUser,
  SUPPORT_PERMISSIONS,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { apiKeys } from '../api-keys/api-keys.table.ts';
import { auditLog } from '../audit/audit.table.ts';
import { signInLinks } from '../auth/auth.table.ts';
import { directoryDomains } from '../directory/directory.table.ts';
import { invitations } from '../invitations/invitations.table.ts';
import { presentationShares } from '../presentation/presentation.table.ts';
import { webhookSubscriptions } from '../webhooks/webhooks.table.ts';
import { roles, userBranchAccess } from './users.table.ts';

// Acting as someone never raises anyone's power (docs/permissions.md "Impersonation").
describe('impersonation cannot raise power', async () => {
  const { app, db, mail } = await createTestApp();
  const { officeA, officeB, adminA, agentA, roles: officeRoles } = await buildOffices(db);
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    as?: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...portalHeaders(cookie), ...(as ? { [IMPERSONATION_HEADER]: as } : {}) },
      payload,
    });
  const startsOf = (actorUserId: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, actorUserId), eq(auditLog.action, 'auth.impersonationStarted')));
  const providerAdminPermissions = ['roles.manage', 'branches.manage', 'signInLinks.send', 'impersonate'];

  it('a person whose role holds only impersonate cannot act as a provider admin, nor edit their own role through them', async () => {
    const providerAdmin = await buildProviderStaff(db, providerAdminPermissions);
    const attacker = await buildProviderStaff(db, ['impersonate']);
    const attackerCookie = await signIn(app, attacker.email);
    const acting = await call('GET', '/api/Authentication/user', attackerCookie, providerAdmin.id);
    expect(acting.statusCode).toBe(403);
    expect(acting.json()).toMatchObject({
      code: ErrorKey.impersonationPermissionsNotHeld,
      message:
        'You can only act as someone whose permissions you hold yourself, and this user may do more than you.',
    });
    const [ownRole] = await db
      .select()
      .from(roles)
      .where(eq(roles.id, attacker.roleId as number));
    const edit = await call('PATCH', `/api/Role/id/${attacker.roleId}`, attackerCookie, providerAdmin.id, {
      name: ownRole?.name,
      permissions: ['impersonate', 'roles.manage', 'branches.manage'],
    });
    expect(edit.statusCode).toBe(403);
    const [after] = await db
      .select()
      .from(roles)
      .where(eq(roles.id, attacker.roleId as number));
    expect(after?.permissions).toEqual(['impersonate']);
    expect(await startsOf(attacker.id)).toEqual([]);
  });

  it('support cannot act as an editor who delivers material, and the list of users says so', async () => {
    const editor = await buildProviderStaff(db, ['material.deliver', 'texts.deliver']);
    const support = await buildProviderStaff(db, [...SUPPORT_PERMISSIONS, 'texts.deliver']);
    const supportCookie = await signIn(app, support.email);
    const acting = await call('GET', '/api/Authentication/user/permissions', supportCookie, editor.id);
    expect(acting.statusCode).toBe(403);
    expect(acting.json().code).toBe(ErrorKey.impersonationPermissionsNotHeld);

    const list = await call('POST', '/api/User/impersonation/search', supportCookie, undefined, {
      take: 100,
    });
    const rows = list.json().data as { id: string; mayActAs: boolean }[];
    expect(rows.find((row) => row.id === editor.id)?.mayActAs).toBe(false);
    expect(rows.find((row) => row.id === agentA.id)?.mayActAs).toBe(true);
    expect(rows.find((row) => row.id === adminA.id)?.mayActAs).toBe(true);
  });

  it('an office user with impersonate acts only in departments both hold, with what both hold', async () => {
    const [viewer] = await db.insert(roles).values({ name: 'Viewer', permissions: [] }).returning();
    const [impersonator] = await db
      .insert(roles)
      .values({ name: 'Office helper', permissions: ['impersonate', 'orders.create'] })
      .returning();
    // The target reads office B too; the helper has no access there.
    const target = await buildUser(db, [
      { branchId: officeA.id, roleId: officeRoles.regular.id },
      { branchId: officeB.id, roleId: viewer?.id as number },
    ]);
    const helper = await buildUser(db, [{ branchId: officeA.id, roleId: officeRoles.regular.id }], {
      roleId: impersonator?.id,
    });
    const caseOfB = await buildCase(db, { branchId: officeB.id });
    const caseOfA = await buildCase(db, { branchId: officeA.id });
    const helperCookie = await signIn(app, helper.email);

    const permissions = await call('GET', '/api/Authentication/user/permissions', helperCookie, target.id);
    expect(permissions.statusCode).toBe(200);
    expect(permissions.json()).toMatchObject({
      permissions: [],
      branches: [{ branchId: officeA.id, permissions: ['orders.create'] }],
    });
    expect((await call('GET', `/api/Cases/${caseOfA.id}`, helperCookie, target.id)).statusCode).toBe(200);
    expect((await call('GET', `/api/Cases/${caseOfB.id}`, helperCookie, target.id)).statusCode).toBe(404);
    // The target alone reads both.
    const targetCookie = await signIn(app, target.email);
    expect((await call('GET', `/api/Cases/${caseOfB.id}`, targetCookie)).statusCode).toBe(200);
  });

  describe('while acting as an office admin, nothing that outlasts the session is made or changed', async () => {
    const support = await buildProviderStaff(db, [
      ...SUPPORT_PERMISSIONS,
      'roles.manage',
      'signInLinks.send',
    ]);
    const supportCookie = await signIn(app, support.email);
    const providerAdmin = await buildProviderStaff(db, providerAdminPermissions);
    const refusedWithMessage = (response: { statusCode: number; json(): { code: string } }) => {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(ErrorKey.notWhileImpersonating);
    };

    it('API keys', async () => {
      refusedWithMessage(
        await call('POST', '/api/api-keys', supportCookie, adminA.id, {
          branchId: officeA.id,
          name: 'Leak',
          scopes: ['cases.read'],
          expiresOn: null,
        }),
      );
      expect(await db.select().from(apiKeys)).toEqual([]);
    });

    it('webhooks: registered, changed or deleted', async () => {
      const hook = {
        branchId: officeA.id,
        url: 'https://cases.office-a.dk/hooks',
        events: ['order.confirmed'],
      };
      refusedWithMessage(await call('POST', '/api/webhooks', supportCookie, adminA.id, hook));
      expect(await db.select().from(webhookSubscriptions)).toEqual([]);
      const made = await call('POST', '/api/webhooks', await signIn(app, adminA.email), undefined, hook);
      const id = (made.json() as { webhook: { id: string } }).webhook.id;
      const before = await db.select().from(webhookSubscriptions);
      refusedWithMessage(
        await call('PATCH', `/api/webhooks/${id}`, supportCookie, adminA.id, { active: false }),
      );
      refusedWithMessage(await call('DELETE', `/api/webhooks/${id}`, supportCookie, adminA.id));
      expect(await db.select().from(webhookSubscriptions)).toEqual(before);
    });

    it('invitations and anyone’s access', async () => {
      refusedWithMessage(
        await call('POST', '/api/User/Invitation', supportCookie, adminA.id, {
          email: 'outsider@elsewhere.test',
          firstName: 'Out',
          lastName: 'Sider',
          branches: [{ id: officeA.id, isAdmin: true }],
        }),
      );
      expect(await db.select().from(invitations)).toEqual([]);
      expect(mail.received.filter((item) => item.to.includes('outsider@elsewhere.test'))).toEqual([]);
      refusedWithMessage(
        await call('PATCH', `/api/User/id/${agentA.id}/branch/${officeA.id}`, supportCookie, adminA.id, {
          isAdmin: true,
        }),
      );
      const [access] = await db
        .select()
        .from(userBranchAccess)
        .where(and(eq(userBranchAccess.userId, agentA.id), eq(userBranchAccess.branchId, officeA.id)));
      expect(access?.roleId).toBe(officeRoles.regular.id);
    });

    it('roles, sign-in links and directory domains, acting as a provider admin', async () => {
      const before = await db.select().from(roles).where(eq(roles.id, officeRoles.regular.id));
      refusedWithMessage(
        await call('PATCH', `/api/Role/id/${officeRoles.regular.id}`, supportCookie, providerAdmin.id, {
          name: 'Agent',
          permissions: ['orders.create', 'admin'],
        }),
      );
      refusedWithMessage(
        await call('POST', '/api/Role', supportCookie, providerAdmin.id, { name: 'Shadow', permissions: [] }),
      );
      expect(await db.select().from(roles).where(eq(roles.id, officeRoles.regular.id))).toEqual(before);
      expect(await db.select().from(roles).where(eq(roles.name, 'Shadow'))).toEqual([]);
      refusedWithMessage(
        await call('POST', `/api/User/id/${agentA.id}/sign-in-link`, supportCookie, providerAdmin.id, {}),
      );
      expect(await db.select().from(signInLinks)).toEqual([]);
      refusedWithMessage(
        await call('PUT', `/api/Branch/id/${officeA.id}/directory-domains`, supportCookie, providerAdmin.id, {
          domains: ['office-a.test'],
        }),
      );
      expect(await db.select().from(directoryDomains)).toEqual([]);
    });

    it('a presentation link works for one day at most, and the audit log names both people', async () => {
      const shared = await buildCase(db, { branchId: officeA.id });
      const url = `/api/cases/${shared.id}/presentation/shares`;
      const long = await call('POST', url, supportCookie, adminA.id, { expiresInDays: 7 });
      expect(long.statusCode).toBe(403);
      expect(long.json()).toMatchObject({
        code: ErrorKey.shareLongWhileImpersonating,
        fields: { expiresInDays: ErrorKey.shareLongWhileImpersonating },
      });
      expect(await db.select().from(presentationShares)).toEqual([]);

      const oneDay = await call('POST', url, supportCookie, adminA.id, { expiresInDays: 1 });
      expect(oneDay.statusCode).toBe(201);
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.action, ['presentation.shared']));
      expect(entry).toMatchObject({ actorUserId: support.id, onBehalfOfUserId: adminA.id });
      // Acting as oneself leaves the second name empty.
      await call('POST', url, await signIn(app, adminA.email), undefined, { expiresInDays: 90 });
      const own = await db.select().from(auditLog).where(eq(auditLog.actorUserId, adminA.id));
      expect(own.find((row) => row.action === 'presentation.shared')?.onBehalfOfUserId).toBeNull();
    });
  });
});
