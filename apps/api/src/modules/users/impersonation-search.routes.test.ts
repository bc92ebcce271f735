import { IMPERSONATION_HEADER } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildOffices,
  buildProviderStaff,
  buildUser,
  SUPPORT_PERMISSIONS,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';

// What support staff and the portal's menus read about permissions: whom one may act as, and what one may do.
describe('impersonation list and permissions of the current user', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB, roles: officeRoles } = await buildOffices(db);
  const adminACookie = await signIn(app, adminA.email);
  const agentACookie = await signIn(app, agentA.email);
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  const agentOfA = (values: Parameters<typeof buildUser>[2] = {}) =>
    buildUser(db, [{ branchId: officeA.id, roleId: officeRoles.regular.id }], values);

  describe('POST /api/User/impersonation/search', async () => {
    const support = await buildProviderStaff(db, SUPPORT_PERMISSIONS);
    const supportCookie = await signIn(app, support.email);
    const search = (cookie: string | undefined, payload: object = {}, headers: object = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/User/impersonation/search',
        headers: { ...(cookie ? portalHeaders(cookie) : csrfHeader), ...headers },
        payload,
      });

    it('answers 401 without a session, 403 without the impersonate permission and 400 for a short search', async () => {
      expect((await search(undefined)).statusCode).toBe(401);
      expect((await search(adminACookie)).statusCode).toBe(403);
      expect((await search(supportCookie, { search: 'x' })).statusCode).toBe(400);
    });

    it('lists active users of every office but the support user, with their departments', async () => {
      await agentOfA({ firstName: 'Zorro', lastName: 'Inactive', active: false });
      const response = await search(supportCookie, { take: 100 });
      expect(response.statusCode).toBe(200);
      const rows = response.json().data as { id: string; branches: { id: number }[] }[];
      expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([adminA.id, adminB.id, agentA.id]));
      expect(rows.map((row) => row.id)).not.toContain(support.id);
      expect(rows.find((row) => row.id === adminB.id)?.branches).toEqual([
        { id: officeB.id, name: 'Office B' },
      ]);
      const found = await search(supportCookie, { search: 'zorro' });
      expect(found.json().total).toBe(0);
    });

    it('still answers while the support user acts as someone else: the signed-in person’s role decides', async () => {
      const response = await search(supportCookie, {}, { [IMPERSONATION_HEADER]: agentA.id });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('GET /api/Authentication/user/permissions', () => {
    it('answers what the user may do per department and wherever they act', async () => {
      expect((await call('GET', '/api/Authentication/user/permissions')).statusCode).toBe(401);
      const agent = await call('GET', '/api/Authentication/user/permissions', agentACookie);
      expect(agent.json()).toEqual({
        permissions: [],
        branches: [{ branchId: officeA.id, permissions: ['orders.create'] }],
        mayImpersonate: false,
        photographer: false,
      });
      const support = await buildProviderStaff(db, ['impersonate', 'roles.manage', 'not-a-permission']);
      const supportCookie = await signIn(app, support.email);
      const answer = await call('GET', '/api/Authentication/user/permissions', supportCookie);
      expect(answer.json()).toEqual({
        permissions: ['impersonate', 'roles.manage'],
        branches: [],
        mayImpersonate: true,
        photographer: false,
      });
    });
  });
});
