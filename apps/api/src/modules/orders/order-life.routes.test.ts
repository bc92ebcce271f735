import { ORDER_STATUS_MOVES, OrderStatusWord } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildCase,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  mailsTo,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { orders, orderWatchers } from './orders.table.ts';

// The order life (docs/product.md): OPEN -> DELIVERED -> INVOICED, OPEN <-> BACKORDER, OPEN/BACKORDER ->
// CANCELLED. Every other change is refused with 409 and changes nothing; each allowed one mails the watchers.
describe('the order life on POST /api/provider/orders/:orderId/status', async () => {
  const { app, db, mail } = await createTestApp();
  const { officeA, agentA, adminA } = await buildOffices(db);
  const coordinator = await signIn(app, (await buildProviderStaff(db, ['orders.fulfil'])).email);

  const setStatus = (orderId: string, status: string) =>
    app.inject({
      method: 'POST',
      url: `/api/provider/orders/${orderId}/status`,
      headers: { ...portalHeaders(coordinator), 'accept-language': 'da' },
      payload: { status },
    });
  const statusOf = async (orderId: string) =>
    (await db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

  /** An order of office A in the given status, agentA responsible and adminA watching. */
  async function orderIn(status: OrderStatusWord) {
    const item = await buildCase(db, { branchId: officeA.id, addressFull: 'Strandvejen 12, 2900 Hellerup' });
    const { order } = await buildOrder(db, {
      caseId: item.id,
      branchId: officeA.id,
      status,
      responsibleUserId: agentA.id,
    });
    await db.insert(orderWatchers).values({ orderId: order.id, userId: adminA.id });
    return order;
  }

  // An order waiting for approval is not the provider's to move: it is not found (spend/approvals.routes.test.ts).
  const providerStatuses = OrderStatusWord.options.filter((status) => status !== 'AWAITING_APPROVAL');
  const refused = providerStatuses.flatMap((from) =>
    OrderStatusWord.options
      .filter((to) => to !== from && !ORDER_STATUS_MOVES[from].includes(to))
      .map((to) => ({ from, to })),
  );

  it.each(refused)(
    'refuses $from -> $to with 409 and a translated message, changing nothing',
    async ({ from, to }) => {
      const order = await orderIn(from);
      const before = mail.received.length;
      const response = await setStatus(order.id, to);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'providerOrders.messages.statusMoveRefused',
        message: 'Ordren kan ikke få den status nu.',
      });
      expect(await statusOf(order.id)).toBe(from);
      // A change's mails are sent before the call answers; one turn of the event loop lets the sink file one.
      await new Promise((resolve) => setImmediate(resolve));
      expect(mail.received.length).toBe(before);
    },
  );

  it('walks Open -> Backorder -> Open -> Delivered -> Invoiced, mailing both followers on each change', async () => {
    const order = await orderIn('Open');
    for (const status of ['Backorder', 'Open', 'Delivered', 'Invoiced'] as const) {
      const before = mail.received.length;
      const response = await setStatus(order.id, status);
      expect(response.statusCode, `${status}: ${response.body}`).toBe(204);
      expect(await statusOf(order.id)).toBe(status);
      await expect.poll(() => mail.received.length - before).toBe(2);
      const fresh = mail.received.slice(before);
      expect(mailsTo(fresh, agentA.email)).toHaveLength(1);
      expect(mailsTo(fresh, adminA.email)).toHaveLength(1);
    }
  });

  it('cancels an open and a back-ordered order', async () => {
    for (const from of ['Open', 'Backorder'] as const) {
      const order = await orderIn(from);
      expect((await setStatus(order.id, 'Cancelled')).statusCode).toBe(204);
      expect(await statusOf(order.id)).toBe('Cancelled');
    }
  });
});
