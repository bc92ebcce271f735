import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildCase,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  buildUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { orders, orderWatchers } from '../orders/orders.table.ts';
import { purgeOldNotifications } from './notifications.service.ts';
import { notifications } from './notifications.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// A notification is its recipient's alone; the provider's status call makes them (an order delivered).
describe('notification calls and the provider order status call', async () => {
  const { app, db, deps, setNow } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB, roles } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const adminCookie = await signIn(app, adminA.email);
  const fulfiller = await buildProviderStaff(db, ['orders.fulfil']);
  const fulfillerCookie = await signIn(app, fulfiller.email);

  // A null cookie calls signed out.
  const call = (method: 'GET' | 'POST', url: string, cookie: string | null = agentCookie, payload?: object) =>
    app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const setStatus = (orderId: string, status: string, cookie: string | null = fulfillerCookie) =>
    call('POST', `/api/provider/orders/${orderId}/status`, cookie, { status });
  const rowsOf = (userId: string) =>
    db.select().from(notifications).where(eq(notifications.recipientUserId, userId));
  const allRows = async () => (await db.select({ value: count() }).from(notifications))[0]?.value;

  /** An Open order of office A with agentA responsible and adminA watching. */
  async function openOrder(address = 'Strandvejen 12, 2900 Hellerup', responsibleUserId = agentA.id) {
    const item = await buildCase(db, { branchId: officeA.id, addressFull: address });
    const { order } = await buildOrder(db, {
      caseId: item.id,
      branchId: officeA.id,
      responsibleUserId,
    });
    await db.insert(orderWatchers).values({ orderId: order.id, userId: adminA.id });
    return { caseId: item.id, order };
  }

  describe('POST /api/provider/orders/:orderId/status', () => {
    it('answers 401 signed out, 403 without orders.fulfil, 400 for a bad status, and changes nothing', async () => {
      const { order } = await openOrder();
      const before = await allRows();
      expect((await setStatus(order.id, 'Delivered', null)).statusCode).toBe(401);
      expect((await setStatus(order.id, 'Delivered', agentCookie)).statusCode).toBe(403);
      expect((await setStatus(order.id, 'Shipped')).statusCode).toBe(400);
      expect((await setStatus('nope', 'Delivered')).statusCode).toBe(400);
      expect((await setStatus(crypto.randomUUID(), 'Delivered')).statusCode).toBe(404);
      const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored?.status).toBe('Open');
      expect(await allRows()).toBe(before);
    });

    it('delivers any department’s order and tells its responsible agent and watchers, linking to the case', async () => {
      const { caseId, order } = await openOrder('Havnegade 3, 1058 København K');
      const response = await setStatus(order.id, 'Delivered');
      expect(response.statusCode, response.body).toBe(204);
      const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored?.status).toBe('Delivered');
      for (const user of [agentA, adminA]) {
        expect((await rowsOf(user.id)).filter((row) => row.orderId === order.id)).toEqual([
          expect.objectContaining({
            kind: 'material_delivered',
            caseId,
            link: `/cases/${caseId}`,
            params: { address: 'Havnegade 3, 1058 København K', salesId: order.salesId },
            readAt: null,
          }),
        ]);
      }
      const ofB = await buildOrder(db, {
        caseId: (await buildCase(db, { branchId: officeB.id })).id,
        branchId: officeB.id,
        responsibleUserId: adminB.id,
      });
      expect((await setStatus(ofB.order.id, 'Delivered')).statusCode).toBe(204);
      expect((await rowsOf(adminB.id)).map((row) => row.orderId)).toContain(ofB.order.id);
    });

    it('writes no notification for another status, nor for the status the order already has', async () => {
      const { order } = await openOrder();
      const before = await allRows();
      expect((await setStatus(order.id, 'Backorder')).statusCode).toBe(204);
      expect((await setStatus(order.id, 'Backorder')).statusCode).toBe(204);
      expect(await allRows()).toBe(before);
    });

    it('tells the responsible agent of a cancelled order once, however often it is cancelled', async () => {
      const { order } = await openOrder();
      expect((await setStatus(order.id, 'Cancelled')).statusCode).toBe(204);
      expect((await setStatus(order.id, 'Cancelled')).statusCode).toBe(204);
      const cancelled = (await rowsOf(agentA.id)).filter((row) => row.orderId === order.id);
      expect(cancelled.map((row) => row.kind)).toEqual(['order_cancelled']);
    });
  });

  describe('GET /api/notifications and the unread count', () => {
    it('answers 401 signed out on every call', async () => {
      const id = crypto.randomUUID();
      expect((await call('GET', '/api/notifications', null)).statusCode).toBe(401);
      expect((await call('GET', '/api/notifications/unread-count', null)).statusCode).toBe(401);
      expect((await call('POST', `/api/notifications/${id}/read`, null)).statusCode).toBe(401);
      expect((await call('POST', '/api/notifications/read-all', null)).statusCode).toBe(401);
    });

    it('lists only my notifications, newest first and paged, with the unread count', async () => {
      // A fresh agent, so the other tests' notifications do not take part in the order.
      const agent = await buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }]);
      const cookie = await signIn(app, agent.email);
      const first = await openOrder('Første vej 1', agent.id);
      const second = await openOrder('Anden vej 2', agent.id);
      // A minute apart, so "newest first" does not rest on two writes in one millisecond.
      setNow(new Date(Date.now() - 60_000));
      await setStatus(first.order.id, 'Delivered');
      setNow(undefined);
      await setStatus(second.order.id, 'Delivered');
      const page = await call('GET', '/api/notifications?take=1', cookie);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ currentSkip: 0, take: 1, total: 2, unreadCount: 2 });
      expect(page.json().data).toEqual([
        expect.objectContaining({ kind: 'material_delivered', orderId: second.order.id, readAt: null }),
      ]);
      const next = (await call('GET', '/api/notifications?skip=1&take=1', cookie)).json();
      expect(next.data.map((row: { orderId: string }) => row.orderId)).toEqual([first.order.id]);
      const ofB = (await call('GET', '/api/notifications', await signIn(app, adminB.email))).json();
      expect(ofB.data.map((row: { orderId: string }) => row.orderId)).not.toContain(first.order.id);
      expect((await call('GET', '/api/notifications/unread-count', cookie)).json()).toEqual({
        unreadCount: 2,
      });
    });

    it('answers 400 for a bad page', async () => {
      expect((await call('GET', '/api/notifications?take=0')).statusCode).toBe(400);
      expect((await call('GET', '/api/notifications?skip=-1')).statusCode).toBe(400);
    });
  });

  describe('marking read', () => {
    it('marks one of mine read and answers the new count; another user’s answers 404 and stays unread', async () => {
      const { order } = await openOrder();
      await setStatus(order.id, 'Delivered');
      const agentRow = (await rowsOf(agentA.id)).find((row) => row.orderId === order.id);
      const adminRow = (await rowsOf(adminA.id)).find((row) => row.orderId === order.id);
      if (!agentRow || !adminRow) throw new Error('notifications not written');
      const unreadBefore = (await call('GET', '/api/notifications/unread-count')).json().unreadCount;

      const refused = await call('POST', `/api/notifications/${adminRow.id}/read`);
      expect(refused.statusCode).toBe(404);
      expect((await rowsOf(adminA.id)).find((row) => row.id === adminRow.id)?.readAt).toBeNull();
      expect((await call('POST', '/api/notifications/nope/read')).statusCode).toBe(400);

      const read = await call('POST', `/api/notifications/${agentRow.id}/read`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({ unreadCount: unreadBefore - 1 });
      const listed = (await call('GET', '/api/notifications?take=100')).json().data;
      expect(listed.find((row: { id: string }) => row.id === agentRow.id).readAt).not.toBeNull();
    });

    it('marks all of mine read, leaving other users’ unread', async () => {
      const { order } = await openOrder();
      await setStatus(order.id, 'Delivered');
      const response = await call('POST', '/api/notifications/read-all');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ unreadCount: 0 });
      expect((await rowsOf(agentA.id)).every((row) => row.readAt !== null)).toBe(true);
      expect(
        (await call('GET', '/api/notifications/unread-count', adminCookie)).json().unreadCount,
      ).toBeGreaterThan(0);
    });
  });

  it('purges notifications older than 90 days and keeps the younger ones', async () => {
    const { order } = await openOrder();
    await setStatus(order.id, 'Delivered');
    const [kept] = (await rowsOf(agentA.id)).filter((row) => row.orderId === order.id);
    if (!kept) throw new Error('notification not written');
    await db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 91 * DAY_MS) })
      .where(eq(notifications.recipientUserId, adminA.id));
    await db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 89 * DAY_MS) })
      .where(eq(notifications.id, kept.id));
    setNow(new Date());
    expect(await purgeOldNotifications(deps)).toBeGreaterThan(0);
    expect(await rowsOf(adminA.id)).toEqual([]);
    expect((await rowsOf(agentA.id)).map((row) => row.id)).toContain(kept.id);
    setNow(undefined);
  });
});
