import { spendPolicies } from '../modules/spend/spend.table.ts';
import type { Db } from './client.ts';

/**
 * Copenhagen's spending rules (docs/product.md "Spend"): an order above 10,000 kr. excluding VAT, such as
 * the premium package with video and extra products, waits for admin@demo.test, who approves the office's
 * orders. No monthly budget: the demo's many orders of this month, and those the browser tests place, would
 * otherwise all wait.
 */
export async function seedSpendPolicy(db: Db, copenhagenId: number, adminId: string) {
  await db.insert(spendPolicies).values({
    branchId: copenhagenId,
    monthlyBudget: null,
    approvalThreshold: '10000.00',
    updatedByUserId: adminId,
  });
}
