import { type CaseCurrentTextRecord, ErrorKey, type TextReviewState } from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { findCaseWithBranch, findVisibleCase } from '../cases/case-access.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { findOrderFollowerIds } from '../orders/orders.service.ts';
import { hasReachedProvider } from '../orders/provider-line-delivery.service.ts';
import { queueWebhookEvent } from '../webhooks/webhook-deliveries.service.ts';
import * as repo from './texts.repo.ts';
import {
  assertTextFits,
  describeCurrentText,
  describeCurrentTexts,
  latestDelivered,
  loadTextVersions,
  reviewClosesAt,
  type TextVersion,
} from './texts.service.ts';

// The office's review of delivered texts (docs/decisions/0142-text-review-window.md): the newest delivered
// version of a section is approved or rejected while PENDING and within 30 days of its order's delivery.

interface Review {
  state: Exclude<TextReviewState, 'PENDING'>;
  reason: string | null;
}

const closedError = (closesAt: Date) =>
  new AppError(ErrorKey.textReviewClosed, 409, undefined, { closedOn: closesAt.toISOString().slice(0, 10) });

/** The sections' newest delivered versions that are PENDING, with when their window closes. */
async function pendingDeliveries(deps: AppDeps, caseId: string, name?: string) {
  const versions = await loadTextVersions(deps.db, caseId);
  const names = name ? [name] : [...new Set(versions.map((version) => version.name))];
  return names.flatMap((section) => {
    const delivered = latestDelivered(versions, section);
    const stored = delivered?.stored;
    if (!delivered || stored?.version.reviewState !== 'PENDING') return [];
    return [{ version: delivered, closesAt: reviewClosesAt(stored) }];
  });
}

/**
 * Reviews the given pending deliveries: those whose window closed are refused (409 reviewClosed when none is
 * left), the rest change in one statement that only touches versions still PENDING.
 */
async function review(
  deps: AppDeps,
  actor: Actor,
  pending: { version: TextVersion; closesAt: Date }[],
  decision: Review,
) {
  const now = nowOf(deps);
  const open = pending.filter((entry) => now <= entry.closesAt);
  const [closed] = pending.filter((entry) => now > entry.closesAt);
  if (open.length === 0 && closed) throw closedError(closed.closesAt);
  const ids = open.map((entry) => entry.version.id);
  const changed = await repo.reviewPendingVersions(deps.db, ids, {
    ...decision,
    userId: actor.userId,
    at: now,
  });
  return changed.length;
}

const missingReason = () => new AppError(ErrorKey.cannotRejectText, 400, { reason: 'rules.required' });

/** POST /cases/{id}/texts/{name}/approve. */
export async function approveText(deps: AppDeps, actor: Actor, caseId: string, name: string) {
  await findVisibleCase(deps, actor, caseId);
  const pending = await pendingDeliveries(deps, caseId, name);
  if (pending.length === 0) throw new AppError(ErrorKey.noTextToApprove, 409);
  if ((await review(deps, actor, pending, { state: 'APPROVED', reason: null })) === 0) {
    throw new AppError(ErrorKey.noTextToApprove, 409);
  }
  return describeCurrentText(deps, caseId, name);
}

/** POST /cases/{id}/texts/{name}/reject: a reason is required. */
export async function rejectText(deps: AppDeps, actor: Actor, caseId: string, name: string, reason: string) {
  await findVisibleCase(deps, actor, caseId);
  if (!reason) throw missingReason();
  const pending = await pendingDeliveries(deps, caseId, name);
  if (pending.length === 0) throw new AppError(ErrorKey.cannotRejectText, 409);
  if ((await review(deps, actor, pending, { state: 'REJECTED', reason })) === 0) {
    throw new AppError(ErrorKey.cannotRejectText, 409);
  }
  return describeCurrentText(deps, caseId, name);
}

/** POST /cases/{id}/texts/approve-all: every pending delivered section still within its window. */
export async function approveAllTexts(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
): Promise<CaseCurrentTextRecord[]> {
  await findVisibleCase(deps, actor, caseId);
  const pending = await pendingDeliveries(deps, caseId);
  if (pending.length === 0) throw new AppError(ErrorKey.noTextToApprove, 409);
  if ((await review(deps, actor, pending, { state: 'APPROVED', reason: null })) === 0) {
    throw new AppError(ErrorKey.noTextToApprove, 409);
  }
  return describeCurrentTexts(deps, caseId);
}

/** POST /cases/{id}/texts/reject-all: every pending delivered section still within its window. */
export async function rejectAllTexts(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  reason: string,
): Promise<CaseCurrentTextRecord[]> {
  await findVisibleCase(deps, actor, caseId);
  if (!reason) throw missingReason();
  const pending = await pendingDeliveries(deps, caseId);
  if (pending.length === 0) throw new AppError(ErrorKey.cannotRejectText, 409);
  if ((await review(deps, actor, pending, { state: 'REJECTED', reason })) === 0) {
    throw new AppError(ErrorKey.cannotRejectText, 409);
  }
  return describeCurrentTexts(deps, caseId);
}

/**
 * POST /cases/{id}/texts/{name}/deliver: provider staff with texts.deliver deliver a text for one of the
 * case's orders; it becomes the section's newest version, PENDING the office's review.
 */
export async function deliverText(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  name: string,
  body: { orderId: string; content: string },
) {
  assertProviderPermission(actor, 'texts.deliver');
  const found = await findCaseWithBranch(deps, caseId);
  if (!found) throw new AppError(ErrorKey.notFound, 404);
  assertTextFits(name, body.content);
  // An order waiting for its office's approval, or rejected, never reached the provider, who delivers nothing to it.
  const [ofCase, reached] = await Promise.all([
    repo.isOrderOfCase(deps.db, body.orderId, caseId),
    hasReachedProvider(deps.db, body.orderId),
  ]);
  if (!ofCase || !reached) {
    throw new AppError(ErrorKey.textOrderNotInCase, 400, { orderId: ErrorKey.textOrderNotInCase });
  }
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    await repo.insertVersion(tx, {
      caseId,
      name,
      content: body.content,
      origin: 'PROVIDER',
      orderId: body.orderId,
      createdByUserId: actor.userId,
      createdAt: now,
      reviewState: 'PENDING',
    });
    await notifyUsers(
      tx,
      await findOrderFollowerIds(tx, body.orderId),
      {
        kind: 'text_delivered',
        caseId,
        orderId: body.orderId,
        params: { address: found.case.addressFull },
        link: `/cases/${caseId}/texts`,
      },
      { actingUserId: actor.userId, at: now },
    );
    await queueWebhookEvent(
      tx,
      found.case.branchId,
      'text.delivered',
      { caseId, orderId: body.orderId, address: found.case.addressFull, textName: name },
      now,
    );
  });
  return describeCurrentText(deps, caseId, name);
}
