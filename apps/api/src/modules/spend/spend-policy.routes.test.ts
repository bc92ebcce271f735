import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOrder } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { spendPolicies } from './spend.table.ts';
import { buildSpendWorld, countSpendRows, setPolicy } from './spend-test-setup.ts';

describe('a department’s spend policy and budget', async () => {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  testApp.setNow(new Date('2026-06-15T10:00:00Z'));
  const world = await buildSpendWorld(testApp);
  const { officeA, officeB, adminA, agentA, cookies, spendCookies } = world;

  const policyUrl = (branchId: number) => `/api/branches/${branchId}/spend-policy`;
  const put = (branchId: number, payload: object, cookie = cookies.adminA, language = 'en') =>
    app.inject({
      method: 'PUT',
      url: policyUrl(branchId),
      headers: { ...portalHeaders(cookie), 'accept-language': language },
      payload,
    });
  const get = (url: string, cookie: string | null = cookies.adminA) =>
    app.inject({ method: 'GET', url, headers: cookie ? portalHeaders(cookie) : {} });

  describe('GET and PUT /api/branches/{id}/spend-policy', () => {
    it('answers 401 without a session', async () => {
      expect((await get(policyUrl(officeA.id), null)).statusCode).toBe(401);
      const response = await app.inject({
        method: 'PUT',
        url: policyUrl(officeA.id),
        headers: csrfHeader,
        payload: { monthlyBudget: 1000, approvalThreshold: null },
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses another department’s admin, a regular user and an approver with 403, writing nothing', async () => {
      const before = await countSpendRows(db);
      for (const cookie of [cookies.adminB, cookies.agentA, spendCookies.approverA]) {
        expect((await get(policyUrl(officeA.id), cookie)).statusCode).toBe(403);
        const response = await put(officeA.id, { monthlyBudget: 1, approvalThreshold: 1 }, cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('errors.forbidden');
      }
      expect(await countSpendRows(db)).toEqual(before);
    });

    it('refuses negative amounts, parts of an øre and text next to their field, in the caller’s language', async () => {
      const before = await countSpendRows(db);
      const response = await put(
        officeA.id,
        { monthlyBudget: -5, approvalThreshold: 10.005 },
        cookies.adminA,
        'da',
      );
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe('Kontrollér de markerede felter.');
      expect(body.fields).toEqual({ monthlyBudget: 'rules.number.min', approvalThreshold: 'rules.type' });
      const missing = await put(officeA.id, { monthlyBudget: '100' });
      // A number, or null for none: nothing left out.
      expect(missing.json().fields).toEqual({
        monthlyBudget: 'rules.notType',
        approvalThreshold: 'rules.required',
      });
      expect(await countSpendRows(db)).toEqual(before);
    });

    it('lets the department’s admin set, read and clear the budget and threshold, each change in the audit log', async () => {
      const empty = await get(policyUrl(officeA.id));
      expect(empty.json()).toEqual({
        branchId: officeA.id,
        currency: 'DKK',
        monthlyBudget: null,
        approvalThreshold: null,
      });
      const set = await put(officeA.id, { monthlyBudget: 25000, approvalThreshold: 7999.5 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ monthlyBudget: 25000, approvalThreshold: 7999.5 });
      expect((await get(policyUrl(officeA.id))).json()).toMatchObject({
        monthlyBudget: 25000,
        approvalThreshold: 7999.5,
      });
      const cleared = await put(officeA.id, { monthlyBudget: null, approvalThreshold: 5000 });
      expect(cleared.json()).toMatchObject({ monthlyBudget: null, approvalThreshold: 5000 });

      const entries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'spend.policyChanged'), eq(auditLog.targetId, String(officeA.id))))
        .orderBy(auditLog.id);
      expect(entries.map((entry) => [entry.actorUserId, entry.details])).toEqual([
        [
          adminA.id,
          {
            from: { branchId: officeA.id, currency: 'DKK', monthlyBudget: null, approvalThreshold: null },
            to: { monthlyBudget: 25000, approvalThreshold: 7999.5 },
          },
        ],
        [
          adminA.id,
          {
            from: { branchId: officeA.id, currency: 'DKK', monthlyBudget: 25000, approvalThreshold: 7999.5 },
            to: { monthlyBudget: null, approvalThreshold: 5000 },
          },
        ],
      ]);
      const [stored] = await db.select().from(spendPolicies).where(eq(spendPolicies.branchId, officeA.id));
      expect(stored).toMatchObject({
        monthlyBudget: null,
        approvalThreshold: '5000.00',
        updatedByUserId: adminA.id,
      });
    });
  });

  describe('GET /api/branches/{id}/budget', () => {
    const budgetUrl = (branchId: number, month?: string) =>
      `/api/branches/${branchId}/budget${month ? `?month=${month}` : ''}`;

    it('answers 401 without a session, and 403 to another department and to a user neither admin nor approver', async () => {
      expect((await get(budgetUrl(officeA.id), null)).statusCode).toBe(401);
      for (const cookie of [cookies.adminB, spendCookies.approverB, cookies.agentA]) {
        expect((await get(budgetUrl(officeA.id), cookie)).statusCode).toBe(403);
      }
    });

    it('refuses a month not written YYYY-MM next to the field', async () => {
      for (const month of ['2026-13', '2026-6', 'june']) {
        const response = await get(budgetUrl(officeA.id, month));
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ month: 'spend.messages.monthFormat' });
      }
    });

    it('counts each order in the month it was placed in the department’s zone: spent, committed, and left of the budget', async () => {
      await setPolicy(db, officeA.id, { monthlyBudget: '20000.00', approvalThreshold: '9000.00' });
      const item = await buildCase(db, {
        branchId: officeA.id,
        addressFull: 'Havnegade 1, 1058 København K',
      });
      const order = (
        status: 'Open' | 'Delivered' | 'Invoiced' | 'Cancelled' | 'Backorder' | 'AWAITING_APPROVAL',
        price: string,
        at: string,
      ) =>
        buildOrder(db, {
          caseId: item.id,
          branchId: officeA.id,
          status,
          totalPrice: price,
          createdByUserId: agentA.id,
          createdDate: new Date(at),
        });
      // 1 June 00:30 in Copenhagen is still 31 May in UTC, and 30 June 23:30 there is June's too.
      const delivered = await order('Delivered', '4000.00', '2026-05-31T22:30:00Z');
      const invoiced = await order('Invoiced', '1500.50', '2026-06-10T09:00:00Z');
      const open = await order('Open', '3000.00', '2026-06-12T09:00:00Z');
      const backorder = await order('Backorder', '500.00', '2026-06-13T09:00:00Z');
      const waiting = await order('AWAITING_APPROVAL', '9500.00', '2026-06-30T21:30:00Z');
      await order('Cancelled', '7000.00', '2026-06-14T09:00:00Z');
      await order('Open', '999.00', '2026-06-30T22:30:00Z'); // 1 July 00:30 in Copenhagen
      const small = await order('Open', '111.00', '2026-06-14T09:00:00Z');
      const otherOffice = await buildCase(db, { branchId: officeB.id });
      await buildOrder(db, {
        caseId: otherOffice.id,
        branchId: officeB.id,
        totalPrice: '50000.00',
        createdDate: new Date('2026-06-14T09:00:00Z'),
      });

      for (const cookie of [cookies.adminA, spendCookies.approverA]) {
        const response = await get(budgetUrl(officeA.id, '2026-06'), cookie);
        expect(response.statusCode, response.body).toBe(200);
        const budget = response.json();
        expect(budget).toMatchObject({
          branchId: officeA.id,
          month: '2026-06',
          currency: 'DKK',
          monthlyBudget: 20000,
          approvalThreshold: 9000,
          spent: { amount: 5500.5 },
          committed: { amount: 13111 },
          left: 1388.5,
        });
        expect(budget.spent.orders.map((row: { id: string }) => row.id)).toEqual([
          delivered.order.id,
          invoiced.order.id,
        ]);
        expect(
          budget.committed.orders.map((row: { id: string; status: string }) => [row.id, row.status]),
        ).toEqual([
          [open.order.id, 'Open'],
          [backorder.order.id, 'Backorder'],
          [small.order.id, 'Open'],
          [waiting.order.id, 'AWAITING_APPROVAL'],
        ]);
        expect(budget.spent.orders[0]).toMatchObject({
          salesId: delivered.order.salesId,
          caseId: item.id,
          address: 'Havnegade 1, 1058 København K',
          orderer: `${agentA.firstName} ${agentA.lastName}`,
          amount: 4000,
          placedAt: '2026-05-31T22:30:00.000Z',
        });
      }
      // This month unless asked: June, by the hub's clock.
      expect((await get(budgetUrl(officeA.id))).json().month).toBe('2026-06');
      const july = (await get(budgetUrl(officeA.id, '2026-07'))).json();
      expect(july).toMatchObject({ spent: { amount: 0 }, committed: { amount: 999 }, left: 19001 });
    });
  });
});
