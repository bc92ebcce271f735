import { type AnswerRatingBody, CLOSED_RATING_STATES, ErrorKey, type RatingRecord } from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findDeliveriesOfOrderLines } from '../materials/materials.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { findOrderFollowerIds } from '../orders/orders.service.ts';
import { findProviderOrderLine } from '../orders/provider-line-delivery.service.ts';
import { mailWriterAboutAnswer } from './rating-notices.ts';
import { toRatingRecords } from './rating-records.ts';
import * as repo from './ratings.repo.ts';

// The provider's answer to a change request, complaint or feedback
// (docs/decisions/0140-ratings-as-a-conversation.md): staff with material.deliver, any department's line.
// Each answer is kept: ACCEPTED says the provider works on it and takes a later answer; DONE and DECLINED
// close it.

/**
 * The corrected delivery an answer names: a delivery of the line made since the rating was written, through
 * the provider's delivery calls; anything else is refused on the field.
 */
async function correctedDeliveryOf(
  deps: AppDeps,
  lineId: string,
  rating: repo.RatingRow,
  batchId: string | undefined,
) {
  if (!batchId) return null;
  const deliveries = await findDeliveriesOfOrderLines(deps.db, [lineId]);
  const delivery = deliveries.find((each) => each.id === batchId);
  if (!delivery || delivery.createdAt < rating.createdAt) {
    throw new AppError(ErrorKey.ratingDeliveryNotOfLine, 400, {
      correctedBatchId: ErrorKey.ratingDeliveryNotOfLine,
    });
  }
  return delivery.id;
}

/**
 * POST /provider/orderlines/{lineId}/ratings/{ratingId}/answer: 403 without material.deliver, 404 for a
 * rating not of the line, 409 once it is done or declined. The writer and the order's agent and watchers get
 * a notification; the writer also a mail in their language.
 */
export async function answerRating(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
  ratingId: string,
  body: z.output<typeof AnswerRatingBody>,
): Promise<RatingRecord> {
  assertProviderPermission(actor, 'material.deliver');
  const line = await findProviderOrderLine(deps.db, orderLineId);
  const [found] = await repo.findRatingsByIds(deps.db, [ratingId]);
  if (!found || found.orderLineId !== line.id) throw new AppError(ErrorKey.notFound, 404);
  const correctedBatchId = await correctedDeliveryOf(deps, line.id, found, body.correctedBatchId);
  const rating = await deps.db.transaction(async (tx) => {
    const current = await repo.lockRating(tx, ratingId);
    if (!current || CLOSED_RATING_STATES.includes(current.state)) {
      throw new AppError(ErrorKey.ratingClosed, 409);
    }
    const at = nowOf(deps);
    const answer = await repo.insertAnswer(tx, {
      ratingId,
      state: body.state,
      reply: body.reply,
      correctedBatchId,
      answeredByUserId: actor.userId,
      answeredAt: at,
    });
    await repo.updateRatingState(tx, ratingId, body.state);
    await recordAudit(tx, actor, {
      action: 'rating.answered',
      targetType: 'orderLine',
      targetId: line.id,
      details: { ratingId, answerId: answer.id, state: body.state, correctedBatchId },
    });
    await notifyUsers(
      tx,
      [current.createdByUserId, ...(await findOrderFollowerIds(tx, line.orderId))],
      {
        kind: 'rating_answered',
        caseId: line.caseId,
        orderId: line.orderId,
        params: { address: line.address, salesId: line.salesId },
        link: `/orders/${line.orderId}#rating-${ratingId}`,
      },
      { actingUserId: actor.userId, at },
    );
    return { ...current, state: body.state };
  });
  await mailWriterAboutAnswer(deps, line, rating, {
    state: body.state,
    reply: body.reply,
    corrected: correctedBatchId !== null,
  });
  const [record] = await toRatingRecords(deps, [rating]);
  if (!record) throw new Error('rating not read back');
  return record;
}
