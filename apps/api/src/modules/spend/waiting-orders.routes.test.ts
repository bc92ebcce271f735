import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cases } from '../cases/cases.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { countOrderRows } from '../orders/order-test-setup.ts';
import { orderLines } from '../orders/orders.table.ts';
import { orderApprovals } from './spend.table.ts';
import { approvalCalls, buildSpendWorld, countSpendRows, setPolicy } from './spend-test-setup.ts';

// Placing an order above office A's threshold of 5000 kr: it waits, the provider never sees it, and the
// approvers are told and list it (spend-test-setup.ts, approvalCalls).
describe('orders placed above their department’s spend rules', async () => {
  const testApp = await createTestApp();
  const { db, mail } = testApp;
  testApp.setNow(new Date('2026-06-15T10:00:00Z'));
  const world = await buildSpendWorld(testApp);
  const { officeA, agentA, approverA, secondApproverA, catalogue, cookies, spendCookies } = world;
  await setPolicy(db, officeA.id, { approvalThreshold: '5000.00' });
  const { orderBody, call, placeOrder, tasksOf, providerSees } = approvalCalls(testApp, world);

  describe('POST /api/orders/new/approval-check', () => {
    const checkBody = (floorPlans: number, branchId = officeA.id) => {
      const { caseId: _caseId, ...order } = orderBody('', floorPlans);
      return {
        case: {
          branchId,
          reference: '',
          orderContacts: [],
          address: { street: 'Søndergade', buildingNumber: '3', city: 'Aarhus C', zip: '8000' },
        },
        order,
      };
    };

    it('answers 401 signed out, 403 in a department where the user may not order, 400 for bad input', async () => {
      expect((await call('POST', '/api/orders/new/approval-check', null, checkBody(1))).statusCode).toBe(401);
      const other = await call('POST', '/api/orders/new/approval-check', cookies.adminB, checkBody(1));
      expect(other.statusCode).toBe(403);
      const bad = await call('POST', '/api/orders/new/approval-check', cookies.agentA, {
        ...checkBody(1),
        order: { ...checkBody(1).order, products: [{ id: catalogue.floorplan.id, quantity: 0.5 }] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({ 'order.products.0.quantity': expect.any(String) });
    });

    it('tells before submit whether the order waits, and why, priced as placing it would, writing nothing', async () => {
      const before = { ...(await countOrderRows(db)), ...(await countSpendRows(db)) };
      const within = await call('POST', '/api/orders/new/approval-check', cookies.agentA, checkBody(0));
      expect(within.json()).toEqual({ approvalNeeded: false, reasons: [] });
      const above = await call('POST', '/api/orders/new/approval-check', cookies.agentA, checkBody(1));
      expect(above.json()).toEqual({ approvalNeeded: true, reasons: ['THRESHOLD'] });
      expect({ ...(await countOrderRows(db)), ...(await countSpendRows(db)) }).toEqual(before);
    });
  });

  it('places an order within the rules as before: Open, its tasks made, no approval', async () => {
    const placed = await placeOrder(0);
    expect(placed.status).toBe('Open');
    expect(await tasksOf(placed.orderId)).toBeGreaterThan(0);
    const order = await call('GET', `/api/orders/${placed.orderId}`, cookies.agentA);
    expect(order.json()).toMatchObject({ status: 'Open', approval: null });
  });

  it('places an order above the threshold waiting: no tasks, nothing for the provider, the approvers told', async () => {
    const received = mail.received.length;
    const placed = await placeOrder();
    expect(placed.status).toBe('AWAITING_APPROVAL');
    expect(await tasksOf(placed.orderId)).toBe(0);
    expect(await db.select().from(bookings).where(eq(bookings.orderId, placed.orderId))).toEqual([]);

    const order = await call('GET', `/api/orders/${placed.orderId}`, cookies.agentA);
    expect(order.json()).toMatchObject({
      status: 'AWAITING_APPROVAL',
      approval: { state: 'WAITING', reasons: ['THRESHOLD'], decidedBy: null, rejectionReason: null },
    });
    const ofCase = await call('GET', `/api/cases/${placed.caseId}/orders`, cookies.agentA);
    expect(ofCase.json()[0]).toMatchObject({ id: placed.orderId, status: 'AWAITING_APPROVAL' });
    const [item] = await db.select().from(cases).where(eq(cases.id, placed.caseId));
    expect(item?.orderStatus).toBe('AWAITING_APPROVAL');

    // The provider's console: not listed, not opened, not counted, not filtered by, no line to deliver to.
    expect(await providerSees(placed.orderId)).toBe(false);
    const asked = await call(
      'GET',
      '/api/provider/orders?statuses=AWAITING_APPROVAL',
      spendCookies.coordinator,
    );
    expect(asked.json().total).toBe(0);
    const filters = await call('GET', '/api/provider/orders/filters', spendCookies.coordinator);
    expect(filters.json().statuses).not.toContain('AWAITING_APPROVAL');
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    const delivery = await call(
      'GET',
      `/api/provider/orderlines/${line?.id}/delivery`,
      spendCookies.coordinator,
    );
    expect(delivery.statusCode).toBe(404);
    const texts = await call('GET', `/api/provider/orders/${placed.orderId}/texts`, spendCookies.coordinator);
    expect(texts.statusCode).toBe(404);
    const moved = await call(
      'POST',
      `/api/provider/orders/${placed.orderId}/status`,
      spendCookies.coordinator,
      {
        status: 'Cancelled',
      },
    );
    expect(moved.statusCode).toBe(404);

    // Both approvers are told, each in their language; the agent who placed it gets no confirmation yet.
    await expect.poll(() => mail.received.length - received).toBe(2);
    const [toApprover] = mailsTo(mail.received.slice(received), approverA.email);
    expect(toApprover?.subject).toBe(`Beställning ${placed.salesId} väntar på ditt godkännande`);
    expect(toApprover?.text).toContain('Den är över kontorets godkännandegräns.');
    expect(toApprover?.text).toContain('http://portal.test/approvals');
    expect(mailsTo(mail.received.slice(received), secondApproverA.email)).toHaveLength(1);
    expect(mailsTo(mail.received.slice(received), agentA.email)).toEqual([]);
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, placed.orderId), eq(notifications.kind, 'approval_requested')));
    expect(notices.map((row) => row.recipientUserId).sort()).toEqual(
      [approverA.id, secondApproverA.id].sort(),
    );
  });

  it('waits for an order that takes the month over its budget, naming both reasons when both hold', async () => {
    await setPolicy(db, officeA.id, { approvalThreshold: '5000.00', monthlyBudget: '1000.00' });
    const overBudget = await placeOrder(0);
    expect(overBudget.status).toBe('AWAITING_APPROVAL');
    const both = await placeOrder(1);
    const approvals = await db.select().from(orderApprovals);
    expect(approvals.find((row) => row.orderId === overBudget.orderId)?.reasons).toEqual(['BUDGET']);
    expect(approvals.find((row) => row.orderId === both.orderId)?.reasons).toEqual(['THRESHOLD', 'BUDGET']);
    await setPolicy(db, officeA.id, { approvalThreshold: '5000.00' });
  });

  describe('GET /api/approvals', () => {
    it('lists the waiting orders of the approver’s departments, but not their own nor another department’s', async () => {
      expect((await call('GET', '/api/approvals', null)).statusCode).toBe(401);
      const placed = await placeOrder();
      const list = await call('GET', '/api/approvals', spendCookies.approverA);
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toContainEqual({
        orderId: placed.orderId,
        salesId: placed.salesId,
        caseId: placed.caseId,
        address: 'Søndergade 3, 8000 Aarhus C',
        branchId: officeA.id,
        branchName: officeA.name,
        orderer: `${agentA.firstName} ${agentA.lastName}`,
        amount: 5700,
        currency: 'DKK',
        placedAt: '2026-06-15T10:00:00.000Z',
        reasons: ['THRESHOLD'],
      });
      for (const cookie of [spendCookies.approverB, cookies.agentA, cookies.adminA]) {
        expect((await call('GET', '/api/approvals', cookie)).json().data).toEqual([]);
      }
    });
  });
});
