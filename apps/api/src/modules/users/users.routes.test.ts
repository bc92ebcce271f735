import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBranch,
  buildOffices,
  buildUser,
  signIn,
  signInStatus,
  TEST_PASSWORD,
  userPatchBody,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { findUserById } from './users.repo.ts';

describe('users routes', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB, roles } = await buildOffices(db);
  const adminACookie = await signIn(app, adminA.email);
  const agentACookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);

  const newAgentOfA = (values: Parameters<typeof buildUser>[2] = {}) =>
    buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], values);

  const getUser = (id: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `/api/User/id/${id}`, headers: cookie ? { cookie } : {} });

  const patchUser = (id: string, cookie: string | undefined, payload: Record<string, unknown>) =>
    app.inject({
      method: 'PATCH',
      url: `/api/User/id/${id}`,
      headers: cookie ? portalHeaders(cookie) : csrfHeader,
      payload,
    });

  const changePassword = (id: string, cookie: string | undefined, oldPassword: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: `/api/User/id/${id}/password`,
      headers: cookie ? portalHeaders(cookie) : csrfHeader,
      payload: { oldPassword, newPassword },
    });

  const branchesOf = async (cookie: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/Authentication/user/branches',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; permissions: { admin: boolean } | null }[];
  };

  describe('GET /api/User/id/:id', () => {
    it('answers 401 without a session', async () => {
      const response = await getUser(agentA.id);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('errors.unauthorized');
    });

    it('answers the user themself', async () => {
      const response = await getUser(agentA.id, agentACookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: agentA.id,
        email: agentA.email,
        firstName: agentA.firstName,
        lastName: agentA.lastName,
        settings: { showPrices: true },
        impersonatedUser: null,
        branches: [{ id: officeA.id, name: 'Office A', permissions: { admin: false } }],
      });
    });

    it('lets an admin of a shared department read a colleague', async () => {
      const response = await getUser(agentA.id, adminACookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(agentA.id);
      expect(response.json().email).toBe(agentA.email);
      // The colleague's own permissions, not the admin's.
      expect(response.json().branches[0].permissions).toEqual({ admin: false });
    });

    it('answers 404 to an agent reading a colleague', async () => {
      const response = await getUser(adminA.id, agentACookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('errors.resourceNotFound');
    });

    it('answers 404 to an admin of another office', async () => {
      const response = await getUser(agentA.id, adminBCookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).not.toHaveProperty('email');
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await getUser('00000000-0000-4000-8000-000000000000', adminACookie);
      expect(unknown.statusCode).toBe(404);
      const malformed = await getUser('not-a-uuid', adminACookie);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('errors.badRequest');
      expect(malformed.json().fields).toHaveProperty('id');
    });
  });

  describe('PATCH /api/User/id/:id', () => {
    it('answers 401 without a session', async () => {
      const response = await patchUser(agentA.id, undefined, userPatchBody(agentA));
      expect(response.statusCode).toBe(401);
    });

    it('is refused without the CSRF header', async () => {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/User/id/${agentA.id}`,
        headers: { cookie: agentACookie },
        payload: userPatchBody(agentA),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('errors.csrfHeaderMissing');
    });

    it('lets a user change their own profile and answers the saved record', async () => {
      const user = await newAgentOfA();
      const cookie = await signIn(app, user.email);
      const response = await patchUser(
        user.id,
        cookie,
        userPatchBody(user, {
          firstName: 'Birgitte',
          lastName: 'Nyborg',
          email: `  ${user.email.toUpperCase()} `,
          phoneNumber: '+45 12 34 56 78',
          settings: { showPrices: false },
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        firstName: 'Birgitte',
        lastName: 'Nyborg',
        email: user.email,
        phoneNumber: '+4512345678',
        settings: { showPrices: false },
      });
      const stored = await findUserById(db, user.id);
      expect(stored).toMatchObject({ firstName: 'Birgitte', email: user.email, showPrices: false });
      const reread = await getUser(user.id, cookie);
      expect(reread.json().settings).toEqual({ showPrices: false });
    });

    it('lets an admin of a shared department change a colleague', async () => {
      const user = await newAgentOfA();
      const response = await patchUser(user.id, adminACookie, userPatchBody(user, { lastName: 'Changed' }));
      expect(response.statusCode).toBe(200);
      expect(response.json().lastName).toBe('Changed');
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'users.updated'), eq(auditLog.targetId, user.id)));
      expect(audit.map((entry) => entry.actorUserId)).toEqual([adminA.id]);
    });

    it('answers 404 to an agent changing a colleague and to an admin of another office, and changes nothing', async () => {
      const user = await newAgentOfA();
      for (const cookie of [agentACookie, adminBCookie]) {
        const response = await patchUser(user.id, cookie, userPatchBody(user, { lastName: 'Hijacked' }));
        expect(response.statusCode).toBe(404);
      }
      expect((await findUserById(db, user.id))?.lastName).toBe(user.lastName);
    });

    it('answers a bad email with 400 on the email field', async () => {
      const response = await patchUser(
        agentA.id,
        agentACookie,
        userPatchBody(agentA, { email: 'not-an-email' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('errors.badRequest');
      expect(Object.keys(response.json().fields)).toEqual(['email']);
    });

    it('answers missing names with 400 on those fields', async () => {
      const response = await patchUser(agentA.id, agentACookie, userPatchBody(agentA, { firstName: '  ' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('firstName');
    });

    it('lets an admin give a colleague admin access in their office', async () => {
      const user = await newAgentOfA();
      const userCookie = await signIn(app, user.email);
      expect((await branchesOf(userCookie)).map((branch) => branch.permissions)).toEqual([{ admin: false }]);

      const response = await patchUser(
        user.id,
        adminACookie,
        userPatchBody(user, { branches: [{ id: officeA.id, permissions: { admin: true } }] }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().branches).toEqual([
        expect.objectContaining({ id: officeA.id, permissions: { admin: true } }),
      ]);
      expect(await branchesOf(userCookie)).toEqual([
        expect.objectContaining({ id: officeA.id, permissions: { admin: true } }),
      ]);

      // And back again.
      const demoted = await patchUser(
        user.id,
        adminACookie,
        userPatchBody(user, { branches: [{ id: officeA.id, permissions: { admin: false } }] }),
      );
      expect(demoted.statusCode).toBe(200);
      expect((await branchesOf(userCookie)).map((branch) => branch.permissions)).toEqual([{ admin: false }]);
    });

    it('refuses an admin who changes access to a department they are not admin of', async () => {
      // A user in both offices; adminA is admin of A only.
      const user = await buildUser(db, [
        { branchId: officeA.id, roleId: roles.regular.id },
        { branchId: officeB.id, roleId: roles.regular.id },
      ]);
      const response = await patchUser(
        user.id,
        adminACookie,
        userPatchBody(user, { branches: [{ id: officeB.id, permissions: { admin: true } }] }),
      );
      expect([403, 404]).toContain(response.statusCode);
      const cookie = await signIn(app, user.email);
      expect((await branchesOf(cookie)).map((branch) => [branch.id, branch.permissions])).toEqual([
        [officeA.id, { admin: false }],
        [officeB.id, { admin: false }],
      ]);
    });

    it('refuses an agent who changes a colleague’s access', async () => {
      const user = await newAgentOfA();
      const response = await patchUser(
        user.id,
        agentACookie,
        userPatchBody(user, { branches: [{ id: officeA.id, permissions: { admin: true } }] }),
      );
      expect([403, 404]).toContain(response.statusCode);
      const cookie = await signIn(app, user.email);
      expect((await branchesOf(cookie)).map((branch) => branch.permissions)).toEqual([{ admin: false }]);
    });

    it('never lets a user make themself admin', async () => {
      const user = await newAgentOfA();
      const cookie = await signIn(app, user.email);
      const response = await patchUser(
        user.id,
        cookie,
        userPatchBody(user, { branches: [{ id: officeA.id, permissions: { admin: true } }] }),
      );
      expect([200, 403]).toContain(response.statusCode);
      expect((await branchesOf(cookie)).map((branch) => branch.permissions)).toEqual([{ admin: false }]);
      // Nor access to another office.
      await patchUser(
        user.id,
        cookie,
        userPatchBody(user, { branches: [{ id: officeB.id, permissions: { admin: false } }] }),
      );
      expect((await branchesOf(cookie)).map((branch) => branch.id)).toEqual([officeA.id]);
    });
  });

  describe('POST /api/User/id/:id/password', () => {
    it('answers 401 without a session', async () => {
      const response = await changePassword(agentA.id, undefined, TEST_PASSWORD, 'brandnew42');
      expect(response.statusCode).toBe(401);
    });

    it('answers a wrong old password with 400 on oldPassword and keeps the password', async () => {
      const user = await newAgentOfA();
      const cookie = await signIn(app, user.email);
      const response = await changePassword(user.id, cookie, 'not-my-password1', 'brandnew42');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'users.messages.oldPasswordIncorrect',
        message: 'Old password is incorrect.',
        fields: { oldPassword: 'users.messages.oldPasswordIncorrect' },
      });
      expect(await signInStatus(app, user.email, TEST_PASSWORD)).toBe(200);
    });

    it('answers a missing old password with 400 on that field', async () => {
      const response = await changePassword(agentA.id, agentACookie, '', 'brandnew42');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('errors.badRequest');
      expect(response.json().fields).toHaveProperty('oldPassword');
    });

    it('refuses a too-weak new password with 400 on newPassword', async () => {
      const user = await newAgentOfA();
      const cookie = await signIn(app, user.email);
      const response = await changePassword(user.id, cookie, TEST_PASSWORD, 'abc');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('newPassword');
      expect(await signInStatus(app, user.email, TEST_PASSWORD)).toBe(200);
    });

    it('changes the password, ends the other sessions and keeps the current one', async () => {
      const user = await newAgentOfA();
      const current = await signIn(app, user.email);
      const other = await signIn(app, user.email, TEST_PASSWORD, true);
      const response = await changePassword(user.id, current, TEST_PASSWORD, 'brandnew42');
      expect(response.statusCode).toBe(204);

      const me = (cookie: string) =>
        app.inject({ method: 'GET', url: '/api/Authentication/user', headers: { cookie } });
      expect((await me(current)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect(await signInStatus(app, user.email, 'brandnew42')).toBe(200);
      expect(await signInStatus(app, user.email, TEST_PASSWORD)).toBe(401);
    });

    it('answers 403 for someone else’s id, even for their admin', async () => {
      const user = await newAgentOfA();
      const response = await changePassword(user.id, adminACookie, TEST_PASSWORD, 'brandnew42');
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('errors.forbidden');
      expect(await signInStatus(app, user.email, TEST_PASSWORD)).toBe(200);
    });

    it('refuses a directory user with 400', async () => {
      // The factory still gives the directory user a password hash, so it can get a session here.
      const user = await newAgentOfA({ isDirectoryUser: true });
      const cookie = await signIn(app, user.email);
      const response = await changePassword(user.id, cookie, TEST_PASSWORD, 'brandnew42');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('auth.pages.password.directoryUser');
    });
  });

  describe('GET /api/User/by-branchId/:branchId/active', () => {
    const list = (branchId: number | string, cookie?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/User/by-branchId/${branchId}/active`,
        headers: cookie ? { cookie } : {},
      });

    it('answers 401 without a session', async () => {
      expect((await list(officeA.id)).statusCode).toBe(401);
    });

    it('answers 403 for another office', async () => {
      const response = await list(officeB.id, agentACookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('errors.forbidden');
    });

    it('answers 400 for a malformed department id', async () => {
      const response = await list('abc', agentACookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('branchId');
    });

    it('lists the active users of the office only, with id, email and names', async () => {
      const officeC = await buildBranch(db, { name: 'Office C' });
      const zed = await buildUser(db, [{ branchId: officeC.id, roleId: roles.regular.id }], {
        firstName: 'Zed',
        lastName: 'Last',
      });
      const ada = await buildUser(db, [{ branchId: officeC.id, roleId: roles.admin.id }], {
        firstName: 'Ada',
        lastName: 'First',
      });
      await buildUser(db, [{ branchId: officeC.id, roleId: roles.regular.id }], { active: false });
      await buildUser(db, [{ branchId: officeB.id, roleId: roles.regular.id }], { firstName: 'Other' });
      const cookie = await signIn(app, zed.email);

      const response = await list(officeC.id, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: ada.id, email: ada.email, firstName: 'Ada', lastName: 'First' },
        { id: zed.id, email: zed.email, firstName: 'Zed', lastName: 'Last' },
      ]);
    });

    it('lists office A’s users for an agent of A, without office B’s', async () => {
      const response = await list(officeA.id, agentACookie);
      expect(response.statusCode).toBe(200);
      const ids = response.json().map((user: { id: string }) => user.id);
      expect(ids).toEqual(expect.arrayContaining([adminA.id, agentA.id]));
      expect(ids).not.toContain(adminB.id);
    });
  });
});
