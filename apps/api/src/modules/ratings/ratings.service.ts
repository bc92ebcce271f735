import {
  ErrorKey,
  type PresignUploadBody,
  type RateOrderLineBody,
  type RatingRecord,
} from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findVisibleOrderLine } from '../orders/orders.service.ts';
import { findProviderOrderLine } from '../orders/provider-line-delivery.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import { claimRatingDocuments, presignRatingDocument } from './rating-documents.ts';
import * as repo from './ratings.repo.ts';

// Ratings of delivered order lines (docs/decisions.md "Rating"): any user of the line's department may rate
// it, as often as needed; each rating is kept with its documents for the provider.

const DOCUMENT_URL_SECONDS = 60 * 60;

/** The line, when the user has access to its department (404 otherwise) and it was delivered (409). */
async function findRateableLine(deps: AppDeps, actor: Actor, orderLineId: string) {
  const line = await findVisibleOrderLine(deps, actor, orderLineId);
  const delivered = line.deliveredAt !== null || line.status === 'DELIVERED' || line.status === 'INVOICED';
  if (!delivered) throw new AppError(ErrorKey.ratingNotDelivered, 409);
  return line;
}

async function toRecords(deps: AppDeps, rows: repo.RatingRow[]): Promise<RatingRecord[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.createdByUserId ? [row.createdByUserId] : [])))];
  const users = new Map((await findUsersByIds(deps.db, ids)).map((user) => [user.id, user]));
  return Promise.all(
    rows.map(async (row) => {
      const user = row.createdByUserId ? users.get(row.createdByUserId) : undefined;
      return {
        id: row.id,
        orderlineId: row.orderLineId,
        type: row.type,
        comment: row.comment,
        documents: await Promise.all(
          row.documents.map(async (document) => ({
            fileName: document.fileName,
            contentType: document.contentType,
            url: await deps.storage.presignGet(document.storageKey, {
              expiresInSeconds: DOCUMENT_URL_SECONDS,
              downloadName: document.fileName,
            }),
          })),
        ),
        createdAt: row.createdAt.toISOString(),
        createdBy: user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : null,
      };
    }),
  );
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

/** POST /orders/rating/w2. */
export async function rateOrderLine(
  deps: AppDeps,
  actor: Actor,
  body: z.output<typeof RateOrderLineBody>,
): Promise<RatingRecord> {
  const line = await findRateableLine(deps, actor, body.orderlineId);
  const { documents, undo } = await claimRatingDocuments(deps, line, body.uploadedDocuments);
  try {
    const row = await deps.db.transaction(async (tx) => {
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
    const [record] = await toRecords(deps, [row]);
    if (!record) throw new Error('rating not read back');
    return record;
  } catch (error) {
    await undo();
    throw error;
  }
}

/** GET /orders/orderlines/{id}/ratings: newest first. */
export async function listRatings(deps: AppDeps, actor: Actor, orderLineId: string) {
  const line = await findRateableLine(deps, actor, orderLineId);
  return toRecords(deps, await repo.findRatingsOfLine(deps.db, line.id));
}

/**
 * GET /provider/orderlines/{id}/ratings: for staff with material.deliver (403 otherwise), any department's
 * line, newest first, beside the line's feedback work order.
 */
export async function listRatingsForProvider(deps: AppDeps, actor: Actor, orderLineId: string) {
  assertProviderPermission(actor, 'material.deliver');
  const line = await findProviderOrderLine(deps.db, orderLineId);
  return toRecords(deps, await repo.findRatingsOfLine(deps.db, line.id));
}
