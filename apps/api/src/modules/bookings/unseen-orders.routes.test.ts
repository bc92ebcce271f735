import { zonedInstant } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNSEEN_ORDERS_JOB } from '../../jobs/unseen-orders.job.ts';
import { buildOffices, buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from './booking-test-setup.ts';
import { planVisitOfOrder } from './bookings.service.ts';
import { bookings } from './bookings.table.ts';
import { putUnseenOrdersOnCallList } from './unseen-orders.service.ts';

/** A local time in Copenhagen in the days after BOOKING_NOW (Wednesday 4 March 2026, 10:00). */
const copenhagen = (day: string, hours: number) => zonedInstant(day, hours * 60, 'Europe/Copenhagen');
const THURSDAY_9 = copenhagen('2026-03-05', 9);
const THURSDAY_10 = copenhagen('2026-03-05', 10);
const MONDAY_10 = copenhagen('2026-03-09', 10);

// No order waits unseen (docs/product.md, Booking): an order whose booking task is not done has a visit with
// a time or is on the coordinator's "To book" list; the daily check puts any other on the call list.
describe('orders waiting for a time are on the coordinator’s list', async () => {
  const { app, db, deps, setNow } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, agentA } = await buildOffices(db);
  const coordinator = await buildProviderStaff(db, ['visits.manage']);
  await buildPhotographer(db, { name: 'Anna Fotograf' });
  const cookies = {
    coordinator: await signIn(app, coordinator.email),
    agent: await signIn(app, agentA.email),
  };

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, payload, headers: portalHeaders(cookie) });
  const toBook = async (cookie = cookies.coordinator) => {
    const response = await call('GET', '/api/provider/visits/to-book', cookie);
    expect(response.statusCode).toBe(200);
    const { phone, calls } = response.json() as Record<'phone' | 'calls', { orderId: string }[]>;
    return { phone: phone.map((visit) => visit.orderId), calls: calls.map((visit) => visit.orderId) };
  };
  /** An open photography order of office A placed at BOOKING_NOW, its booking choice as given. */
  async function placedOrder(options: Parameters<typeof buildBookedOrder>[2] = {}, choice?: string) {
    const built = await buildBookedOrder(db, officeA.id, options);
    await db
      .update(orders)
      .set({ createdDate: BOOKING_NOW, bookingChoice: choice ?? null })
      .where(eq(orders.id, built.order.id));
    return built;
  }
  const check = (at: Date) => putUnseenOrdersOnCallList(db, at);

  it('an order without a booking choice is put on the call list a working day after it was placed, once', async () => {
    const { order } = await placedOrder();
    expect(await check(THURSDAY_9)).not.toContainEqual(expect.objectContaining({ orderId: order.id }));
    expect((await toBook()).calls).not.toContain(order.id);

    expect(await check(THURSDAY_10)).toContainEqual({ orderId: order.id, salesId: order.salesId });
    expect((await toBook()).calls).toContain(order.id);
    expect(await check(MONDAY_10)).not.toContainEqual(expect.objectContaining({ orderId: order.id }));
    // The office sees that the provider will call.
    const search = await call('POST', '/api/orders/tasks/search', cookies.agent, { take: 100 });
    const task = search.json().data.find((row: { orderId: string }) => row.orderId === order.id);
    expect(task.booking).toMatchObject({ callNeeded: true, callNeededAt: THURSDAY_10.toISOString() });

    // A link sent afterwards starts the contact person's own wait, and the order leaves the call list.
    setNow(THURSDAY_10);
    try {
      const later = await signIn(app, agentA.email);
      const [booking] = await db.select().from(bookings).where(eq(bookings.orderId, order.id));
      const sent = await call('POST', '/api/Bookings/third-party-link', later, {
        bookingId: booking?.id,
        channel: 'SMS',
      });
      expect(sent.statusCode, sent.body).toBe(200);
    } finally {
      setNow(BOOKING_NOW);
    }
    expect((await toBook()).calls).not.toContain(order.id);
  });

  it('orders with a time, left to the phone, waiting on a working link or no longer open are left alone', async () => {
    const phone = await placedOrder({}, 'PROVIDER_PHONE');
    const linked = await placedOrder();
    expect(
      (
        await call('POST', '/api/Bookings/third-party-link', cookies.agent, {
          bookingId: linked.booking.id,
          channel: 'SMS',
        })
      ).statusCode,
    ).toBe(200);
    const booked = await placedOrder({}, 'ONLINE_CALENDAR');
    const { suggested } = (
      await call('GET', `/api/Bookings/${booked.booking.id}/proposals`, cookies.agent)
    ).json();
    expect(
      (
        await call('POST', `/api/Bookings/${booked.booking.id}/proposals/confirm`, cookies.agent, {
          proposalId: suggested.proposalId,
        })
      ).statusCode,
    ).toBe(200);
    const paused = await placedOrder();
    await db.update(orders).set({ status: 'Backorder' }).where(eq(orders.id, paused.order.id));
    const done = await placedOrder();
    await db.update(tasks).set({ status: 'Completed' }).where(eq(tasks.id, done.task.id));

    const marked = (await check(THURSDAY_10)).map((item) => item.orderId);
    for (const left of [phone, linked, booked, paused, done]) expect(marked).not.toContain(left.order.id);
    expect((await toBook()).phone).toContain(phone.order.id);
  });

  it('a link that says the booking department will call puts its order on the list', async () => {
    const { order, booking } = await placedOrder();
    expect(
      (
        await call('POST', '/api/Bookings/third-party-link', cookies.agent, {
          bookingId: booking.id,
          channel: 'SMS',
        })
      ).statusCode,
    ).toBe(200);
    // An order from before key pickups were left to the phone at once.
    await db.update(orders).set({ keyPickup: true }).where(eq(orders.id, order.id));
    expect(await check(THURSDAY_10)).toContainEqual({ orderId: order.id, salesId: order.salesId });
    expect((await toBook()).calls).toContain(order.id);
  });

  it('an order with a booking task but no visit gets one, and goes on the list', async () => {
    const { order } = await placedOrder();
    await db.delete(bookings).where(eq(bookings.orderId, order.id));
    expect(await check(THURSDAY_10)).toContainEqual({ orderId: order.id, salesId: order.salesId });
    expect((await toBook()).calls).toContain(order.id);
  });

  it('a visit only the phone can book goes straight to the phone list; one that became so after a link is marked for a call', async () => {
    const keys = await buildBookedOrder(db, officeA.id, { keyPickup: true });
    await planVisitOfOrder(db, keys.order.id, BOOKING_NOW);
    const [keyOrder] = await db.select().from(orders).where(eq(orders.id, keys.order.id));
    expect(keyOrder?.bookingChoice).toBe('PROVIDER_PHONE');
    expect((await toBook()).phone).toContain(keys.order.id);

    const long = await placedOrder();
    expect(
      (
        await call('POST', '/api/Bookings/third-party-link', cookies.agent, {
          bookingId: long.booking.id,
          channel: 'SMS',
        })
      ).statusCode,
    ).toBe(200);
    // Extra lines that make the visit longer than online booking allows.
    await db.insert(orderLines).values(
      ['VIDEO', 'MATTERPORT', 'DRONE', 'PANO'].map((item) => ({
        orderId: long.order.id,
        itemNumber: item,
        productName: item,
        status: 'OPEN' as const,
        orderedQuantity: 1,
      })),
    );
    await planVisitOfOrder(db, long.order.id, BOOKING_NOW);
    expect((await toBook()).calls).toContain(long.order.id);
  });

  it('runs daily as a job of the queue', async () => {
    const { order } = await placedOrder();
    setNow(MONDAY_10);
    try {
      // The session of last week has ended: signed in again.
      const later = await signIn(app, coordinator.email);
      await deps.jobs.send(UNSEEN_ORDERS_JOB, {});
      await expect
        .poll(async () => (await toBook(later)).calls, { timeout: 20_000, interval: 200 })
        .toContain(order.id);
    } finally {
      setNow(BOOKING_NOW);
    }
  }, 30_000);
});
