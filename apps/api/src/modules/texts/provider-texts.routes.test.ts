import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';

// The copywriter's view of an order's texts: every section's current text and the office's review of it.
describe('GET /api/provider/orders/:id/texts', async () => {
  const { app, db } = await createTestApp();
  const { officeB, adminA, adminB } = await buildOffices(db);
  const writerCookie = await signIn(app, (await buildProviderStaff(db, ['texts.deliver'])).email);
  const photographerCookie = await signIn(app, (await buildProviderStaff(db, ['visits.manage'])).email);
  const officeCookie = await signIn(app, adminB.email);

  const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });

  /** A delivered order of office B, on a case in Bergen. */
  async function orderOfB() {
    const found = await buildCase(db, { branchId: officeB.id, addressFull: 'Bryggen 5, 5003 Bergen' });
    const { order } = await buildOrder(db, {
      caseId: found.id,
      branchId: officeB.id,
      status: 'Delivered',
      deliveryDate: new Date(),
    });
    return { caseId: found.id, order };
  }

  it('answers 401 signed out and 403 to office admins and to staff without texts.deliver', async () => {
    const { order } = await orderOfB();
    const url = `/api/provider/orders/${order.id}/texts`;
    expect((await call('GET', url, null)).statusCode).toBe(401);
    for (const cookie of [officeCookie, await signIn(app, adminA.email), photographerCookie]) {
      expect((await call('GET', url, cookie)).statusCode).toBe(403);
    }
    expect(
      (await call('GET', `/api/provider/orders/${crypto.randomUUID()}/texts`, writerCookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/provider/orders/nope/texts', writerCookie)).statusCode).toBe(400);
  });

  it('lists any department’s delivered texts with the office’s rejection and its reason', async () => {
    const { caseId, order } = await orderOfB();
    const url = `/api/provider/orders/${order.id}/texts`;
    expect((await call('GET', url, writerCookie)).json()).toMatchObject({
      salesId: order.salesId,
      address: 'Bryggen 5, 5003 Bergen',
      texts: [],
    });
    const delivered = await call('POST', `/api/cases/${caseId}/texts/ads/deliver`, writerCookie, {
      orderId: order.id,
      content: 'Lys leilighet ved Bryggen',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const reason = 'Nevn balkongen';
    await call('POST', `/api/cases/${caseId}/texts/ads/reject`, officeCookie, { reason });
    const texts = (await call('GET', url, writerCookie)).json().texts;
    expect(texts).toEqual([
      expect.objectContaining({
        name: 'ads',
        content: 'Lys leilighet ved Bryggen',
        review: expect.objectContaining({ state: 'REJECTED', reason }),
      }),
    ]);
  });
});
