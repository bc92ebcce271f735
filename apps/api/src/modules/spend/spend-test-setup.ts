// The cast of the spend route tests: the order tests' offices with an approver in each, a second approver
// in office A, and provider staff who fulfil orders.
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildCase, buildProviderStaff, buildUser, signIn } from '../../test/factories.ts';
import { csrfHeader, portalHeaders, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { buildOrderWorld } from '../orders/order-test-setup.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { roles } from '../users/users.table.ts';
import { orderApprovals, spendPolicies } from './spend.table.ts';

export async function buildSpendWorld(testApp: Pick<TestApp, 'app' | 'db'>) {
  const { app, db } = testApp;
  const world = await buildOrderWorld(testApp);
  const [approverRole] = await db
    .insert(roles)
    .values({ name: 'Office manager', permissions: ['orders.create', 'orders.approve'] })
    .returning();
  if (!approverRole) throw new Error('role not created');
  const approverA = await buildUser(db, [{ branchId: world.officeA.id, roleId: approverRole.id }], {
    firstName: 'Astrid',
    lastName: 'Approver',
    locale: 'sv',
  });
  const secondApproverA = await buildUser(db, [{ branchId: world.officeA.id, roleId: approverRole.id }], {
    firstName: 'Bo',
    lastName: 'Approver',
  });
  const approverB = await buildUser(db, [{ branchId: world.officeB.id, roleId: approverRole.id }]);
  const coordinator = await buildProviderStaff(db, ['orders.fulfil', 'material.deliver', 'texts.deliver']);
  return {
    ...world,
    approverRole,
    approverA,
    secondApproverA,
    approverB,
    coordinator,
    spendCookies: {
      approverA: await signIn(app, approverA.email),
      secondApproverA: await signIn(app, secondApproverA.email),
      approverB: await signIn(app, approverB.email),
      coordinator: await signIn(app, coordinator.email),
    },
  };
}

/** Sets a department's spend rules straight in the table. */
export async function setPolicy(
  db: Db,
  branchId: number,
  policy: { monthlyBudget?: string | null; approvalThreshold?: string | null },
) {
  const values = { monthlyBudget: null, approvalThreshold: null, ...policy };
  await db
    .insert(spendPolicies)
    .values({ branchId, ...values })
    .onConflictDoUpdate({ target: spendPolicies.branchId, set: values });
}

/** Rows of the tables a spend call writes, to show that a refused call wrote nothing. */
export async function countSpendRows(db: Db) {
  const [[policies], [approvals], [audit], [notices]] = await Promise.all([
    db.select({ value: count() }).from(spendPolicies),
    db.select({ value: count() }).from(orderApprovals),
    db.select({ value: count() }).from(auditLog),
    db.select({ value: count() }).from(notifications),
  ]);
  return {
    policies: policies?.value,
    approvals: approvals?.value,
    audit: audit?.value,
    notices: notices?.value,
  };
}

type SpendWorld = Awaited<ReturnType<typeof buildSpendWorld>>;

/**
 * The calls of the approval tests. Office A approves orders above 5000 kr (`setPolicy`): the Basic package
 * with 25 images costs 4800 kr, with a floor plan 5700 kr, so the first goes on at once and the second waits.
 */
export function approvalCalls({ app, db }: Pick<TestApp, 'app' | 'db'>, world: SpendWorld) {
  const { officeA, agentA, adminA, catalogue, choiceId, cookies, spendCookies } = world;
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
  /** Whether the coordinator's incoming orders list the order; its page opens exactly when it is listed. */
  const providerSees = async (orderId: string) => {
    const list = await call('GET', '/api/provider/orders?take=100', spendCookies.coordinator);
    const detail = await call('GET', `/api/provider/orders/${orderId}`, spendCookies.coordinator);
    const listed = list.json().data.some((row: { id: string }) => row.id === orderId);
    expect(listed).toBe(detail.statusCode === 200);
    return listed;
  };
  const approve = (orderId: string, cookie: string | null = spendCookies.approverA) =>
    call('POST', `/api/orders/${orderId}/approve`, cookie);
  const reject = (orderId: string, reason: unknown, cookie: string | null = spendCookies.approverA) =>
    call('POST', `/api/orders/${orderId}/reject`, cookie, { reason });
  return { orderBody, call, placeOrder, tasksOf, providerSees, approve, reject };
}
