import { ErrorKey } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { BOOKING_NOW, buildBookedOrder } from '../bookings/booking-test-setup.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { orderLines, orders } from './orders.table.ts';

// "Mark delivered" with work undelivered asks first: the pinned call keeps its shape and refuses (409, the
// lines named) unless `confirmUndelivered` is sent; invoicing comes only after delivery.
describe('marking an order delivered on POST /api/provider/orders/:orderId/status', async () => {
  const { app, db, mail, setNow } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, agentA, adminA } = await buildOffices(db);
  const coordinator = await buildProviderStaff(db, ['orders.fulfil']);
  const editor = await buildProviderStaff(db, ['material.deliver']);
  const cookies = {
    coordinator: await signIn(app, coordinator.email),
    editor: await signIn(app, editor.email),
    admin: await signIn(app, adminA.email),
  };

  const setStatus = (orderId: string, body: object, cookie = cookies.coordinator) =>
    app.inject({
      method: 'POST',
      url: `/api/provider/orders/${orderId}/status`,
      headers: { ...portalHeaders(cookie), 'accept-language': 'da' },
      payload: body,
    });
  const detail = async (orderId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/provider/orders/${orderId}`,
        headers: portalHeaders(cookies.coordinator),
      })
    ).json();
  const statusOf = async (orderId: string) =>
    (await db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
  const written = async () =>
    Promise.all(
      [notifications, auditLog].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n),
    );

  /** An open order of office A, agentA responsible, with a delivered photography line and an open floor plan. */
  async function partlyDelivered() {
    const item = await buildCase(db, { branchId: officeA.id });
    return buildOrder(db, { caseId: item.id, branchId: officeA.id, responsibleUserId: agentA.id }, [
      { productName: 'Photography', status: 'DELIVERED', deliveredQuantity: 20 },
      { productName: 'Floor plan' },
      { productName: 'Package', awaitsDelivery: false },
      { productName: 'Drone', status: 'CANCELLED' },
    ]);
  }

  it('answers 401 signed out, 403 to an office admin and to an editor, 400 for a bad flag', async () => {
    const { order } = await partlyDelivered();
    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/provider/orders/${order.id}/status`,
      headers: csrfHeader,
      payload: { status: 'Delivered', confirmUndelivered: true },
    });
    expect(signedOut.statusCode).toBe(401);
    const body = { status: 'Delivered', confirmUndelivered: true };
    expect((await setStatus(order.id, body, cookies.admin)).statusCode).toBe(403);
    expect((await setStatus(order.id, body, cookies.editor)).statusCode).toBe(403);
    const bad = await setStatus(order.id, { status: 'Delivered', confirmUndelivered: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['confirmUndelivered']);
    expect(await statusOf(order.id)).toBe('Open');
  });

  it('refuses lines at 0 delivered without the confirmation, naming them, and writes nothing; with it, delivers', async () => {
    const { order, lines } = await partlyDelivered();
    const floorPlan = lines.find((line) => line.productName === 'Floor plan');
    expect((await detail(order.id)).undelivered).toEqual({
      lines: [{ id: floorPlan?.id, productName: 'Floor plan' }],
      visitUnbooked: false,
    });
    const before = await written();
    const mailBefore = mail.received.length;

    const refused = await setStatus(order.id, { status: 'Delivered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: ErrorKey.orderLinesUndelivered,
      message: 'Endnu ikke leveret: Floor plan. Bekræft for at markere ordren leveret alligevel.',
      params: { lines: 'Floor plan' },
    });
    expect(await statusOf(order.id)).toBe('Open');
    expect(await written()).toEqual(before);
    await new Promise((resolve) => setImmediate(resolve));
    expect(mail.received.length).toBe(mailBefore);

    // Invoicing is no way round it: only a delivered order is invoiced.
    const invoiced = await setStatus(order.id, { status: 'Invoiced', confirmUndelivered: true });
    expect(invoiced.statusCode).toBe(409);
    expect(invoiced.json().code).toBe(ErrorKey.orderStatusMoveRefused);

    expect((await setStatus(order.id, { status: 'Delivered', confirmUndelivered: true })).statusCode).toBe(
      204,
    );
    expect(await statusOf(order.id)).toBe('Delivered');
    expect((await setStatus(order.id, { status: 'Invoiced' })).statusCode).toBe(204);
    expect(await statusOf(order.id)).toBe('Invoiced');
  });

  it('refuses a visit that was never booked without the confirmation; a delivered order asks nothing', async () => {
    const { order, booking } = await buildBookedOrder(db, officeA.id);
    await db
      .update(orderLines)
      .set({ status: 'DELIVERED', deliveredQuantity: 20 })
      .where(eq(orderLines.orderId, order.id));
    expect((await detail(order.id)).undelivered).toEqual({ lines: [], visitUnbooked: true });
    const refused = await setStatus(order.id, { status: 'Delivered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ErrorKey.orderVisitUnbooked);
    expect(await statusOf(order.id)).toBe('Open');

    await db.update(bookings).set({ visitStatus: 'COMPLETE' }).where(eq(bookings.id, booking.id));
    expect((await detail(order.id)).undelivered).toEqual({ lines: [], visitUnbooked: false });
    expect((await setStatus(order.id, { status: 'Delivered' })).statusCode).toBe(204);
    // The same status again changes nothing and asks nothing.
    expect((await setStatus(order.id, { status: 'Delivered' })).statusCode).toBe(204);
  });
});
