import { randomUUID } from 'node:crypto';
import {
  type AddedMaterialsRecord,
  contentTypeOf,
  ErrorKey,
  fileExtensionOf,
  isTaskClosed,
  type PresignedUploadRecord,
  type PresignUploadBody,
  type RegisterUploadsBody,
  type StorageEndpointRecord,
  UPLOAD_URL_SECONDS,
  type UploadRecord,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { presignDocumentUpload } from '../case-documents/case-documents.service.ts';
import { presignRatingUpload } from '../ratings/ratings.service.ts';
import { findVisibleTask } from '../tasks/tasks.service.ts';
import { probeImageSizes, turnUploadsIntoMaterials, withUndoableMoves } from './upload-materials.ts';
import { assertRoomForUpload, registerUploads, temporaryFolderOf } from './upload-registration.ts';
import { assertFileAccepted } from './upload-rules.ts';
import { orderLineTarget, taskTarget, type UploadTarget } from './upload-targets.ts';
import * as repo from './uploads.repo.ts';

/** Preview and download links of uploads live this long; the portal asks again when it needs more. */
const PREVIEW_SECONDS = 15 * 60;

async function toRecord(deps: AppDeps, row: repo.UploadRow): Promise<UploadRecord> {
  return {
    id: row.id,
    orderlineId: row.orderLineId,
    taskId: row.taskId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    url: await deps.storage.presignGet(row.storageKey, {
      expiresInSeconds: PREVIEW_SECONDS,
      downloadName: row.fileName,
    }),
  };
}

export const toRecords = (deps: AppDeps, rows: repo.UploadRow[]) =>
  Promise.all(rows.map((row) => toRecord(deps, row)));

export function describeStorage(deps: AppDeps): StorageEndpointRecord {
  return deps.storage.describe();
}

/**
 * A URL to PUT one file to, at a new temporary key of the line (docs/product.md: tmp/{branchId}/{orderlineId}/
 * {fileUuid}.{ext}). The name, type and room under the limit are checked first, so a refused file is never
 * uploaded.
 */
export async function presignUpload(
  deps: AppDeps,
  actor: Actor,
  body: PresignUploadBody,
): Promise<PresignedUploadRecord> {
  if (body.caseId) return presignDocumentUpload(deps, actor, { ...body, caseId: body.caseId });
  if (body.ratingOrderlineId) {
    return presignRatingUpload(deps, actor, { ...body, ratingOrderlineId: body.ratingOrderlineId });
  }
  const target = body.taskId
    ? await taskTarget(deps, actor, body.taskId)
    : await orderLineTarget(deps, actor, body.orderlineId as string);
  return presignForTarget(deps, target, body.fileName);
}

/** A URL to PUT one file of the target to; the name, type and room under the limit are checked first. */
export async function presignForTarget(
  deps: AppDeps,
  target: UploadTarget,
  fileName: string,
): Promise<PresignedUploadRecord> {
  assertFileAccepted(fileName, target.rules, 'fileName');
  await assertRoomForUpload(deps, target);
  const key = `${temporaryFolderOf(target)}${randomUUID()}.${fileExtensionOf(fileName)}`;
  // The type follows the extension, whatever the browser guessed, so the stored file is served as what it is.
  const presigned = await deps.storage.presignPut(key, {
    contentType: contentTypeOf(fileName),
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return {
    url: presigned.url,
    key,
    headers: presigned.headers,
    expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

export async function registerTaskUploads(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: RegisterUploadsBody,
): Promise<UploadRecord[]> {
  await registerUploads(deps, actor, await taskTarget(deps, actor, taskId), body);
  return toRecords(deps, await repo.findUploadsOfTask(deps.db, taskId));
}

export async function registerOrderLineUploads(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
  body: RegisterUploadsBody,
): Promise<UploadRecord[]> {
  await registerUploads(deps, actor, await orderLineTarget(deps, actor, orderLineId), body);
  return toRecords(deps, await repo.findUploadsOfOrderLine(deps.db, orderLineId));
}

export async function listTaskUploads(deps: AppDeps, actor: Actor, taskId: string) {
  await findVisibleTask(deps, actor, taskId);
  return toRecords(deps, await repo.findUploadsOfTask(deps.db, taskId));
}

export async function listOrderLineUploads(deps: AppDeps, actor: Actor, orderLineId: string) {
  await orderLineTarget(deps, actor, orderLineId);
  return toRecords(deps, await repo.findUploadsOfOrderLine(deps.db, orderLineId));
}

/** Removes an upload and its stored file; the files of a completed or cancelled task stay as they are. */
export async function removeUpload(deps: AppDeps, actor: Actor, uploadId: string) {
  const found = await repo.findUpload(deps.db, uploadId);
  if (!found || !actor.access.has(found.upload.branchId)) throw new AppError(ErrorKey.notFound, 404);
  if (found.taskStatus && isTaskClosed(found.taskStatus)) {
    throw new AppError(ErrorKey.taskClosed, 409);
  }
  await deps.db.transaction(async (tx) => {
    await repo.deleteUploads(tx, [uploadId]);
    await recordAudit(tx, actor, {
      action: 'uploads.removed',
      targetType: 'upload',
      targetId: uploadId,
      details: { taskId: found.upload.taskId, fileName: found.upload.fileName },
    });
  });
  await deps.storage.remove(found.upload.storageKey).catch((error: unknown) => {
    deps.logger.warn({ err: error, key: found.upload.storageKey }, 'a removed upload stayed in storage');
  });
}

/**
 * Turns the line's own files (those no task asked for; a task's files move when it is completed) into
 * material of the case, in one new batch.
 */
export async function addOrderLineMaterials(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
): Promise<AddedMaterialsRecord> {
  const target = await orderLineTarget(deps, actor, orderLineId);
  const noFiles = () => new AppError(ErrorKey.minFiles, 400, undefined, { min: 1 });
  const uploads = await repo.findUploadsOfOrderLine(deps.db, orderLineId, { taskless: true });
  if (uploads.length === 0) throw noFiles();
  const sizes = await probeImageSizes(deps.storage, uploads);
  return withUndoableMoves(deps, (moves) =>
    deps.db.transaction(async (tx) => {
      // Read again inside the transaction: a file removed meanwhile must not become material.
      const current = await repo.findUploadsOfOrderLine(tx, orderLineId, { taskless: true });
      if (current.length === 0) throw noFiles();
      const at = nowOf(deps);
      const added = await turnUploadsIntoMaterials(tx, deps, { ...target, at }, current, sizes, moves);
      await recordAudit(tx, actor, {
        action: 'materials.added',
        targetType: 'orderLine',
        targetId: orderLineId,
        details: { batchId: added.batchId, files: added.materials.length },
      });
      return {
        batchId: added.batchId,
        materials: added.materials.map((material) => ({
          id: material.id,
          fileName: material.name,
          type: material.type,
          size: material.size ?? 0,
        })),
      };
    }),
  );
}

/** The files the office uploaded to an order's lines, without an access check (the provider's order page). */
export function listUploadsOfOrder(db: Db, orderId: string) {
  return repo.findUploadsOfOrder(db, orderId);
}
