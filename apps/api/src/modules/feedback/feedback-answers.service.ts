import {
  type AnswerAnnotationBody,
  ErrorKey,
  type FeedbackRecord,
  type FeedbackWorkOrderPage,
  type FeedbackWorkOrderRecord,
  type ProviderFeedbackQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { findOrderFollowerIds } from '../orders/orders.service.ts';
import { findProviderOrderLine } from '../orders/provider-line-delivery.service.ts';
import { describeRatings } from '../ratings/ratings.service.ts';
import { deliverCorrectedPicture, withUndoableMoves } from '../uploads/provider-deliveries.service.ts';
import * as repo from './feedback.repo.ts';
import { describeFeedback } from './feedback.service.ts';

// The provider's feedback console (docs/decisions/0139-feedback-answers-and-work-orders.md): every call needs
// material.deliver (403 otherwise, office users too) and sees every department's submitted feedback and
// ratings; ratings are answered through the ratings module.

/**
 * GET /provider/feedback: what the offices sent, those waiting for an answer first: each line's submitted
 * picture feedback and each change request, complaint or feedback with its comment, documents and answers.
 */
export async function listWorkOrders(
  deps: AppDeps,
  actor: Actor,
  query: z.output<typeof ProviderFeedbackQuery>,
): Promise<FeedbackWorkOrderPage> {
  assertProviderPermission(actor, 'material.deliver');
  const { rows, total, waiting } = await repo.findConsoleItems(deps.db, query);
  const ratings = await describeRatings(
    deps,
    rows.filter((row) => row.kind === 'RATING').map((row) => row.itemId),
  );
  const data = rows.flatMap(
    ({ kind, itemId, waiting: _waiting, annotations, open, ...line }): FeedbackWorkOrderRecord[] => {
      const submittedAt = line.submittedAt?.toISOString() ?? null;
      if (kind === 'PICTURES') return [{ kind, ...line, submittedAt, annotations, open }];
      const rating = ratings.get(itemId);
      return rating ? [{ kind, ...line, submittedAt: rating.createdAt, rating }] : [];
    },
  );
  return { currentSkip: query.skip, take: query.take, total, waiting, data };
}

/** A line whose feedback was submitted; 404 when unknown or not submitted (nothing to answer yet). */
async function findSubmittedLine(deps: AppDeps, actor: Actor, orderLineId: string) {
  assertProviderPermission(actor, 'material.deliver');
  const line = await findProviderOrderLine(deps.db, orderLineId);
  const feedback = await repo.findFeedback(deps.db, line.id);
  if (feedback?.state !== 'SUBMITTED') throw new AppError(ErrorKey.notFound, 404);
  return { line, feedback };
}

/**
 * GET /provider/orderlines/{id}/feedback: the line's submitted picture feedback; a line whose feedback is
 * not submitted (a draft is the office's own) answers as one without feedback, so its page still shows the
 * line's ratings.
 */
export async function getWorkOrder(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
): Promise<FeedbackRecord> {
  assertProviderPermission(actor, 'material.deliver');
  const line = await findProviderOrderLine(deps.db, orderLineId);
  const feedback = await repo.findFeedback(deps.db, line.id);
  if (feedback?.state === 'SUBMITTED') return describeFeedback(deps, line);
  return {
    orderlineId: line.id,
    orderId: line.orderId,
    caseId: line.caseId,
    salesId: line.salesId,
    address: line.address,
    productName: line.productName,
    state: 'NONE',
    updatedAt: null,
    submittedAt: null,
    submittedBy: null,
    pictures: [],
    annotations: [],
  };
}

/**
 * POST /provider/orderlines/{id}/feedback/{annotationId}/answer: marks the annotation done or declined with
 * a reply and, for a change, delivers the uploaded corrected picture. 409 when it was answered before. When
 * it was the line's last open annotation, the order's agent and watchers are told.
 */
export async function answerAnnotation(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
  annotationId: string,
  body: z.output<typeof AnswerAnnotationBody>,
) {
  const { line, feedback } = await findSubmittedLine(deps, actor, orderLineId);
  const annotation = await repo.findAnnotation(deps.db, annotationId);
  if (!annotation || annotation.feedbackId !== feedback.id) throw new AppError(ErrorKey.notFound, 404);
  await withUndoableMoves(deps, (moves) =>
    deps.db.transaction(async (tx) => {
      // Locks the feedback, so two answers at once cannot both miss being the last one.
      await repo.lockOrCreateFeedback(tx, line.id, actor.userId, nowOf(deps));
      const current = await repo.findAnnotation(tx, annotationId);
      if (current?.state !== 'OPEN') throw new AppError(ErrorKey.feedbackAnswered, 409);
      const at = nowOf(deps);
      const correctedMaterialId = body.correctedUploadId
        ? await deliverCorrectedPicture(
            tx,
            deps,
            actor,
            { caseId: line.caseId, branchId: line.branchId, orderLineId: line.id, at },
            body.correctedUploadId,
            moves,
          )
        : null;
      await repo.updateAnnotation(tx, annotationId, {
        state: body.state,
        reply: body.reply,
        answeredByUserId: actor.userId,
        answeredAt: at,
        correctedMaterialId,
      });
      await recordAudit(tx, actor, {
        action: 'feedback.answered',
        targetType: 'orderLine',
        targetId: line.id,
        details: { annotationId, state: body.state, correctedMaterialId },
      });
      const stillOpen = (await repo.findAnnotations(tx, feedback.id)).some((each) => each.state === 'OPEN');
      if (!stillOpen) await tellFeedbackAnswered(tx, line, actor, at);
    }),
  );
  return describeFeedback(deps, line);
}

async function tellFeedbackAnswered(
  tx: Db,
  line: Awaited<ReturnType<typeof findProviderOrderLine>>,
  actor: Actor,
  at: Date,
) {
  await notifyUsers(
    tx,
    await findOrderFollowerIds(tx, line.orderId),
    {
      kind: 'feedback_answered',
      caseId: line.caseId,
      orderId: line.orderId,
      params: { address: line.address, salesId: line.salesId },
      link: `/orders/${line.orderId}/lines/${line.id}/feedback`,
    },
    { actingUserId: actor.userId, at },
  );
}
