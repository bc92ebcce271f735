import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBatch,
  buildCase,
  buildOrder,
  buildProviderStaff,
  mailsTo,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from '../bookings/booking-test-setup.ts';
import { zipDownloads } from '../downloads/downloads.table.ts';
import { buildOrderWorld } from '../orders/order-test-setup.ts';
import { orders, orderWatchers } from '../orders/orders.table.ts';
import { notifications } from './notifications.table.ts';

// Each event writes its notification where it happens, for the people who follow the order (responsible
// agent and watchers), never for the person who did it; a refused change writes none.
describe('the events that write notifications', async () => {
  const testApp = await createTestApp();
  const { app, db, deps, mail, setNow } = testApp;
  const world = await buildOrderWorld(testApp);
  const { officeA, agentA, adminA, adminB, caseA, catalogue, choiceId, cookies } = world;

  const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const rowsOf = (userId: string) =>
    db.select().from(notifications).where(eq(notifications.recipientUserId, userId));
  const allRows = async () => (await db.select({ value: count() }).from(notifications))[0]?.value;

  describe('order confirmed', () => {
    const orderBody = (changes: Record<string, unknown> = {}) => ({
      caseId: caseA.id,
      orderId: 'draft-notify',
      flow: 'PHOTOGRAPHY',
      bookingInfo: { keyPickup: false },
      propertyInfo: { propertyType: 'villa', livingArea: 120, floors: 1 },
      responsibleEmail: agentA.email,
      package: { id: catalogue.basic.id },
      productChoices: [{ choiceId, productId: catalogue.images15.id }],
      products: [],
      invoicing: { business: { customerReference: 'Ref', cvr: '12345678', ean: '' } },
      watcherEmails: [adminA.email],
      ...changes,
    });

    it('tells the responsible agent and the watchers, not the admin who ordered it, linking to the order', async () => {
      const response = await call('POST', '/api/orders/new/webshop', cookies.adminA, orderBody());
      expect(response.statusCode, response.body).toBe(200);
      const { orderId, salesId } = response.json();
      expect((await rowsOf(agentA.id)).filter((row) => row.orderId === orderId)).toEqual([
        expect.objectContaining({
          kind: 'order_confirmed',
          caseId: caseA.id,
          link: `/orders/${orderId}`,
          params: { address: 'Strandvejen 12, 2900 Hellerup', salesId },
        }),
      ]);
      expect((await rowsOf(adminA.id)).filter((row) => row.orderId === orderId)).toEqual([]);
    });

    it('writes none for a refused order (another department’s case)', async () => {
      const before = await allRows();
      const refused = await call(
        'POST',
        '/api/orders/new/webshop',
        cookies.adminB,
        orderBody({ responsibleEmail: adminB.email }),
      );
      expect(refused.statusCode).toBe(404);
      expect(await allRows()).toBe(before);
    });
  });

  it('booking made: the agent who booked is not told, the watcher is; a refused booking writes none', async () => {
    setNow(BOOKING_NOW);
    await buildPhotographer(db, { name: 'Anna Fotograf', homePostalCode: '2900' });
    const { booking, order } = await buildBookedOrder(db, officeA.id);
    await db.update(orders).set({ responsibleUserId: agentA.id }).where(eq(orders.id, order.id));
    await db.insert(orderWatchers).values({ orderId: order.id, userId: adminA.id });
    const proposals = (await call('GET', `/api/Bookings/${booking.id}/proposals`, cookies.agentA)).json();
    const url = `/api/Bookings/${booking.id}/proposals/confirm`;
    const before = await allRows();
    const refused = await call('POST', url, cookies.adminB, { proposalId: proposals.suggested.proposalId });
    expect(refused.statusCode).toBe(404);
    expect(await allRows()).toBe(before);

    const confirmed = await call('POST', url, cookies.agentA, { proposalId: proposals.suggested.proposalId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await rowsOf(agentA.id)).filter((row) => row.orderId === order.id)).toEqual([]);
    expect((await rowsOf(adminA.id)).filter((row) => row.orderId === order.id)).toEqual([
      expect.objectContaining({ kind: 'booking_made', link: `/orders/${order.id}` }),
    ]);
    setNow(undefined);
  });

  it('text delivered for approval: tells the order’s agent, linking to the case texts; a refused delivery writes none', async () => {
    const provider = await buildProviderStaff(db, ['texts.deliver']);
    const providerCookie = await signIn(app, provider.email);
    const item = await buildCase(db, { branchId: officeA.id, addressFull: 'Kystvejen 8, 8000 Aarhus C' });
    const { order } = await buildOrder(db, {
      caseId: item.id,
      branchId: officeA.id,
      status: 'Delivered',
      deliveryDate: new Date(),
      responsibleUserId: agentA.id,
    });
    const url = `/api/cases/${item.id}/texts/description/deliver`;
    const before = await allRows();
    expect(
      (await call('POST', url, cookies.agentA, { orderId: order.id, content: 'Lys villa' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', url, providerCookie, { orderId: crypto.randomUUID(), content: 'Lys villa' }))
        .statusCode,
    ).toBe(400);
    expect(await allRows()).toBe(before);

    const delivered = await call('POST', url, providerCookie, { orderId: order.id, content: 'Lys villa' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await rowsOf(agentA.id)).filter((row) => row.orderId === order.id)).toEqual([
      expect.objectContaining({
        kind: 'text_delivered',
        caseId: item.id,
        link: `/cases/${item.id}/texts`,
        params: { address: 'Kystvejen 8, 8000 Aarhus C' },
      }),
    ]);
  });

  it('zip ready: the zip job tells the user who ordered the download', async () => {
    const { pictures } = await buildBatch(db, deps.storage, { caseId: caseA.id, branchId: officeA.id }, 1);
    const response = await call('POST', '/api/Assets/download-link/ewarp-materials/email', cookies.agentA, {
      caseId: caseA.id,
      materialIds: pictures.map((picture) => picture.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { downloadId } = response.json();
    const statusOf = async () =>
      (await db.select().from(zipDownloads).where(eq(zipDownloads.id, downloadId)))[0]?.status;
    await expect.poll(statusOf, { timeout: 20_000 }).toBe('READY');
    expect((await rowsOf(agentA.id)).filter((row) => row.kind === 'zip_ready')).toEqual([
      expect.objectContaining({
        caseId: caseA.id,
        link: `/cases/${caseA.id}`,
        params: { address: 'Strandvejen 12, 2900 Hellerup' },
      }),
    ]);
  });

  it('invitation accepted: tells the admin who invited, naming the new user and linking to them', async () => {
    const email = 'nina@newcomer.test';
    const invited = await call('POST', '/api/User/Invitation', cookies.adminA, {
      email,
      branches: [{ id: officeA.id, isAdmin: false }],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mailsTo(mail.received, email).at(-1)?.text ?? '')?.[1];
    const before = await allRows();
    expect((await call('POST', '/api/User/Invitation/not-a-token/accept', null, {})).statusCode).toBe(404);
    expect(await allRows()).toBe(before);

    const accepted = await call('POST', `/api/User/Invitation/${token}/accept`, null, {
      firstName: 'Nina',
      lastName: 'Newcomer',
      mobilePhone: '+45 11 22 33 44',
      password: 'welcome42',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const userId = accepted.json().user.id;
    expect((await rowsOf(adminA.id)).filter((row) => row.kind === 'invitation_accepted')).toEqual([
      expect.objectContaining({ params: { who: 'Nina Newcomer' }, link: `/users/${userId}` }),
    ]);
  });
});
