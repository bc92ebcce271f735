import { type Budget, type BudgetOrder, type BudgetQuery, ErrorKey } from '@portal/contracts';
import { type Actor, hasBranchPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { findBranchById } from '../branches/branches.service.ts';
import { displayName } from './approval-requests.service.ts';
import * as repo from './spend.repo.ts';
import { monthOf, periodOfMonth } from './spend-month.ts';
import { COMMITTED_STATUSES, SPENT_STATUSES } from './spend-policy.service.ts';

const sumOf = (orders: BudgetOrder[]) =>
  Math.round(orders.reduce((sum, order) => sum + order.amount * 100, 0)) / 100;

/**
 * GET /branches/{id}/budget: the department's admins and approvers read the month's spending (this month in
 * the department's time zone unless one is asked) with the orders behind each number; anyone else 403. The
 * figures are the office's own and shown whatever the reader's prices setting, as a campaign's budget is.
 */
export async function getBudget(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
  query: BudgetQuery,
): Promise<Budget> {
  const admin = actor.access.get(branchId) === true;
  if (!admin && !hasBranchPermission(actor, branchId, 'orders.approve')) {
    throw new AppError(ErrorKey.forbidden, 403);
  }
  const branch = await findBranchById(deps.db, branchId);
  if (!branch) throw new AppError(ErrorKey.notFound, 404);
  const month = query.month ?? monthOf(nowOf(deps), branch.countryCode);
  const period = periodOfMonth(month, branch.countryCode);
  const [policy, rows] = await Promise.all([
    repo.findSpendPolicy(deps.db, branchId),
    repo.findOrdersOfBranch(deps.db, branchId, period, [...SPENT_STATUSES, ...COMMITTED_STATUSES]),
  ]);
  const orders = rows.map(
    (row): BudgetOrder => ({
      id: row.id,
      salesId: row.salesId,
      caseId: row.caseId,
      address: row.address,
      orderer: row.ordererEmail ? displayName({ name: row.ordererName, email: row.ordererEmail }) : null,
      status: row.status,
      amount: Number(row.totalPrice ?? 0),
      placedAt: row.createdDate.toISOString(),
    }),
  );
  const spent = orders.filter((order) => SPENT_STATUSES.includes(order.status));
  const committed = orders.filter((order) => COMMITTED_STATUSES.includes(order.status));
  const monthlyBudget = policy?.monthlyBudget == null ? null : Number(policy.monthlyBudget);
  const spentAmount = sumOf(spent);
  const committedAmount = sumOf(committed);
  return {
    branchId,
    month,
    currency: branch.currency,
    monthlyBudget,
    approvalThreshold: policy?.approvalThreshold == null ? null : Number(policy.approvalThreshold),
    spent: { amount: spentAmount, orders: spent },
    committed: { amount: committedAmount, orders: committed },
    left:
      monthlyBudget === null ? null : Math.round((monthlyBudget - spentAmount - committedAmount) * 100) / 100,
  };
}
