import type { RatingDeliveryRecord, RatingRecord } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { findDeliveriesOfOrderLines } from '../materials/materials.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import * as repo from './ratings.repo.ts';

/** How long a rating document's link stays valid. */
const DOCUMENT_URL_SECONDS = 60 * 60;

type Delivery = Awaited<ReturnType<typeof findDeliveriesOfOrderLines>>[number];

export const toDeliveryRecord = (delivery: Delivery): RatingDeliveryRecord => ({
  batchId: delivery.id,
  deliveredAt: delivery.createdAt.toISOString(),
  files: delivery.materialCount,
});

/**
 * The ratings as both sides read them, in the order given: who wrote each, its documents as signed links and
 * the provider's answers with who gave them and the delivery each names.
 */
export async function toRatingRecords(deps: AppDeps, rows: repo.RatingRow[]): Promise<RatingRecord[]> {
  const answers = await repo.findAnswersOfRatings(
    deps.db,
    rows.map((row) => row.id),
  );
  const userIds = [
    ...rows.map((row) => row.createdByUserId),
    ...answers.map((answer) => answer.answeredByUserId),
  ].filter((id): id is string => id !== null);
  const users = new Map(
    (await findUsersByIds(deps.db, [...new Set(userIds)])).map((user) => [user.id, user]),
  );
  const person = (id: string | null) => {
    const user = id ? users.get(id) : undefined;
    return user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() } : null;
  };
  const corrected = answers.some((answer) => answer.correctedBatchId !== null)
    ? await findDeliveriesOfOrderLines(deps.db, [...new Set(rows.map((row) => row.orderLineId))])
    : [];
  const deliveries = new Map(corrected.map((delivery) => [delivery.id, toDeliveryRecord(delivery)]));
  return Promise.all(
    rows.map(async (row) => ({
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
      createdBy: person(row.createdByUserId),
      state: row.state,
      answers: answers
        .filter((answer) => answer.ratingId === row.id)
        .map((answer) => ({
          id: answer.id,
          state: answer.state,
          reply: answer.reply,
          answeredAt: answer.answeredAt.toISOString(),
          answeredBy: person(answer.answeredByUserId),
          correctedDelivery: (answer.correctedBatchId && deliveries.get(answer.correctedBatchId)) || null,
        })),
    })),
  );
}
