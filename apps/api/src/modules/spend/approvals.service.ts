// Approvers decide on the orders that wait for them (docs/product.md "Spend"). A decision is taken once: the
// approval moves from WAITING and the order from AWAITING_APPROVAL in one transaction, so of two approvers
// at once one decides; the same decision again answers what was decided, the other one is refused (409).
import {
  type ApprovalCheck,
  type ApprovalDecision,
  type CaseOrderCreateBody,
  ErrorKey,
  type OrderRejectBody,
  type WaitingOrderList,
} from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, assertBranchPermission } from '../../actor.ts';
import { languageAndZoneOfUser } from '../../adapters/mail/recipient-language.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { rejectWaitingOrder, startApprovedOrder } from '../orders/order-approval.service.ts';
import { previewApprovalOfOrder } from '../orders/order-check.service.ts';
import { sendOrderConfirmation } from '../orders/order-notices.ts';
import { findVisibleOrder } from '../orders/orders.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import { displayName, findApprovalOfOrder } from './approval-requests.service.ts';
import { orderRejectedMail } from './spend.mails.ts';
import * as repo from './spend.repo.ts';

type CaseOrderBody = z.output<typeof CaseOrderCreateBody>;

/** POST /orders/new/approval-check: the wizard asks before submit whether the order will wait, and why. */
export async function checkApproval(
  deps: AppDeps,
  actor: Actor,
  body: CaseOrderBody,
): Promise<ApprovalCheck> {
  const reasons = await previewApprovalOfOrder(deps, actor, body.case.branchId, body.order);
  return { approvalNeeded: reasons.length > 0, reasons };
}

/** GET /approvals: the orders waiting in the departments where the actor approves, but those they placed. */
export async function listWaitingOrders(deps: AppDeps, actor: Actor): Promise<WaitingOrderList> {
  const branchIds = [...actor.branchPermissions]
    .filter(([, granted]) => granted.has('orders.approve'))
    .map(([branchId]) => branchId);
  const rows = await repo.findWaitingOrders(deps.db, branchIds, actor.userId);
  return {
    data: rows.map((row) => ({
      orderId: row.order.id,
      salesId: row.order.salesId,
      caseId: row.order.caseId,
      address: row.address,
      branchId: row.approval.branchId,
      branchName: row.branchName,
      orderer: row.ordererEmail ? displayName({ name: row.ordererName, email: row.ordererEmail }) : null,
      amount: Number(row.order.totalPrice ?? 0),
      currency: row.order.currency,
      placedAt: row.order.createdDate.toISOString(),
      reasons: row.approval.reasons,
    })),
  };
}

/**
 * The waiting order the actor may decide on: of a department they have access to (404 otherwise, as for an
 * unknown id), where they hold orders.approve, and not placed by themselves (403: someone else approves it).
 */
async function findDecidableOrder(deps: AppDeps, actor: Actor, orderId: string) {
  const found = await findVisibleOrder(deps, actor, orderId);
  assertBranchPermission(actor, found.order.branchId, 'orders.approve');
  if (found.order.createdByUserId === actor.userId) throw new AppError(ErrorKey.approvalOwnOrder, 403);
  return found;
}

/** The answer after a decision: the order's status now and its approval; 409 for an order that never waited. */
async function decisionOf(deps: AppDeps, actor: Actor, orderId: string): Promise<ApprovalDecision> {
  const [approval, found] = await Promise.all([
    findApprovalOfOrder(deps.db, orderId),
    findVisibleOrder(deps, actor, orderId),
  ]);
  if (!approval) throw new AppError(ErrorKey.approvalNotWaiting, 409);
  return { orderId, status: found.order.status, approval };
}

/** When the approval was decided already: the same decision answers it, the other one is refused. */
async function answerDecided(deps: AppDeps, actor: Actor, orderId: string, wanted: 'APPROVED' | 'REJECTED') {
  const decided = await decisionOf(deps, actor, orderId);
  const { state, decidedBy } = decided.approval;
  if (state === wanted) return decided;
  if (state === 'WAITING') throw new AppError(ErrorKey.approvalNotWaiting, 409);
  const key = state === 'APPROVED' ? ErrorKey.approvalAlreadyApproved : ErrorKey.approvalAlreadyRejected;
  throw new AppError(key, 409, undefined, { who: decidedBy ?? '–' });
}

