import {
  ErrorKey,
  type PresignUploadBody,
  type ProviderLineRatingsRecord,
  type RateOrderLineBody,
  type RatingRecord,
} from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findDeliveriesOfOrderLines } from '../materials/materials.service.ts';
import { findVisibleOrder, findVisibleOrderLine } from '../orders/orders.service.ts';
import { findProviderOrderLine } from '../orders/provider-line-delivery.service.ts';
import { claimRatingDocuments, presignRatingDocument } from './rating-documents.ts';
import { mailSupportAboutRating } from './rating-notices.ts';
import { toDeliveryRecord, toRatingRecords } from './rating-records.ts';
import * as repo from './ratings.repo.ts';

// Change requests, complaints and feedback on delivered order lines
// (docs/decisions/0140-ratings-as-a-conversation.md): any user of the line's department may send one, as
// often as needed; each is kept with its documents, mailed to the provider's support and answered in the
// provider's feedback console (rating-answers.service.ts).

/** The line, when the user has access to its department (404 otherwise) and it was delivered (409). */
async function findRateableLine(deps: AppDeps, actor: Actor, orderLineId: string) {
  const line = await findVisibleOrderLine(deps, actor, orderLineId);
  const delivered = line.deliveredAt !== null || line.status === 'DELIVERED' || line.status === 'INVOICED';
  if (!delivered) throw new AppError(ErrorKey.ratingNotDelivered, 409);
  return line;
}

/** POST /webshop/s3/upload/presigned with ratingOrderlineId: a document for a rating of a delivered line. */
export async function presignRatingUpload(
  deps: AppDeps,
  actor: Actor,
  body: PresignUploadBody & { ratingOrderlineId: string },
) {
  const line = await findRateableLine(deps, actor, body.ratingOrderlineId);
  return presignRatingDocument(deps, line, body.fileName);
}

/** POST /orders/rating/w2; the provider's support mailbox is told once it is stored. */
export async function rateOrderLine(
  deps: AppDeps,
  actor: Actor,
  body: z.output<typeof RateOrderLineBody>,
): Promise<RatingRecord> {
  const line = await findRateableLine(deps, actor, body.orderlineId);
  const { documents, undo } = await claimRatingDocuments(deps, line, body.uploadedDocuments);
  let row: repo.RatingRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const inserted = await repo.insertRating(tx, {
        orderLineId: line.id,
        type: body.type,
        comment: body.comment,
        documents,
        createdByUserId: actor.userId,
        createdAt: nowOf(deps),
      });
      await recordAudit(tx, actor, {
        action: 'orderLine.rated',
        targetType: 'orderLine',
        targetId: line.id,
        details: { ratingId: inserted.id, type: body.type, documents: documents.length },
      });
      return inserted;
    });
  } catch (error) {
    await undo();
    throw error;
  }
  await mailSupportAboutRating(deps, line, row);
  const [record] = await toRatingRecords(deps, [row]);
  if (!record) throw new Error('rating not read back');
  return record;
}

/** GET /orders/orderlines/{id}/ratings: newest first, with the provider's answers. */
export async function listRatings(deps: AppDeps, actor: Actor, orderLineId: string) {
  const line = await findRateableLine(deps, actor, orderLineId);
  return toRatingRecords(deps, await repo.findRatingsOfLine(deps.db, line.id));
}

/** GET /orders/{id}/ratings: the ratings of every line of the order, newest first, with the answers. */
export async function listOrderRatings(deps: AppDeps, actor: Actor, orderId: string) {
  const { order } = await findVisibleOrder(deps, actor, orderId);
  return toRatingRecords(deps, await repo.findRatingsOfOrder(deps.db, order.id));
}

/**
 * GET /provider/orderlines/{id}/ratings: for staff with material.deliver (403 otherwise), any department's
 * line: its ratings, newest first, and its deliveries, one of which an answer may name as the corrected one.
 */
export async function listRatingsForProvider(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
): Promise<ProviderLineRatingsRecord> {
  assertProviderPermission(actor, 'material.deliver');
  const line = await findProviderOrderLine(deps.db, orderLineId);
  const [ratings, deliveries] = await Promise.all([
    repo.findRatingsOfLine(deps.db, line.id),
    findDeliveriesOfOrderLines(deps.db, [line.id]),
  ]);
  return { ratings: await toRatingRecords(deps, ratings), deliveries: deliveries.map(toDeliveryRecord) };
}

/**
 * The ratings of the ids as the feedback console lists them, by id. No access rule: the console checks
 * material.deliver before it asks.
 */
export async function describeRatings(deps: AppDeps, ratingIds: string[]) {
  const records = await toRatingRecords(deps, await repo.findRatingsByIds(deps.db, ratingIds));
  return new Map(records.map((record) => [record.id, record]));
}
