// The cast of the spend route tests: the order tests' offices with an approver in each, a second approver
// in office A, and provider staff who fulfil orders.
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buildProviderStaff, buildUser, signIn } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { buildOrderWorld } from '../orders/order-test-setup.ts';
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
