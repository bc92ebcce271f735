import { errorMessages, IMPERSONATION_HEADER } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildOffices,
  buildProviderStaff,
  buildUser,
  SUPPORT_PERMISSIONS,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { findUserById } from './users.repo.ts';

// The portal's language reaches the user's stored locale, which their mails are written in.
describe('PUT /api/User/id/:id/locale', async () => {
  const { app, db } = await createTestApp();
  const { officeA, adminA, adminB, roles } = await buildOffices(db);
  const newAgentOfA = () =>
    buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], { locale: 'da' });

  const put = (userId: string, headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'PUT', url: `/api/User/id/${userId}/locale`, headers, payload: payload as object });
  const storedLocale = async (userId: string) => (await findUserById(db, userId))?.locale;

  it('answers 401 without a session, and stores nothing', async () => {
    const agent = await newAgentOfA();
    expect((await put(agent.id, csrfHeader, { locale: 'en' })).statusCode).toBe(401);
    expect(await storedLocale(agent.id)).toBe('da');
  });

  it('answers 403 for anyone else: an admin of the user’s department or of another, and support acting as them', async () => {
    const agent = await newAgentOfA();
    for (const admin of [adminA, adminB]) {
      const response = await put(agent.id, portalHeaders(await signIn(app, admin.email)), { locale: 'en' });
      expect(response.statusCode).toBe(403);
    }
    const support = await buildProviderStaff(db, SUPPORT_PERMISSIONS);
    const acting = await put(
      agent.id,
      { ...portalHeaders(await signIn(app, support.email)), [IMPERSONATION_HEADER]: agent.id },
      { locale: 'en' },
    );
    expect(acting.statusCode).toBe(403);
    expect(acting.json().code).toBe('errors.forbidden');
    expect(await storedLocale(agent.id)).toBe('da');
  });

  it('refuses a language the portal does not speak, naming the field in the caller’s language', async () => {
    const agent = await newAgentOfA();
    const headers = { ...portalHeaders(await signIn(app, agent.email)), 'accept-language': 'da' };
    for (const payload of [{ locale: 'fr' }, { locale: 'da-DK' }]) {
      const response = await put(agent.id, headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'errors.badRequest',
        message: errorMessages.da['errors.badRequest'],
        fields: { locale: 'rules.oneOf' },
      });
    }
    expect((await put(agent.id, headers, {})).json().fields).toEqual({ locale: 'rules.oneOf' });
    expect((await put('not-an-id', headers, { locale: 'en' })).statusCode).toBe(400);
    expect(await storedLocale(agent.id)).toBe('da');
  });

  it('stores the language, which the signed-in user then reads back', async () => {
    const agent = await newAgentOfA();
    const cookie = await signIn(app, agent.email);
    const response = await put(agent.id, portalHeaders(cookie), { locale: 'en' });
    expect(response.statusCode, response.body).toBe(204);
    expect(await storedLocale(agent.id)).toBe('en');
    const user = await app.inject({ method: 'GET', url: '/api/Authentication/user', headers: { cookie } });
    expect(user.json().locale).toBe('en');
  });
});
