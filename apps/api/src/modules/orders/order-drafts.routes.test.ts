import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { orderDrafts } from './orders.table.ts';

describe('order draft routes', async () => {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  const { agentA, adminA } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const adminCookie = await signIn(app, adminA.email);

  const call = (method: 'GET' | 'PUT' | 'DELETE', cookie = agentCookie, payload?: unknown) =>
    app.inject({
      method,
      url: '/api/orders/draft',
      headers: portalHeaders(cookie),
      payload: payload as object,
    });
  const draftRows = async () => (await db.select({ value: count() }).from(orderDrafts))[0]?.value;

  it('answers 401 without a session', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/orders/draft',
        headers: csrfHeader,
        payload: method === 'PUT' ? { step: 1, flow: null, data: {} } : undefined,
      });
      expect(response.statusCode, method).toBe(401);
    }
  });

  it('answers 204 when the user has no unfinished order', async () => {
    const response = await call('GET');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('answers 400 with the fields of malformed input and saves nothing', async () => {
    const response = await call('PUT', agentCookie, { step: 9, flow: 'DRONE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'errors.badRequest',
      fields: { step: 'rules.number.max', flow: 'rules.oneOf', data: 'rules.required' },
    });
    expect(await draftRows()).toBe(0);
  });

  it('saves one draft per user, with an id given when it has none, and reads it back', async () => {
    const saved = await call('PUT', agentCookie, { step: 2, flow: 'PHOTOGRAPHY', data: { packageId: 7 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json();
    expect(draft).toMatchObject({ step: 2, flow: 'PHOTOGRAPHY', data: { packageId: 7 } });
    expect(draft.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await call('PUT', agentCookie, {
      id: draft.id,
      step: 3,
      flow: 'PHOTOGRAPHY',
      data: { x: 1 },
    });
    expect(again.json()).toMatchObject({ id: draft.id, step: 3, data: { x: 1 } });
    expect(await draftRows()).toBe(1);

    const read = await call('GET');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...again.json() });
  });

  it("never shows or removes another user's draft", async () => {
    expect((await call('GET', adminCookie)).statusCode).toBe(204);
    expect((await call('DELETE', adminCookie)).statusCode).toBe(204);
    expect((await call('GET')).statusCode).toBe(200);
  });

  it('DELETE restarts: the draft is gone', async () => {
    const response = await call('DELETE');
    expect(response.statusCode).toBe(204);
    expect((await call('GET')).statusCode).toBe(204);
    expect(await draftRows()).toBe(0);
  });
});