/** POST /orders/{id}/approve: the order goes on as a placement within the rules does (tasks, visit, mails). */
export async function approveOrder(deps: AppDeps, actor: Actor, orderId: string): Promise<ApprovalDecision> {
  await findDecidableOrder(deps, actor, orderId);
  const at = nowOf(deps);
  const placed = await deps.db.transaction(async (tx) => {
    const decided = await repo.decideWaitingApproval(tx, orderId, {
      state: 'APPROVED',
      by: actor.userId,
      at,
    });
    if (!decided) return undefined;
    const started = await startApprovedOrder(tx, deps.logger, orderId, { actingUserId: actor.userId, at });
    // The approval waited, so its order did: anything else is a broken invariant, and nothing is kept.
    if (!started) throw new AppError(ErrorKey.approvalNotWaiting, 409);
    await recordAudit(tx, actor, {
      action: 'spend.orderApproved',
      targetType: 'order',
      targetId: orderId,
      details: { salesId: started.order.salesId, reasons: decided.reasons },
    });
    return started;
  });
  if (!placed) return answerDecided(deps, actor, orderId, 'APPROVED');
  await sendOrderConfirmation(deps, placed);
  return decisionOf(deps, actor, orderId);
}

/** POST /orders/{id}/reject: the order is cancelled; whoever placed and follows it is told why. */
export async function rejectOrder(
  deps: AppDeps,
  actor: Actor,
  orderId: string,
  body: OrderRejectBody,
): Promise<ApprovalDecision> {
  await findDecidableOrder(deps, actor, orderId);
  const at = nowOf(deps);
  const rejected = await deps.db.transaction(async (tx) => {
    const decided = await repo.decideWaitingApproval(tx, orderId, {
      state: 'REJECTED',
      by: actor.userId,
      at,
      rejectionReason: body.reason,
    });
    if (!decided) return undefined;
    const cancelled = await rejectWaitingOrder(tx, orderId, { actingUserId: actor.userId, at });
    if (!cancelled) throw new AppError(ErrorKey.approvalNotWaiting, 409);
    const { order, address } = cancelled;
    await notifyUsers(
      tx,
      cancelled.toldIds,
      {
        kind: 'order_rejected',
        caseId: order.caseId,
        orderId,
        params: { address, salesId: order.salesId, reason: body.reason },
        link: `/orders/${orderId}`,
      },
      { actingUserId: actor.userId, at },
    );
    await recordAudit(tx, actor, {
      action: 'spend.orderRejected',
      targetType: 'order',
      targetId: orderId,
      details: { salesId: order.salesId, reason: body.reason },
    });
    return cancelled;
  });
  if (!rejected) return answerDecided(deps, actor, orderId, 'REJECTED');
  await mailRejection(deps, actor, rejected, body.reason);
  return decisionOf(deps, actor, orderId);
}

/** After the commit: whoever placed the order and follows it, in their own language. A failure is logged. */
async function mailRejection(
  deps: AppDeps,
  actor: Actor,
  rejected: NonNullable<Awaited<ReturnType<typeof rejectWaitingOrder>>>,
  reason: string,
) {
  const { order } = rejected;
  try {
    const [approver] = await findUsersByIds(deps.db, [actor.userId]);
    const approverName = displayName({
      name: `${approver?.firstName ?? ''} ${approver?.lastName ?? ''}`.trim() || null,
      email: approver?.email ?? null,
    });
    const readers = await findUsersByIds(
      deps.db,
      rejected.toldIds.filter((id) => id !== actor.userId),
    );
    const messages = readers
      .filter((user) => user.active)
      .map((user) =>
        orderRejectedMail({
          locale: languageAndZoneOfUser(user, rejected.branch).locale,
          to: user.email,
          approver: approverName,
          salesId: order.salesId,
          address: rejected.address,
          reason,
          link: `${deps.config.publicUrl}/orders/${encodeURIComponent(order.id)}`,
        }),
      );
    const results = await Promise.allSettled(messages.map((message) => deps.mailer.send(message)));
    for (const result of results) {
      if (result.status === 'rejected') {
        deps.logger.error({ err: result.reason, orderId: order.id }, 'order rejection mail failed');
      }
    }
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'order rejection mail failed');
  }
}
