// A department's spend rules (docs/product.md "Spend"): an optional monthly budget and an approval threshold
// per order, in the department's currency and VAT excluded, as order prices are; the budget of a month with
// the orders behind each number; and the approval of an order placed above them.
import { z } from 'zod';
import { OrderStatusWord } from './enums.ts';
import { SpendErrorKey } from './spend-errors.ts';

/** Amounts are stored with two decimals in up to 12 digits, as order prices are. */
export const SPEND_AMOUNT_MAX = 9_999_999_999;
export const REJECTION_REASON_MAX = 1000;

const spendAmount = z.number().min(0).max(SPEND_AMOUNT_MAX).multipleOf(0.01).nullable();

/** PUT /branches/{id}/spend-policy: null is no budget, or no threshold. */
export const SpendPolicyBody = z.object({
  monthlyBudget: spendAmount,
  approvalThreshold: spendAmount,
});
export type SpendPolicyBody = z.infer<typeof SpendPolicyBody>;

export const SpendPolicy = SpendPolicyBody.extend({
  branchId: z.number().int(),
  currency: z.string(),
});
export type SpendPolicy = z.infer<typeof SpendPolicy>;

/** A calendar month, YYYY-MM, in the department's time zone. */
export const SpendMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, SpendErrorKey.spendMonthFormat)
  .meta({ example: '2026-06' });

/** GET /branches/{id}/budget: the month asked, this month in the department's time zone without one. */
export const BudgetQuery = z.object({ month: SpendMonth.optional() });
export type BudgetQuery = z.infer<typeof BudgetQuery>;

/** One order behind a number of the budget: placed in the month, not cancelled. */
export const BudgetOrder = z.object({
  id: z.string(),
  salesId: z.string(),
  caseId: z.string(),
  address: z.string(),
  /** Who placed it: their name, or their address when they have none; null when the account is gone. */
  orderer: z.string().nullable(),
  status: OrderStatusWord,
  /** VAT excluded, in the department's currency. */
  amount: z.number(),
  placedAt: z.iso.datetime(),
});
export type BudgetOrder = z.infer<typeof BudgetOrder>;

const BudgetPart = z.object({ amount: z.number(), orders: z.array(BudgetOrder) });

/**
 * An order counts in the month it was placed: spent once delivered or invoiced, committed while waiting for
 * approval, open or back-ordered; a cancelled or rejected order counts nowhere. `left` is the budget less
 * both, null without a budget, below 0 when the month is over it.
 */
export const Budget = z.object({
  branchId: z.number().int(),
  month: SpendMonth,
  currency: z.string(),
  monthlyBudget: z.number().nullable(),
  approvalThreshold: z.number().nullable(),
  spent: BudgetPart,
  committed: BudgetPart,
  left: z.number().nullable(),
});
export type Budget = z.infer<typeof Budget>;

/** Why an order waits: above the approval threshold, or taking the month's spending over the budget. */
export const ApprovalReason = z.enum(['THRESHOLD', 'BUDGET']);
export type ApprovalReason = z.infer<typeof ApprovalReason>;

/** POST /orders/new/approval-check: whether the order the wizard would place now waits, and why. */
export const ApprovalCheck = z.object({
  approvalNeeded: z.boolean(),
  reasons: z.array(ApprovalReason),
});
export type ApprovalCheck = z.infer<typeof ApprovalCheck>;

export const ApprovalState = z.enum(['WAITING', 'APPROVED', 'REJECTED']);
export type ApprovalState = z.infer<typeof ApprovalState>;

/** The approval of an order that waited for one, as its order and the decision calls show it. */
export const OrderApproval = z.object({
  state: ApprovalState,
  reasons: z.array(ApprovalReason),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** The approver's name, or their address when they have none. */
  decidedBy: z.string().nullable(),
  /** Why it was rejected, as the approver wrote it. */
  rejectionReason: z.string().nullable(),
});
export type OrderApproval = z.infer<typeof OrderApproval>;

/** POST /orders/{id}/reject. */
export const OrderRejectBody = z.object({
  reason: z.string().trim().min(1).max(REJECTION_REASON_MAX),
});
export type OrderRejectBody = z.infer<typeof OrderRejectBody>;

/** The answer of approve and reject: the order's status after the decision, and the decision. */
export const ApprovalDecision = z.object({
  orderId: z.string(),
  status: OrderStatusWord,
  approval: OrderApproval,
});
export type ApprovalDecision = z.infer<typeof ApprovalDecision>;

/** GET /approvals: an order waiting for the caller's decision, in a department where they hold orders.approve. */
export const WaitingOrder = z.object({
  orderId: z.string(),
  salesId: z.string(),
  caseId: z.string(),
  address: z.string(),
  branchId: z.number().int(),
  branchName: z.string(),
  orderer: z.string().nullable(),
  /** VAT excluded, in the department's currency. */
  amount: z.number(),
  currency: z.string(),
  placedAt: z.iso.datetime(),
  reasons: z.array(ApprovalReason),
});
export type WaitingOrder = z.infer<typeof WaitingOrder>;

export const WaitingOrderList = z.object({ data: z.array(WaitingOrder) });
export type WaitingOrderList = z.infer<typeof WaitingOrderList>;
