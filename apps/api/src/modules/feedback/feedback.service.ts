import {
  ErrorKey,
  type FeedbackPictureRecord,
  type FeedbackRecord,
  type SaveFeedbackBody,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findDeliveredPictures } from '../materials/materials.service.ts';
import { findVisibleOrderLine } from '../orders/orders.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import * as repo from './feedback.repo.ts';

// Visual feedback on an order line's delivered pictures (docs/decisions.md "Visual feedback"): one feedback
// per line, shared by the department, edited as a whole while DRAFT and locked once SUBMITTED.

/** How long the picture links of the feedback page stay valid. */
const PICTURE_URL_SECONDS = 60 * 60;

type OrderLine = Awaited<ReturnType<typeof findVisibleOrderLine>>;

/** The line, when the user has access to its department (404 otherwise) and it can receive feedback (409). */
async function findFeedbackLine(deps: AppDeps, actor: Actor, orderLineId: string): Promise<OrderLine> {
  const line = await findVisibleOrderLine(deps, actor, orderLineId);
  if (!line.canReceiveFeedback) throw new AppError(ErrorKey.feedbackNotOffered, 409);
  return line;
}

/** The delivered pictures of the line (its batch's pictures carry the line), in the case's order. */
async function picturesOf(deps: AppDeps, line: OrderLine) {
  const pictures = await findDeliveredPictures(deps.db, line.caseId);
  return pictures.filter((picture) => picture.orderLineId === line.id);
}

async function toRecord(deps: AppDeps, line: OrderLine): Promise<FeedbackRecord> {
  const sign = (key: string | null) =>
    key ? deps.storage.presignGet(key, { expiresInSeconds: PICTURE_URL_SECONDS }) : Promise.resolve(null);
  const feedback = await repo.findFeedback(deps.db, line.id);
  const [rows, annotations] = await Promise.all([
    picturesOf(deps, line),
    feedback ? repo.findAnnotations(deps.db, feedback.id) : [],
  ]);
  const pictures: FeedbackPictureRecord[] = await Promise.all(
    rows.map(async (row) => ({
      materialId: row.id,
      name: row.name,
      url: await sign(row.storageKey),
      previewUrl: await sign(row.previewKey),
      thumbnailUrl: await sign(row.thumbnailKey),
    })),
  );
  const submitter = feedback?.submittedByUserId
    ? (await findUsersByIds(deps.db, [feedback.submittedByUserId]))[0]
    : undefined;
  return {
    orderlineId: line.id,
    orderId: line.orderId,
    caseId: line.caseId,
    productName: line.productName,
    state: feedback?.state ?? 'NONE',
    updatedAt: feedback?.updatedAt.toISOString() ?? null,
    submittedAt: feedback?.submittedAt?.toISOString() ?? null,
    submittedBy: submitter
      ? { id: submitter.id, name: `${submitter.firstName} ${submitter.lastName}` }
      : null,
    pictures,
    annotations: annotations.map((row) => ({
      id: row.id,
      materialId: row.materialId,
      label: row.label,
      tool: row.tool,
      points: row.points,
      kind: row.kind,
      text: row.text,
      state: row.state,
    })),
  };
}

/** GET /orders/orderlines/{id}/feedback. */
export async function getFeedback(deps: AppDeps, actor: Actor, orderLineId: string) {
  return toRecord(deps, await findFeedbackLine(deps, actor, orderLineId));
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
  return toRecord(deps, line);
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
  return toRecord(deps, line);
}
