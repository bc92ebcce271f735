import {
  type AnswerAnnotationBody,
  ErrorKey,
  type FeedbackWorkOrderPage,
  type ProviderFeedbackQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { findOrderFollowerIds } from '../orders/orders.service.ts';
import { findProviderOrderLine } from '../orders/provider-line-delivery.service.ts';
import { deliverCorrectedPicture, withUndoableMoves } from '../uploads/provider-deliveries.service.ts';
import * as repo from './feedback.repo.ts';
import { describeFeedback } from './feedback.service.ts';

// The provider's side of visual feedback (docs/decisions.md "Fulfilment console"): every call needs
// material.deliver (403 otherwise, office users too) and sees every department's submitted feedback.

/** GET /provider/feedback: the work orders, those with open annotations first. */
export async function listWorkOrders(
  deps: AppDeps,
  actor: Actor,
  query: z.output<typeof ProviderFeedbackQuery>,
): Promise<FeedbackWorkOrderPage> {
  assertProviderPermission(actor, 'material.deliver');
  const { rows, total } = await repo.findWorkOrders(deps.db, query);
  return {
    currentSkip: query.skip,
    take: query.take,
    total,
    data: rows.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? null })),
  };
}

/** A line whose feedback was submitted; 404 when unknown or not submitted (nothing to work on yet). */
async function findSubmittedLine(deps: AppDeps, actor: Actor, orderLineId: string) {
  assertProviderPermission(actor, 'material.deliver');
  const line = await findProviderOrderLine(deps.db, orderLineId);
  const feedback = await repo.findFeedback(deps.db, line.id);
  if (feedback?.state !== 'SUBMITTED') throw new AppError(ErrorKey.notFound, 404);
  return { line, feedback };
}

/** GET /provider/orderlines/{id}/feedback. */
export async function getWorkOrder(deps: AppDeps, actor: Actor, orderLineId: string) {
  return describeFeedback(deps, (await findSubmittedLine(deps, actor, orderLineId)).line);
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
