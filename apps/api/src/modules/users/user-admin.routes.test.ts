import { ErrorKey } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBranch, buildOffices, buildUser, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { roles, userBranchAccess } from './users.table.ts';

describe('user administration routes', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB, roles: officeRoles } = await buildOffices(db);
  // adminA also administers office C, where agentA has no access.
  const officeC = await buildBranch(db, { name: 'Office C' });
  await db
    .insert(userBranchAccess)
    .values({ userId: adminA.id, branchId: officeC.id, roleId: officeRoles.admin.id });
  const adminACookie = await signIn(app, adminA.email);
  const agentACookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  const agentOfA = (values: Parameters<typeof buildUser>[2] = {}) =>
    buildUser(db, [{ branchId: officeA.id, roleId: officeRoles.regular.id }], values);
  const accessOf = async (userId: string) =>
    (await db.select().from(userBranchAccess).where(eq(userBranchAccess.userId, userId)))
      .map((row) => [row.branchId, row.roleId])
      .toSorted();

  describe('POST /api/User/search', () => {
    const search = (cookie: string | undefined, payload: object = {}) =>
      call('POST', '/api/User/search', cookie, payload);

    it('answers 401 without a session and 403 to a user who administers no department', async () => {
      expect((await search(undefined)).statusCode).toBe(401);
      expect((await search(agentACookie)).statusCode).toBe(403);
    });

    it('lists the active users of the departments the admin administers, with their access in each of them', async () => {
      const both = await buildUser(
        db,
        [
          { branchId: officeA.id, roleId: officeRoles.admin.id },
          { branchId: officeB.id, roleId: officeRoles.admin.id },
        ],
        { firstName: 'Aaron', lastName: 'Both' },
      );
      await agentOfA({ active: false, firstName: 'Aaron', lastName: 'Gone' });
      const response = await search(adminACookie, { search: 'aaron' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        currentSkip: 0,
        take: 20,
        total: 1,
        data: [
          {
            id: both.id,
            email: both.email,
            firstName: 'Aaron',
            lastName: 'Both',
            phoneNumber: null,
            isDirectoryUser: false,
            // Office B is not the admin's: neither shown nor hinted at.
            access: [
              {
                branchId: officeA.id,
                branchName: 'Office A',
                access: 'ADMIN',
                roleId: officeRoles.admin.id,
                roleName: officeRoles.admin.name,
              },
              { branchId: officeC.id, branchName: 'Office C', access: 'NONE', roleId: null, roleName: null },
            ],
          },
        ],
      });
    });

    it('never lists the users of another office', async () => {
      const response = await search(adminACookie, { take: 100 });
      const ids = response.json().data.map((user: { id: string }) => user.id);
      expect(ids).toEqual(expect.arrayContaining([adminA.id, agentA.id]));
      expect(ids).not.toContain(adminB.id);
      expect((await search(adminACookie, { branchIds: [officeB.id] })).statusCode).toBe(403);
    });

    it('searches a part of the name or address and pages', async () => {
      const found = await search(adminACookie, { search: agentA.email.slice(0, 6).toUpperCase() });
      expect(found.json().data.map((user: { id: string }) => user.id)).toContain(agentA.id);
      const page = await search(adminACookie, { skip: 1, take: 1 });
      expect(page.json()).toMatchObject({ currentSkip: 1, take: 1 });
      expect(page.json().data).toHaveLength(1);
      expect(page.json().total).toBeGreaterThan(1);
    });

    it('answers 400 for a search of 1-2 characters and a bad page', async () => {
      const short = await search(adminACookie, { search: 'ab' });
      expect(short.statusCode).toBe(400);
      expect(short.json().fields).toEqual({ search: ErrorKey.searchTooShort });
      expect((await search(adminACookie, { take: 0 })).json().fields).toHaveProperty('take');
    });
  });

  describe('GET /api/User/id/:id/access', () => {
    it('answers 401, 403 to a non-admin, 404 to an admin of another office and 400 for a bad id', async () => {
      expect((await call('GET', `/api/User/id/${agentA.id}/access`)).statusCode).toBe(401);
      expect((await call('GET', `/api/User/id/${adminA.id}/access`, agentACookie)).statusCode).toBe(403);
      expect((await call('GET', `/api/User/id/${agentA.id}/access`, adminBCookie)).statusCode).toBe(404);
      expect((await call('GET', '/api/User/id/nope/access', adminACookie)).statusCode).toBe(400);
    });

    it('answers the colleague’s access in every department the admin administers, NONE included', async () => {
      const response = await call('GET', `/api/User/id/${agentA.id}/access`, adminACookie);
      expect(response.statusCode).toBe(200);
      expect(
        response.json().map((row: { branchId: number; access: string }) => [row.branchId, row.access]),
      ).toEqual([
        [officeA.id, 'REGULAR'],
        [officeC.id, 'NONE'],
      ]);
    });
  });

  describe('PATCH /api/User/id/:id/branch/:branchId', () => {
    const patch = (userId: string, branchId: number, cookie: string | undefined, payload: object) =>
      call('PATCH', `/api/User/id/${userId}/branch/${branchId}`, cookie, payload);

    it('answers 401 without a session and 400 for a body with neither or both of isAdmin and roleId', async () => {
      const user = await agentOfA();
      expect((await patch(user.id, officeA.id, undefined, { isAdmin: true })).statusCode).toBe(401);
      for (const body of [{}, { isAdmin: true, roleId: officeRoles.admin.id }]) {
        const response = await patch(user.id, officeA.id, adminACookie, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toHaveProperty('isAdmin');
      }
      expect(await accessOf(user.id)).toEqual([[officeA.id, officeRoles.regular.id]]);
    });

    it('makes a colleague admin and back with the admin flag, and records who did it', async () => {
      const user = await agentOfA();
      const promoted = await patch(user.id, officeA.id, adminACookie, { isAdmin: true });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(promoted.json().branches).toEqual([
        expect.objectContaining({ id: officeA.id, permissions: { admin: true } }),
      ]);
      expect(await accessOf(user.id)).toEqual([[officeA.id, officeRoles.admin.id]]);
      expect((await patch(user.id, officeA.id, adminACookie, { isAdmin: false })).statusCode).toBe(200);
      expect(await accessOf(user.id)).toEqual([[officeA.id, officeRoles.regular.id]]);
      const entries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'users.accessChanged'), eq(auditLog.targetId, user.id)));
      expect(entries.map((entry) => entry.actorUserId)).toEqual([adminA.id, adminA.id]);
    });

    it('gives a colleague access to another department the admin manages', async () => {
      const user = await agentOfA();
      expect((await patch(user.id, officeC.id, adminACookie, { isAdmin: false })).statusCode).toBe(200);
      expect(await accessOf(user.id)).toEqual(
        [
          [officeA.id, officeRoles.regular.id],
          [officeC.id, officeRoles.regular.id],
        ].toSorted(),
      );
    });

    it('an admin cannot change their own access, so a department keeps the admin who changes it', async () => {
      const response = await patch(adminA.id, officeA.id, adminACookie, { isAdmin: false });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(ErrorKey.ownAccess);
      expect((await accessOf(adminA.id)).find(([branchId]) => branchId === officeA.id)).toEqual([
        officeA.id,
        officeRoles.admin.id,
      ]);
    });

    it('refuses an agent (403), an admin of another department (403) and a stranger’s user id (404), changing nothing', async () => {
      const user = await agentOfA();
      expect((await patch(user.id, officeA.id, agentACookie, { isAdmin: true })).statusCode).toBe(403);
      expect((await patch(user.id, officeA.id, adminBCookie, { isAdmin: true })).statusCode).toBe(403);
      // An admin of B cannot pull a user of A into B either: the id of another office opens nothing.
      expect((await patch(user.id, officeB.id, adminBCookie, { isAdmin: true })).statusCode).toBe(404);
      expect(await accessOf(user.id)).toEqual([[officeA.id, officeRoles.regular.id]]);
    });

    it('gives a role by id, but never one with a department permission the admin does not hold there', async () => {
      const [ordering, limited] = await db
        .insert(roles)
        .values([
          { name: `Orderer ${Date.now()}`, permissions: ['orders.create'] },
          { name: `Limited admin ${Date.now()}`, permissions: ['admin', 'users.manage'] },
        ])
        .returning();
      if (!ordering || !limited) throw new Error('roles not created');
      const user = await agentOfA();
      const given = await patch(user.id, officeA.id, adminACookie, { roleId: ordering.id });
      expect(given.statusCode).toBe(200);
      expect(await accessOf(user.id)).toEqual([[officeA.id, ordering.id]]);

      // An admin whose own role lacks orders.create cannot hand out the admin role, which has it.
      const limitedAdmin = await buildUser(db, [{ branchId: officeA.id, roleId: limited.id }]);
      const refused = await patch(user.id, officeA.id, await signIn(app, limitedAdmin.email), {
        roleId: officeRoles.admin.id,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ErrorKey.permissionNotHeld);
      expect(await accessOf(user.id)).toEqual([[officeA.id, ordering.id]]);

      const unknown = await patch(user.id, officeA.id, adminACookie, { roleId: 999999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ roleId: 'rules.oneOf' });
    });
  });

  describe('DELETE /api/User/id/:id/branch/:branchId', () => {
    const revoke = (userId: string, branchId: number, cookie?: string) =>
      call('DELETE', `/api/User/id/${userId}/branch/${branchId}`, cookie);

    it('answers 401 without a session', async () => {
      expect((await revoke(agentA.id, officeA.id)).statusCode).toBe(401);
    });

    it('revokes a colleague’s access at once: their very next request no longer sees the department', async () => {
      const user = await buildUser(db, [
        { branchId: officeA.id, roleId: officeRoles.regular.id },
        { branchId: officeC.id, roleId: officeRoles.regular.id },
      ]);
      const userCookie = await signIn(app, user.email);
      const response = await revoke(user.id, officeC.id, adminACookie);
      expect(response.statusCode).toBe(204);
      const branches = await call('GET', '/api/Authentication/user/branches', userCookie);
      expect(branches.json().map((branch: { id: number }) => branch.id)).toEqual([officeA.id]);
      expect((await call('GET', `/api/User/by-branchId/${officeC.id}/active`, userCookie)).statusCode).toBe(
        403,
      );
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'users.accessRevoked'), eq(auditLog.targetId, user.id)));
      expect(entry).toMatchObject({ actorUserId: adminA.id, details: { branchId: officeC.id } });
    });

    it('answers 404 when the colleague has no access there, 403 for one’s own access and for agents', async () => {
      const user = await agentOfA();
      expect((await revoke(user.id, officeC.id, adminACookie)).statusCode).toBe(404);
      const own = await revoke(adminA.id, officeA.id, adminACookie);
      expect(own.statusCode).toBe(403);
      expect(own.json().code).toBe(ErrorKey.ownAccess);
      expect((await revoke(user.id, officeA.id, agentACookie)).statusCode).toBe(403);
      expect((await revoke(user.id, officeA.id, adminBCookie)).statusCode).toBe(403);
      expect(await accessOf(user.id)).toEqual([[officeA.id, officeRoles.regular.id]]);
      expect(await accessOf(adminA.id)).toHaveLength(2);
    });
  });
});
