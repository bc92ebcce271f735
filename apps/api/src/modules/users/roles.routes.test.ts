import { ErrorKey } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildProviderStaff, buildUser, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { roles } from './users.table.ts';

describe('roles routes', async () => {
  const { app, db } = await createTestApp();
  const { officeA, adminA, agentA, roles: officeRoles } = await buildOffices(db);
  const providerAdmin = await buildProviderStaff(db, ['roles.manage', 'branches.manage']);
  const providerCookie = await signIn(app, providerAdmin.email);
  const adminACookie = await signIn(app, adminA.email);
  const agentACookie = await signIn(app, agentA.email);

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  const roleRow = async (id: number) => (await db.select().from(roles).where(eq(roles.id, id)))[0];

  describe('POST /api/Role/search and GET /api/Role/id/:id', () => {
    it('answers 401 without a session and 403 to a user who is neither admin nor provider admin', async () => {
      expect((await call('POST', '/api/Role/search', undefined, {})).statusCode).toBe(401);
      expect((await call('POST', '/api/Role/search', agentACookie, {})).statusCode).toBe(403);
      expect((await call('GET', `/api/Role/id/${officeRoles.admin.id}`, agentACookie)).statusCode).toBe(403);
    });

    it('lets department admins and provider admins read roles by name, with their permissions and holders', async () => {
      const response = await call('POST', '/api/Role/search', adminACookie, {
        search: officeRoles.regular.name,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        currentSkip: 0,
        take: 20,
        total: 1,
        data: [
          {
            id: officeRoles.regular.id,
            name: officeRoles.regular.name,
            permissions: ['orders.create'],
            userCount: 1,
          },
        ],
      });
      const one = await call('GET', `/api/Role/id/${officeRoles.admin.id}`, providerCookie);
      expect(one.json()).toMatchObject({
        permissions: ['admin', 'users.manage', 'orders.create'],
        userCount: 2,
      });
    });

    it('answers 400 for a search of 1-2 characters or a bad id, 404 for an unknown role', async () => {
      const short = await call('POST', '/api/Role/search', providerCookie, { search: 'ag' });
      expect(short.json().fields).toEqual({ search: ErrorKey.searchTooShort });
      expect((await call('GET', '/api/Role/id/abc', providerCookie)).statusCode).toBe(400);
      expect((await call('GET', '/api/Role/id/999999', providerCookie)).statusCode).toBe(404);
    });
  });

  describe('POST /api/Role and PATCH /api/Role/id/:id', () => {
    it('answers 401 without a session and 400 for an empty name or an unknown permission, writing nothing', async () => {
      expect((await call('POST', '/api/Role', undefined, { name: 'X', permissions: [] })).statusCode).toBe(
        401,
      );
      const before = await db.select().from(roles);
      const bad = await call('POST', '/api/Role', providerCookie, { name: ' ', permissions: ['superuser'] });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).toSorted()).toEqual(['name', 'permissions.0']);
      expect(await db.select().from(roles)).toEqual(before);
    });

    it('keeps a role giving ADMIN: taking admin from the last such role is refused with 409', async () => {
      const response = await call('PATCH', `/api/Role/id/${officeRoles.admin.id}`, providerCookie, {
        name: officeRoles.admin.name,
        permissions: ['users.manage', 'orders.create'],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe(ErrorKey.accessRolesNeeded);
      expect((await roleRow(officeRoles.admin.id))?.permissions).toContain('admin');
    });

    it('creates a role with its permissions once each, and records who did it', async () => {
      const response = await call('POST', '/api/Role', providerCookie, {
        name: '  Office manager ',
        permissions: ['admin', 'users.manage', 'admin', 'branches.manage'],
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        name: 'Office manager',
        permissions: ['admin', 'users.manage', 'branches.manage'],
        userCount: 0,
      });
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'roles.created'), eq(auditLog.targetId, String(response.json().id))));
      expect(entry?.actorUserId).toBe(providerAdmin.id);
    });

    it('refuses a name another role has, whatever its case (409 on name)', async () => {
      const response = await call('POST', '/api/Role', providerCookie, {
        name: officeRoles.regular.name.toUpperCase(),
        permissions: [],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().fields).toEqual({ name: ErrorKey.roleNameTaken });
      const rename = await call('PATCH', `/api/Role/id/${officeRoles.regular.id}`, providerCookie, {
        name: officeRoles.admin.name,
        permissions: ['orders.create'],
      });
      expect(rename.statusCode).toBe(409);
    });

    it('a provider admin cannot hand out a provider permission they do not hold (no self-promotion to impersonate)', async () => {
      const created = await call('POST', '/api/Role', providerCookie, {
        name: 'Sneaky',
        permissions: ['impersonate'],
      });
      expect(created.statusCode).toBe(403);
      expect(created.json().code).toBe(ErrorKey.permissionNotHeld);
      const own = await roleRow(providerAdmin.roleId ?? 0);
      const edited = await call('PATCH', `/api/Role/id/${own?.id}`, providerCookie, {
        name: own?.name,
        permissions: [...(own?.permissions ?? []), 'impersonate'],
      });
      expect(edited.statusCode).toBe(403);
      expect((await roleRow(own?.id ?? 0))?.permissions).not.toContain('impersonate');
      expect(await db.select().from(roles).where(eq(roles.name, 'Sneaky'))).toEqual([]);
    });

    it('a provider admin cannot take roles.manage from their own role, so they cannot lock themselves out', async () => {
      const own = await roleRow(providerAdmin.roleId ?? 0);
      const response = await call('PATCH', `/api/Role/id/${own?.id}`, providerCookie, {
        name: own?.name,
        permissions: ['branches.manage'],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe(ErrorKey.ownRoleManage);
      expect((await roleRow(own?.id ?? 0))?.permissions).toContain('roles.manage');
    });

    it('edits a role; its holders get the new permissions at once (ADMIN derives from admin)', async () => {
      const created = await call('POST', '/api/Role', providerCookie, {
        name: 'Coordinator',
        permissions: [],
      });
      const roleId = created.json().id as number;
      const holder = await buildUser(db, [{ branchId: officeA.id, roleId }]);
      const holderCookie = await signIn(app, holder.email);
      const branchesOf = async () =>
        (await call('GET', '/api/Authentication/user/branches', holderCookie)).json()[0].permissions;
      expect(await branchesOf()).toEqual({ admin: false });

      const edited = await call('PATCH', `/api/Role/id/${roleId}`, providerCookie, {
        name: 'Coordinator',
        permissions: ['admin', 'orders.create'],
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ permissions: ['admin', 'orders.create'], userCount: 1 });
      expect(await branchesOf()).toEqual({ admin: true });
      expect((await call('POST', '/api/User/search', holderCookie, {})).statusCode).toBe(200);
      expect(
        (await call('PATCH', '/api/Role/id/999999', providerCookie, { name: 'Z', permissions: [] }))
          .statusCode,
      ).toBe(404);
    });
  });
});
