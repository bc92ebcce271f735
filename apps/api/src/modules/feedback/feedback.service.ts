import {
  ErrorKey,
  type FeedbackPictureRecord,
  type FeedbackRecord,
  type SaveFeedbackBody,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findDeliveredPictures } from '../materials/materials.service.ts';
import { findVisibleOrderLine } from '../orders/orders.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import * as repo from './feedback.repo.ts';

// Visual feedback on an order line's delivered pictures (docs/decisions/0138-visual-feedback.md): one
// feedback per line, shared by the department, edited as a whole while DRAFT and locked once SUBMITTED.

/** How long the picture links of the feedback page stay valid. */
const PICTURE_URL_SECONDS = 60 * 60;

/** The order line the feedback is on, found for an office user or for the provider. */
export type FeedbackLine = Pick<
  Awaited<ReturnType<typeof findVisibleOrderLine>>,
  'id' | 'orderId' | 'caseId' | 'salesId' | 'address' | 'productName'
>;

/** The line, when the user has access to its department (404 otherwise) and it can receive feedback (409). */
async function findFeedbackLine(deps: AppDeps, actor: Actor, orderLineId: string) {
  const line = await findVisibleOrderLine(deps, actor, orderLineId);
  if (!line.canReceiveFeedback) throw new AppError(ErrorKey.feedbackNotOffered, 409);
  return line;
}

/** The delivered pictures of the line (its batch's pictures carry the line), in the case's order. */
async function picturesOf(deps: AppDeps, line: FeedbackLine) {
  const pictures = await findDeliveredPictures(deps.db, line.caseId);
  return pictures.filter((picture) => picture.orderLineId === line.id);
}

/**
 * The line's feedback with its pictures and annotations. A corrected picture the provider delivered for an
 * annotation is a picture of the same line; it is shown beside its original, not as one more to annotate.
 */
export async function describeFeedback(deps: AppDeps, line: FeedbackLine): Promise<FeedbackRecord> {
  const sign = (key: string | null) =>
    key ? deps.storage.presignGet(key, { expiresInSeconds: PICTURE_URL_SECONDS }) : Promise.resolve(null);
  const feedback = await repo.findFeedback(deps.db, line.id);
  const [rows, annotations] = await Promise.all([
    picturesOf(deps, line),
    feedback ? repo.findAnnotations(deps.db, feedback.id) : [],
  ]);
  const correctedIds = new Set(annotations.map((row) => row.correctedMaterialId).filter(Boolean));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pictures: FeedbackPictureRecord[] = await Promise.all(
    rows
      .filter((row) => !correctedIds.has(row.id))
      .map(async (row) => ({
        materialId: row.id,
        name: row.name,
        url: await sign(row.storageKey),
        previewUrl: await sign(row.previewKey),
        thumbnailUrl: await sign(row.thumbnailKey),
      })),
  );
  const correctionOf = async (materialId: string | null) => {
    const row = materialId ? byId.get(materialId) : undefined;
    if (!row) return null;
    return { materialId: row.id, url: await sign(row.storageKey), previewUrl: await sign(row.previewKey) };
  };
  const submitter = feedback?.submittedByUserId
    ? (await findUsersByIds(deps.db, [feedback.submittedByUserId]))[0]
    : undefined;
  return {
    orderlineId: line.id,
    orderId: line.orderId,
    caseId: line.caseId,
    salesId: line.salesId,
    address: line.address,
    productName: line.productName,
    state: feedback?.state ?? 'NONE',
    updatedAt: feedback?.updatedAt.toISOString() ?? null,
    submittedAt: feedback?.submittedAt?.toISOString() ?? null,
    submittedBy: submitter
      ? { id: submitter.id, name: `${submitter.firstName} ${submitter.lastName}` }
      : null,
    pictures,
    annotations: await Promise.all(
      annotations.map(async (row) => ({
        id: row.id,
        materialId: row.materialId,
        label: row.label,
        tool: row.tool,
        points: row.points,
        kind: row.kind,
        text: row.text,
        state: row.state,
        reply: row.reply,
        answeredAt: row.answeredAt?.toISOString() ?? null,
        corrected: await correctionOf(row.correctedMaterialId),
      })),
    ),
  };
}

/** GET /orders/orderlines/{id}/feedback. */
export async function getFeedback(deps: AppDeps, actor: Actor, orderLineId: string) {
  return describeFeedback(deps, await findFeedbackLine(deps, actor, orderLineId));
}

/**
 * PUT /orders/orderlines/{id}/feedback: the draft's annotations replace those saved before; each picture's
 * annotations are labelled 1, 2, ... in the order given. Submitted feedback answers 409.
 */
export async function saveFeedback(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
  body: z.output<typeof SaveFeedbackBody>,
) {
  const line = await findFeedbackLine(deps, actor, orderLineId);
  const pictureIds = new Set((await picturesOf(deps, line)).map((picture) => picture.id));
  const fields: Record<string, string> = {};
  body.annotations.forEach((annotation, index) => {
    if (!pictureIds.has(annotation.materialId)) {
      fields[`annotations.${index}.materialId`] = ErrorKey.feedbackPictureNotInLine;
    }
  });
  if (Object.keys(fields).length > 0) throw new AppError(ErrorKey.feedbackPictureNotInLine, 400, fields);
  const labels = new Map<string, number>();
  const values = body.annotations.map((annotation, position) => {
    const label = (labels.get(annotation.materialId) ?? 0) + 1;
    labels.set(annotation.materialId, label);
    return { ...annotation, label, position };
  });
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const feedback = await repo.lockOrCreateFeedback(tx, line.id, actor.userId, now);
    if (feedback.state === 'SUBMITTED') throw new AppError(ErrorKey.feedbackSubmitted, 409);
    await repo.replaceAnnotations(tx, feedback.id, values);
    await repo.updateFeedback(tx, feedback.id, { updatedByUserId: actor.userId, updatedAt: now });
  });
  return describeFeedback(deps, line);
}

/** POST /orders/orderlines/{id}/feedback/submit: locks the feedback for the provider's review. */
export async function submitFeedback(deps: AppDeps, actor: Actor, orderLineId: string) {
  const line = await findFeedbackLine(deps, actor, orderLineId);
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const feedback = await repo.lockOrCreateFeedback(tx, line.id, actor.userId, now);
    if (feedback.state === 'SUBMITTED') throw new AppError(ErrorKey.feedbackSubmitted, 409);
    if ((await repo.findAnnotations(tx, feedback.id)).length === 0) {
      throw new AppError(ErrorKey.feedbackEmpty, 409);
    }
    await repo.updateFeedback(tx, feedback.id, {
      state: 'SUBMITTED',
      submittedByUserId: actor.userId,
      submittedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'feedback.submitted',
      targetType: 'orderLine',
      targetId: line.id,
      details: { feedbackId: feedback.id },
    });
  });
  return describeFeedback(deps, line);
}
