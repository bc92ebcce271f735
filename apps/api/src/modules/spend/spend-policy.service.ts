import {
  type ApprovalReason,
  ErrorKey,
  type OrderStatusWord,
  type SpendPolicy,
  type SpendPolicyBody,
} from '@portal/contracts';
import { type Actor, assertBranchAccess } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type BranchRow, findBranchById } from '../branches/branches.service.ts';
import * as repo from './spend.repo.ts';
import { monthOf, periodOfMonth } from './spend-month.ts';

/** Orders that have cost the month: delivered or invoiced. */
export const SPENT_STATUSES: readonly OrderStatusWord[] = ['Delivered', 'Invoiced'];
/** Orders that will cost it: waiting for approval, open or back-ordered. */
export const COMMITTED_STATUSES: readonly OrderStatusWord[] = ['AWAITING_APPROVAL', 'Open', 'Backorder'];

const toAmount = (value: string | null) => (value === null ? null : Number(value));
const toCents = (value: string | null) => (value === null ? null : Math.round(Number(value) * 100));
const toStored = (value: number | null) => (value === null ? null : value.toFixed(2));

/** A department the actor administers (403 otherwise, as the department calls answer), 404 when unknown. */
export async function findAdministeredBranch(deps: AppDeps, actor: Actor, branchId: number) {
  assertBranchAccess(actor, branchId, 'admin');
  const branch = await findBranchById(deps.db, branchId);
  if (!branch) throw new AppError(ErrorKey.notFound, 404);
  return branch;
}

function toSpendPolicy(branch: BranchRow, row: repo.SpendPolicyRow | undefined): SpendPolicy {
  return {
    branchId: branch.id,
    currency: branch.currency,
    monthlyBudget: toAmount(row?.monthlyBudget ?? null),
    approvalThreshold: toAmount(row?.approvalThreshold ?? null),
  };
}

/** The department's spend rules, as its admins read them. */
export async function getSpendPolicy(deps: AppDeps, actor: Actor, branchId: number): Promise<SpendPolicy> {
  const branch = await findAdministeredBranch(deps, actor, branchId);
  return toSpendPolicy(branch, await repo.findSpendPolicy(deps.db, branchId));
}

/** The department's admins set its budget and threshold; the change is in the audit log. */
export async function setSpendPolicy(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
  body: SpendPolicyBody,
): Promise<SpendPolicy> {
  const branch = await findAdministeredBranch(deps, actor, branchId);
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findSpendPolicy(tx, branchId, { forUpdate: true });
    const written = await repo.upsertSpendPolicy(tx, {
      branchId,
      monthlyBudget: toStored(body.monthlyBudget),
      approvalThreshold: toStored(body.approvalThreshold),
      updatedByUserId: actor.actingUserId,
      updatedAt: nowOf(deps),
    });
    await recordAudit(tx, actor, {
      action: 'spend.policyChanged',
      targetType: 'branch',
      targetId: String(branchId),
      details: {
        from: toSpendPolicy(branch, before),
        to: { monthlyBudget: body.monthlyBudget, approvalThreshold: body.approvalThreshold },
      },
    });
    return written;
  });
  return toSpendPolicy(branch, row);
}

/** A department's spend rules as an order is checked against them: amounts as stored, null when not set. */
export interface SpendTerms {
  monthlyBudget: string | null;
  approvalThreshold: string | null;
}

/**
 * Why an order of the department, priced `totalCents` VAT excluded and placed `at`, must wait for approval:
 * above the threshold, or taking the month's spent and committed orders over the budget; none without a
 * policy. `terms` are the policy as the order's planning read it with the department. A threshold compares
 * the order with itself, so only a budget sends more: inside an order's transaction (`lock`) the policy is
 * read again and held until it commits, so two orders at once cannot both take the last of a budget.
 */
export async function spendReasonsOf(
  db: Db,
  order: { branchId: number; countryCode: string; totalCents: number; at: Date },
  options: { lock: boolean; terms: SpendTerms },
): Promise<ApprovalReason[]> {
  const policy =
    options.lock && options.terms.monthlyBudget !== null
      ? await repo.findSpendPolicy(db, order.branchId, { forUpdate: true })
      : options.terms;
  if (!policy) return [];
  const reasons: ApprovalReason[] = [];
  const threshold = toCents(policy.approvalThreshold);
  if (threshold !== null && order.totalCents > threshold) reasons.push('THRESHOLD');
  const budget = toCents(policy.monthlyBudget);
  if (budget !== null) {
    const period = periodOfMonth(monthOf(order.at, order.countryCode), order.countryCode);
    const used = await repo.sumOrdersOfBranch(db, order.branchId, period, [
      ...SPENT_STATUSES,
      ...COMMITTED_STATUSES,
    ]);
    if (used + order.totalCents > budget) reasons.push('BUDGET');
  }
  return reasons;
}
