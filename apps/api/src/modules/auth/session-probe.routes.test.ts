import { SESSION_COOKIE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';

// The portal asks whether it is signed in without a failed request, which a browser would log as an error.
describe('GET /api/Authentication/session', async () => {
  const { app, db } = await createTestApp();
  const { agentA } = await buildOffices(db);
  const probe = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/Authentication/session', headers });

  it('answers 200 with no user signed out, and for a cookie that opens no session', async () => {
    const withoutSession: Record<string, string>[] = [{}, { cookie: `${SESSION_COOKIE}=not-a-session` }];
    for (const headers of withoutSession) {
      const response = await probe(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
    }
  });

  it('answers the signed-in user, as GET /api/Authentication/user does', async () => {
    const cookie = await signIn(app, agentA.email);
    const answer = await probe(portalHeaders(cookie));
    const user = await app.inject({
      method: 'GET',
      url: '/api/Authentication/user',
      headers: portalHeaders(cookie),
    });
    expect(answer.json()).toEqual({ user: user.json() });
    expect(answer.json().user.email).toBe(agentA.email);
  });
});
