import { ErrorKey } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from '../bookings/booking-test-setup.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { users } from '../users/users.table.ts';
import { orderLines, orders, orderWatchers } from './orders.table.ts';

// GET /api/orders/{id} and /orderlines for the photographer of one of the order's visits (docs/permissions.md,
// visits.manage): their own visits' orders read-only, every other order refused; office users as before.
describe('an order read by the photographer of its visit', async () => {
  const { app, db, setNow } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, officeB, agentA, adminB } = await buildOffices(db);
  await db.update(users).set({ showPrices: true }).where(eq(users.id, agentA.id));
  const annaUser = await buildProviderStaff(db, ['visits.manage']);
  const boUser = await buildProviderStaff(db, ['visits.manage']);
  const planner = await buildProviderStaff(db, ['visits.manage', 'orders.fulfil']);
  await db.update(users).set({ showPrices: true }).where(eq(users.id, annaUser.id));
  const anna = await buildPhotographer(db, { name: 'Anna Fotograf', userId: annaUser.id });
  const bo = await buildPhotographer(db, { name: 'Bo Fotograf', userId: boUser.id });
  const cookies = {
    anna: await signIn(app, annaUser.email),
    bo: await signIn(app, boUser.email),
    planner: await signIn(app, planner.email),
    agentA: await signIn(app, agentA.email),
    adminB: await signIn(app, adminB.email),
  };
  const get = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });

  /** An order of office A whose visit is the photographer's, with prices and a business invoice. */
  async function orderVisitedBy(photographerId: string | null) {
    const built = await buildBookedOrder(db, officeA.id, { keyPickup: true });
    await db
      .update(orders)
      .set({
        totalPrice: '2495',
        businessInvoice: { customerReference: 'Sag 17', cvr: '12345678', ean: '' },
      })
      .where(eq(orders.id, built.order.id));
    await db.update(orderLines).set({ price: '2495' }).where(eq(orderLines.orderId, built.order.id));
    await db
      .update(bookings)
      .set({ photographerId, visitStatus: photographerId ? 'CONFIRMED' : 'INCOMPLETE' })
      .where(eq(bookings.id, built.booking.id));
    return built;
  }

  it('answers 401 signed out', async () => {
    const { order } = await orderVisitedBy(anna.id);
    for (const url of [`/api/orders/${order.id}`, `/api/orders/${order.id}/orderlines`]) {
      expect((await app.inject({ method: 'GET', url, headers: csrfHeader })).statusCode).toBe(401);
    }
  });

  it('the visit’s photographer reads the order and its lines, without prices and invoicing', async () => {
    const { order } = await orderVisitedBy(anna.id);
    const read = await get(`/api/orders/${order.id}`, cookies.anna);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: order.id,
      salesId: order.salesId,
      keyPickup: true,
      keyPickupAddress: 'Nabo, Strandvejen 14',
      livingArea: 142,
      photographerComment: 'Ring on the door',
      totalPrice: null,
      businessInvoice: null,
      endUserInvoicing: null,
      contactPersons: [expect.objectContaining({ name: 'Sofie Sælger' })],
    });
    const lines = await get(`/api/orders/${order.id}/orderlines`, cookies.anna);
    expect(lines.statusCode).toBe(200);
    expect(lines.json()).toEqual([
      expect.objectContaining({ productName: 'Fotografering 20 billeder', orderedQuantity: 1, price: null }),
    ]);
  });

  it('refuses the photographer another photographer’s order, an unbooked one and an unknown id (403)', async () => {
    const bos = await orderVisitedBy(bo.id);
    const unbooked = await orderVisitedBy(null);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [bos.order.id, unbooked.order.id, unknown]) {
      for (const url of [`/api/orders/${id}`, `/api/orders/${id}/orderlines`]) {
        const refused = await get(url, cookies.anna);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe(ErrorKey.forbidden);
      }
    }
  });

  it('a reassigned visit takes the order with it', async () => {
    const { order, booking } = await orderVisitedBy(anna.id);
    expect((await get(`/api/orders/${order.id}`, cookies.anna)).statusCode).toBe(200);
    await db.update(bookings).set({ photographerId: bo.id }).where(eq(bookings.id, booking.id));
    expect((await get(`/api/orders/${order.id}`, cookies.anna)).statusCode).toBe(403);
    expect((await get(`/api/orders/${order.id}`, cookies.bo)).statusCode).toBe(200);
  });

  it('the order stays read-only for the photographer: its other calls answer 404 and nothing is written', async () => {
    const { order } = await orderVisitedBy(anna.id);
    for (const url of ['tasks', 'booking-info', 'watchers']) {
      expect((await get(`/api/orders/${order.id}/${url}`, cookies.anna)).statusCode).toBe(404);
    }
    const watch = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/watchers`,
      headers: portalHeaders(cookies.anna),
      payload: { userIds: [annaUser.id] },
    });
    expect(watch.statusCode).toBe(404);
    expect(await db.select().from(orderWatchers).where(eq(orderWatchers.orderId, order.id))).toEqual([]);
  });

  it('office users as before: their department’s order with prices, another department’s 404; planners 404', async () => {
    const { order } = await orderVisitedBy(anna.id);
    const agent = await get(`/api/orders/${order.id}`, cookies.agentA);
    expect(agent.statusCode).toBe(200);
    expect(agent.json()).toMatchObject({
      totalPrice: 2495,
      businessInvoice: { customerReference: 'Sag 17', cvr: '12345678', ean: '' },
    });
    const agentLines = await get(`/api/orders/${order.id}/orderlines`, cookies.agentA);
    expect(agentLines.json()).toEqual([expect.objectContaining({ price: 2495 })]);
    for (const cookie of [cookies.adminB, cookies.planner]) {
      for (const url of [`/api/orders/${order.id}`, `/api/orders/${order.id}/orderlines`]) {
        const refused = await get(url, cookie);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().code).toBe(ErrorKey.orderDetailsNotFound);
      }
    }
    const { order: orderOfB } = await buildBookedOrder(db, officeB.id);
    expect((await get(`/api/orders/${orderOfB.id}`, cookies.adminB)).statusCode).toBe(200);
  });
});
