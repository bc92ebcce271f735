import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, mailsTo } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cases } from '../cases/cases.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { countOrderRows } from '../orders/order-test-setup.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { approvalCalls, buildSpendWorld, countSpendRows, setPolicy } from './spend-test-setup.ts';

// Approving and rejecting a waiting order of office A (spend-test-setup.ts, approvalCalls).
describe('deciding on an order waiting for approval', async () => {
  const testApp = await createTestApp();
  const { app, db, mail } = testApp;
  testApp.setNow(new Date('2026-06-15T10:00:00Z'));
  const world = await buildSpendWorld(testApp);
  const { officeA, agentA, adminA, approverA, cookies, spendCookies } = world;
  await setPolicy(db, officeA.id, { approvalThreshold: '5000.00' });
  const { orderBody, call, placeOrder, tasksOf, providerSees, approve, reject } = approvalCalls(
    testApp,
    world,
  );

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
