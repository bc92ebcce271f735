import { ErrorKey } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildContactPerson,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  buildTask,
  mailsTo,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from '../bookings/booking-test-setup.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { orderLines, orders, orderWatchers } from './orders.table.ts';

// One cancellation, everywhere at once (docs/product.md, order life): the pinned provider call cancels the
// order's open tasks, lines and visit in one transaction, and tells the contact person and the followers.
describe('cancelling an order on POST /api/provider/orders/:orderId/status', async () => {
  const { app, db, mail, sms, setNow } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, agentA, adminA, adminB } = await buildOffices(db);
  const coordinator = await buildProviderStaff(db, ['orders.fulfil', 'visits.manage', 'material.deliver']);
  const visitsOnly = await buildProviderStaff(db, ['visits.manage']);
  await buildPhotographer(db, { name: 'Anna Fotograf' });
  const cookies = {
    coordinator: await signIn(app, coordinator.email),
    visitsOnly: await signIn(app, visitsOnly.email),
    agent: await signIn(app, agentA.email),
    adminB: await signIn(app, adminB.email),
  };

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { ...portalHeaders(cookie), 'accept-language': 'da' } });
  const cancel = (orderId: string, cookie = cookies.coordinator) =>
    call('POST', `/api/provider/orders/${orderId}/status`, cookie, { status: 'Cancelled' });
  const openTaskCount = async () =>
    (await call('GET', `/api/users/${agentA.id}/tasks/total`, cookies.agent)).json().total as number;
  const tableSizes = async () =>
    Promise.all(
      [notifications, auditLog, tasks].map(
        async (table) => (await db.select({ n: count() }).from(table))[0]?.n,
      ),
    );

  /**
   * A photography order of office A followed by agentA (responsible) and adminA (watcher): a delivered and
   * an open line beside the photography line, an open upload task, a partly done text task and the booking
   * task; the visit booked by the office for Thursday 5 March 08:00 unless `booked` is false.
   */
  async function followedOrder({ booked = true } = {}) {
    const built = await buildBookedOrder(db, officeA.id);
    const { order, case: item } = built;
    await db.update(orders).set({ responsibleUserId: agentA.id }).where(eq(orders.id, order.id));
    await db.insert(orderWatchers).values({ orderId: order.id, userId: adminA.id });
    await db.insert(orderLines).values([
      { orderId: order.id, productName: 'Floor plan', status: 'OPEN', orderedQuantity: 1 },
      {
        orderId: order.id,
        productName: 'Drone',
        status: 'DELIVERED',
        orderedQuantity: 1,
        deliveredQuantity: 1,
      },
    ]);
    const upload = await buildTask(db, { branchId: officeA.id, caseId: item.id, orderId: order.id });
    const text = await buildTask(db, {
      branchId: officeA.id,
      caseId: item.id,
      orderId: order.id,
      type: 'TEXT',
      status: 'Partial',
    });
    if (booked) {
      const { suggested } = (
        await call('GET', `/api/Bookings/${built.booking.id}/proposals`, cookies.agent)
      ).json();
      const confirmed = await call(
        'POST',
        `/api/Bookings/${built.booking.id}/proposals/confirm`,
        cookies.agent,
        {
          proposalId: suggested.proposalId,
        },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    return { ...built, upload, text };
  }

  it('answers 401 signed out, 403 to an office admin and to staff without orders.fulfil, 400 for a bad body; nothing is written', async () => {
    const { order, booking } = await followedOrder();
    const before = await tableSizes();
    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/provider/orders/${order.id}/status`,
      headers: csrfHeader,
      payload: { status: 'Cancelled' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await cancel(order.id, cookies.adminB)).statusCode).toBe(403);
    expect((await cancel(order.id, cookies.visitsOnly)).statusCode).toBe(403);
    const bad = await call('POST', `/api/provider/orders/${order.id}/status`, cookies.coordinator, {
      status: 'Cancelled',
      confirmUndelivered: 'ja',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['confirmUndelivered']);
    expect(bad.json().message).not.toMatch(/^[a-z]+\.[a-z]+/);
    expect(
      (await call('POST', `/api/provider/orders/${order.id}/status`, cookies.coordinator, {})).json(),
    ).toMatchObject({ fields: { status: expect.any(String) } });

    expect(await tableSizes()).toEqual(before);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.status).toBe('Open');
    const [visit] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(visit?.visitStatus).toBe('CONFIRMED');
  });

  it('cancels the open tasks (the count drops), the undelivered lines and the visit, and tells everyone once', async () => {
    const { order, booking, upload, text } = await followedOrder();
    const countBefore = await openTaskCount();
    const smsBefore = sms.length;
    const mailBefore = mail.received.length;

    expect((await cancel(order.id)).statusCode).toBe(204);

    // Tasks: the open and the partly done ones are Cancelled; the booking task the booking completed stays.
    const taskRows = await db.select().from(tasks).where(eq(tasks.orderId, order.id));
    expect(Object.fromEntries(taskRows.map((task) => [task.type, task.status]))).toEqual({
      BOOK_PHOTOGRAPHER: 'Completed',
      UPLOAD_IMAGES: 'Cancelled',
      TEXT: 'Cancelled',
    });
    expect(taskRows.map((task) => task.id)).toEqual(expect.arrayContaining([upload.id, text.id]));
    expect(await openTaskCount()).toBe(countBefore - 2);
    const search = await call('POST', '/api/orders/tasks/search', cookies.agent, {
      take: 100,
      statuses: ['Open', 'Partial'],
    });
    expect(search.json().data.map((task: { orderId: string }) => task.orderId)).not.toContain(order.id);

    // Lines: what was delivered stays delivered, nothing else can be delivered any more.
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(Object.fromEntries(lines.map((line) => [line.productName, line.status]))).toEqual({
      'Fotografering 20 billeder': 'CANCELLED',
      'Floor plan': 'CANCELLED',
      Drone: 'DELIVERED',
    });
    const floorPlan = lines.find((line) => line.productName === 'Floor plan');
    const page = await call('GET', `/api/provider/orderlines/${floorPlan?.id}/delivery`, cookies.coordinator);
    expect(page.json()).toMatchObject({ status: 'CANCELLED', takesDelivery: false });
    const delivery = await call(
      'POST',
      `/api/provider/orderlines/${floorPlan?.id}/uploads/presigned`,
      cookies.coordinator,
      { fileName: 'plan.jpg', size: 10 },
    );
    expect(delivery.statusCode).toBe(409);
    expect(delivery.json()).toMatchObject({
      code: ErrorKey.deliveryClosed,
      message:
        'Denne ordrelinje kan ikke længere leveres: linjen eller dens ordre er annulleret eller faktureret.',
    });

    // The visit: cancelled, and shown so in the photographer's calendar.
    const calendar = await call(
      'GET',
      '/api/provider/visits?from=2026-03-02&to=2026-03-08',
      cookies.coordinator,
    );
    expect(calendar.json().visits).toContainEqual(
      expect.objectContaining({ bookingId: booking.id, status: 'CANCELLED' }),
    );

    // The contact person: an SMS and a mail in the department's language, with the time on its clock.
    const texts = sms.slice(smsBefore);
    expect(texts).toEqual([
      {
        to: '+4512345678',
        text: expect.stringMatching(
          /^Hej Sofie Sælger\. Fotografens besøg på Strandvejen 12, 2900 Hellerup torsdag den 5\. marts 2026 kl\. \d{2}\.\d{2} er aflyst\./,
        ),
      },
    ]);
    await expect.poll(() => mailsTo(mail.received.slice(mailBefore), 'sofie@seller.test').length).toBe(1);
    const [toContact] = mailsTo(mail.received.slice(mailBefore), 'sofie@seller.test');
    expect(toContact?.subject).toBe('Fotografens besøg på Strandvejen 12, 2900 Hellerup er aflyst');
    expect(toContact?.text).toContain('Hej Sofie Sælger');

    // The followers: an in-portal notification and the status mail each.
    const told = await db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(
      told
        .filter((row) => row.kind === 'order_cancelled')
        .map((row) => row.recipientUserId)
        .sort(),
    ).toEqual([agentA.id, adminA.id].sort());
    await expect.poll(() => mailsTo(mail.received.slice(mailBefore), agentA.email).length).toBe(1);
    expect(mailsTo(mail.received.slice(mailBefore), adminA.email)).toHaveLength(1);

    // Cancelling again changes nothing and tells nobody again.
    const sizes = await tableSizes();
    const mailCount = mail.received.length;
    expect((await cancel(order.id)).statusCode).toBe(204);
    expect(await tableSizes()).toEqual(sizes);
    expect(sms.length).toBe(smsBefore + 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(mail.received.length).toBe(mailCount);
  });

  it('a contact person sent a link to choose a time is told they need not; the link then answers applicationClosed', async () => {
    const { order, booking } = await followedOrder({ booked: false });
    const sent = await call('POST', '/api/Bookings/third-party-link', cookies.agent, {
      bookingId: booking.id,
      channel: 'SMS',
    });
    expect(sent.statusCode).toBe(200);
    const token = /book\/([\w-]+)/.exec(sms.at(-1)?.text ?? '')?.[1];
    expect((await cancel(order.id)).statusCode).toBe(204);
    expect(sms.at(-1)?.text).toMatch(/er aflyst, så du skal ikke længere vælge et tidspunkt\./);
    const link = await app.inject({ method: 'GET', url: `/api/public/bookings/${token}` });
    expect(link.statusCode).toBe(410);
    expect(link.json().code).toBe(ErrorKey.applicationClosed);
    const [visit] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(visit?.visitStatus).toBe('CANCELLED');
  });

  it('no contact person is told of a visit none of them heard of', async () => {
    const { order, case: item } = await followedOrder({ booked: false });
    await buildContactPerson(db, {
      caseId: item.id,
      priority: 2,
      contactType: 'LAWYER',
      name: 'Lars Advokat',
      phoneMobile: '+4587654321',
    });
    const before = sms.length;
    expect((await cancel(order.id)).statusCode).toBe(204);
    expect(sms.length).toBe(before);
  });

  it('an order without a visit or tasks is cancelled all the same', async () => {
    const item = await buildBookedOrder(db, officeA.id);
    const plain = await buildOrder(db, { caseId: item.case.id, branchId: officeA.id }, [{}]);
    expect((await cancel(plain.order.id)).statusCode).toBe(204);
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, plain.order.id));
    expect(line?.status).toBe('CANCELLED');
  });
});
