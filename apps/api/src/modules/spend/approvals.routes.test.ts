import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, mailsTo } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cases } from '../cases/cases.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { countOrderRows } from '../orders/order-test-setup.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { orderApprovals } from './spend.table.ts';
import { buildSpendWorld, countSpendRows, setPolicy } from './spend-test-setup.ts';

// Office A approves orders above 5000 kr. The Basic package with 25 images costs 4800 kr, with a floor plan
// 5700 kr: the first goes on at once, the second waits.
describe('orders waiting for approval', async () => {
  const testApp = await createTestApp();
  const { app, db, mail } = testApp;
  testApp.setNow(new Date('2026-06-15T10:00:00Z'));
  const world = await buildSpendWorld(testApp);
  const { officeA, agentA, adminA, approverA, secondApproverA, catalogue, choiceId, cookies, spendCookies } =
    world;
  await setPolicy(db, officeA.id, { approvalThreshold: '5000.00' });

  const orderBody = (caseId: string, floorPlans = 1) => ({
    caseId,
    flow: 'PHOTOGRAPHY',
    bookingInfo: { keyPickup: false },
    responsibleEmail: agentA.email,
    package: { id: catalogue.basic.id },
    productChoices: [{ choiceId, productId: catalogue.images25.id }],
    products: floorPlans ? [{ id: catalogue.floorplan.id, quantity: floorPlans }] : [],
    watcherEmails: [adminA.email],
  });
  const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
    app.inject({
      method,
      url,
      headers: cookie ? { ...portalHeaders(cookie), 'accept-language': 'en' } : csrfHeader,
      ...(payload ? { payload } : {}),
    });
  /** An order of office A placed by its agent through the order call; 5700 kr unless no floor plan. */
  async function placeOrder(floorPlans = 1) {
    const item = await buildCase(db, { branchId: officeA.id, addressFull: 'Søndergade 3, 8000 Aarhus C' });
    const response = await call(
      'POST',
      '/api/orders/new/webshop',
      cookies.agentA,
      orderBody(item.id, floorPlans),
    );
    expect(response.statusCode, response.body).toBe(200);
    return { caseId: item.id, ...(response.json() as { orderId: string; salesId: string; status: string }) };
  }
  const tasksOf = async (orderId: string) =>
    (await db.select({ value: count() }).from(tasks).where(eq(tasks.orderId, orderId)))[0]?.value;
  const providerSees = async (orderId: string) => {
    const list = await call('GET', '/api/provider/orders?take=100', spendCookies.coordinator);
    const detail = await call('GET', `/api/provider/orders/${orderId}`, spendCookies.coordinator);
    const listed = list.json().data.some((row: { id: string }) => row.id === orderId);
    expect(listed).toBe(detail.statusCode === 200);
    return listed;
  };
  const approve = (orderId: string, cookie = spendCookies.approverA) =>
    call('POST', `/api/orders/${orderId}/approve`, cookie);
  const reject = (orderId: string, reason: unknown, cookie = spendCookies.approverA) =>
    call('POST', `/api/orders/${orderId}/reject`, cookie, { reason });

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

  describe('POST /api/orders/{id}/approve and /reject', () => {
    it('answer 401 signed out, 404 to another department, 403 without orders.approve or for one’s own order, writing nothing', async () => {
      const placed = await placeOrder();
      const before = { ...(await countOrderRows(db)), ...(await countSpendRows(db)) };
      expect((await approve(placed.orderId, '')).statusCode).toBe(401);
      expect(
        (await call('POST', `/api/orders/${placed.orderId}/reject`, null, { reason: 'No' })).statusCode,
      ).toBe(401);
      for (const cookie of [spendCookies.approverB, cookies.adminB]) {
        expect((await approve(placed.orderId, cookie)).statusCode).toBe(404);
        expect((await reject(placed.orderId, 'No', cookie)).statusCode).toBe(404);
      }
      for (const cookie of [cookies.agentA, cookies.adminA]) {
        expect((await approve(placed.orderId, cookie)).json().code).toBe('errors.forbidden');
        expect((await reject(placed.orderId, 'No', cookie)).statusCode).toBe(403);
      }
      // An approver who placed the order: someone else decides on it.
      const ownCase = await buildCase(db, { branchId: officeA.id });
      const own = await call('POST', '/api/orders/new/webshop', spendCookies.approverA, {
        ...orderBody(ownCase.id),
        responsibleEmail: approverA.email,
        watcherEmails: [],
      });
      const mine = await approve(own.json().orderId);
      expect(mine.statusCode).toBe(403);
      expect(mine.json().code).toBe('spend.messages.ownOrder');
      const afterOwn = { ...(await countOrderRows(db)), ...(await countSpendRows(db)) };
      expect((await approve(own.json().orderId)).statusCode).toBe(403);
      expect({ ...(await countOrderRows(db)), ...(await countSpendRows(db)) }).toEqual(afterOwn);
      expect(afterOwn.tasks).toBe(before.tasks);
      const [still] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(still?.status).toBe('AWAITING_APPROVAL');
    });

    it('refuses an empty or too long reason next to its field, in the caller’s language, and an order that never waited', async () => {
      const placed = await placeOrder();
      for (const reason of ['   ', 'x'.repeat(1001), undefined]) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/orders/${placed.orderId}/reject`,
          headers: { ...portalHeaders(spendCookies.approverA), 'accept-language': 'sv' },
          payload: reason === undefined ? {} : { reason },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Kontrollera de markerade fälten.');
        expect(Object.keys(response.json().fields)).toEqual(['reason']);
      }
      const within = await placeOrder(0);
      const refused = await approve(within.orderId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'spend.messages.notWaiting',
        message: 'This order is not waiting for approval.',
      });
      expect((await approve('not-an-id')).statusCode).toBe(400);
      const [still] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(still?.status).toBe('AWAITING_APPROVAL');
    });

    it('approving starts the order as a placement does: tasks, the provider’s console, the confirmation', async () => {
      const placed = await placeOrder();
      const received = mail.received.length;
      const response = await approve(placed.orderId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        orderId: placed.orderId,
        status: 'Open',
        approval: { state: 'APPROVED', decidedBy: 'Astrid Approver', reasons: ['THRESHOLD'] },
      });
      expect(await tasksOf(placed.orderId)).toBeGreaterThan(0);
      expect(await db.select().from(bookings).where(eq(bookings.orderId, placed.orderId))).toHaveLength(1);
      expect(await providerSees(placed.orderId)).toBe(true);
      const [item] = await db.select().from(cases).where(eq(cases.id, placed.caseId));
      expect(item?.orderStatus).toBe('Open');
      // The agent (Danish) and the watching admin get the order's confirmation now.
      await expect.poll(() => mail.received.length - received).toBe(2);
      expect(mailsTo(mail.received.slice(received), agentA.email)[0]?.subject).toBe(
        `Ordrebekræftelse ${placed.salesId}`,
      );
      const confirmed = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, placed.orderId), eq(notifications.kind, 'order_confirmed')));
      expect(confirmed.map((row) => row.recipientUserId).sort()).toEqual([agentA.id, adminA.id].sort());
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'spend.orderApproved'), eq(auditLog.targetId, placed.orderId)));
      expect(entry?.actorUserId).toBe(approverA.id);

      // Approving again answers the decision taken, and starts nothing twice; rejecting now is refused.
      const tasksBefore = await tasksOf(placed.orderId);
      const again = await approve(placed.orderId, spendCookies.secondApproverA);
      expect(again.statusCode).toBe(200);
      expect(again.json().approval.decidedBy).toBe('Astrid Approver');
      expect(await tasksOf(placed.orderId)).toBe(tasksBefore);
      const late = await reject(placed.orderId, 'Too expensive', spendCookies.secondApproverA);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'spend.messages.alreadyApproved',
        message: 'Astrid Approver has already approved this order. Nothing was changed.',
      });
    });

    it('rejecting cancels the order before it reaches the provider, and tells whoever placed and follows it why', async () => {
      const placed = await placeOrder();
      const received = mail.received.length;
      const response = await reject(placed.orderId, '  Too expensive for this villa  ');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'Cancelled',
        approval: {
          state: 'REJECTED',
          rejectionReason: 'Too expensive for this villa',
          decidedBy: 'Astrid Approver',
        },
      });
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
      expect(new Set(lines.map((line) => line.status))).toEqual(new Set(['CANCELLED']));
      expect(await tasksOf(placed.orderId)).toBe(0);
      expect(await providerSees(placed.orderId)).toBe(false);
      const [item] = await db.select().from(cases).where(eq(cases.id, placed.caseId));
      expect(item?.orderStatus).toBe('Cancelled');

      await expect.poll(() => mail.received.length - received).toBe(2);
      const [toAgent] = mailsTo(mail.received.slice(received), agentA.email);
      expect(toAgent?.subject).toBe(`Ordre ${placed.salesId} blev afvist`);
      expect(toAgent?.text).toContain('Begrundelse: Too expensive for this villa');
      const told = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, placed.orderId), eq(notifications.kind, 'order_rejected')));
      expect(told.map((row) => row.recipientUserId).sort()).toEqual([agentA.id, adminA.id].sort());
      expect(told[0]?.params).toMatchObject({
        reason: 'Too expensive for this villa',
        salesId: placed.salesId,
      });

      const late = await approve(placed.orderId, spendCookies.secondApproverA);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('spend.messages.alreadyRejected');
      expect(await providerSees(placed.orderId)).toBe(false);
    });

    it('two approvers at once make one decision: the order is started once', async () => {
      const placed = await placeOrder();
      const answers = await Promise.all([
        approve(placed.orderId, spendCookies.approverA),
        approve(placed.orderId, spendCookies.secondApproverA),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const deciders = new Set(answers.map((answer) => answer.json().approval.decidedBy));
      expect(deciders.size).toBe(1);
      const started = await db.select().from(tasks).where(eq(tasks.orderId, placed.orderId));
      expect(started.length).toBe(new Set(started.map((task) => `${task.orderLineId} ${task.type}`)).size);
      expect(await db.select().from(bookings).where(eq(bookings.orderId, placed.orderId))).toHaveLength(1);
      const decisions = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'spend.orderApproved'), eq(auditLog.targetId, placed.orderId)));
      expect(decisions).toHaveLength(1);

      // An approval and a rejection at once: one of them is the decision, the other is refused.
      const contested = await placeOrder();
      const [approved, rejected] = await Promise.all([
        approve(contested.orderId, spendCookies.approverA),
        reject(contested.orderId, 'No budget left', spendCookies.secondApproverA),
      ]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const [order] = await db.select().from(orders).where(eq(orders.id, contested.orderId));
      expect(order?.status).toBe(approved.statusCode === 200 ? 'Open' : 'Cancelled');
    });
  });
});
