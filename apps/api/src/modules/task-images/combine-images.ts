import { randomUUID } from 'node:crypto';
import { type CombineImagesBody, ErrorKey, type TaskDetailRecord } from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import {
  blankCanvas,
  isPictureTooLarge,
  MAX_INPUT_MEGAPIXELS,
  openImage,
} from '../../adapters/images/images.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError, isExplainedError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { queueMaterialPreviews } from '../materials/material-previews.service.ts';
import { strictestRightsOf } from '../materials/material-rights.service.ts';
import { addBatch, countDeliveredPictures } from '../materials/materials.service.ts';
import { completeWithSubmission, findWorkableTask } from '../tasks/task-completion.service.ts';
import { isVertical, requirePicturesOfCase } from './task-images.service.ts';

/** Tall enough for print and web, small enough that two originals of a big camera combine quickly. */
const MAX_HEIGHT = 2400;

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  return Buffer.concat(await (await storage.read(key)).toArray());
}

/**
 * Two pictures side by side in one JPEG, both scaled to the same height (the lower of the two, at most
 * MAX_HEIGHT) and turned upright by their EXIF orientation first.
 */
export async function combineSideBySide(storage: Storage, leftKey: string, rightKey: string) {
  const sources = await Promise.all([readAll(storage, leftKey), readAll(storage, rightKey)]);
  const upright = await Promise.all(
    sources.map((source) => openImage(source).rotate().toBuffer({ resolveWithObject: true })),
  );
  const height = Math.min(MAX_HEIGHT, ...upright.map(({ info }) => info.height));
  const scaled = await Promise.all(
    upright.map(({ data }) => openImage(data).resize({ height }).toBuffer({ resolveWithObject: true })),
  );
  const [left, right] = scaled;
  if (!left || !right) throw new Error('two pictures are needed');
  const width = left.info.width + right.info.width;
  const image = await blankCanvas({ width, height, channels: 3, background: '#ffffff' })
    .composite([
      { input: left.data, left: 0, top: 0 },
      { input: right.data, left: left.info.width, top: 0 },
    ])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
  return { image, width, height };
}

/** The two chosen pictures' files, when both are vertical pictures of the case and it has two such. */
async function requireVerticalPair(db: Db, caseId: string, materialIds: string[]) {
  const { vertical } = await countDeliveredPictures(db, caseId);
  if (vertical < 2) throw new AppError(ErrorKey.combineNeedsVertical, 400);
  const pictures = await requirePicturesOfCase(db, caseId, materialIds);
  const [left, right] = materialIds.map((id) => pictures.get(id));
  if (!left?.storageKey || !right?.storageKey || !isVertical(left) || !isVertical(right)) {
    throw new AppError(ErrorKey.combineNeedsVertical, 400);
  }
  return { leftKey: left.storageKey, rightKey: right.storageKey, rights: strictestRightsOf([left, right]) };
}

/** Draws and stores the combined picture; a picture over the pixel limit answers 422 pictureTooLarge. */
async function drawCombined(
  deps: AppDeps,
  actor: Actor,
  keys: { leftKey: string; rightKey: string },
  key: string,
) {
  try {
    const combined = await combineSideBySide(deps.storage, keys.leftKey, keys.rightKey);
    const stored = await deps.storage.write(key, combined.image, 'image/jpeg');
    return { ...combined, size: stored.size };
  } catch (error) {
    if (isPictureTooLarge(error)) {
      throw new AppError(ErrorKey.pictureTooLarge, 422, undefined, { megapixels: MAX_INPUT_MEGAPIXELS });
    }
    if (isExplainedError(error)) throw error;
    actor.logger.error({ err: error }, 'pictures not combined');
    throw new AppError(ErrorKey.combineImagesFailed, 500);
  }
}

/**
 * COMBINE_IMAGES: two vertical pictures become one picture of the case, delivered in a batch of the task's
 * order line. The picture is drawn and stored before the completion's transaction, which holds the
 * database for a few milliseconds instead of the seconds two large photos take; the transaction checks the
 * pictures again, and when the completion fails the file is removed.
 */
export async function completeCombineImages(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: z.output<typeof CombineImagesBody>,
): Promise<TaskDetailRecord> {
  const { task } = await findWorkableTask(deps, actor, taskId, ['combine-images']);
  const keys = await requireVerticalPair(deps.db, task.caseId, body.materials);
  const id = randomUUID();
  const writtenKey = `cases/${task.caseId}/${id}.jpg`;
  const combined = await drawCombined(deps, actor, keys, writtenKey);
  let delivered: Parameters<typeof queueMaterialPreviews>[1] = [];
  try {
    const detail = await completeWithSubmission(deps, actor, taskId, {
      calls: ['combine-images'],
      kind: 'COMBINE_IMAGES',
      prepare: async (tx, { task: current }) => {
        // A picture removed or replaced while the two were drawn must not end up combined.
        const now = await requireVerticalPair(tx, current.caseId, body.materials);
        if (now.leftKey !== keys.leftKey || now.rightKey !== keys.rightKey) {
          throw new AppError(ErrorKey.combineImagesFailed, 409);
        }
        const batch = {
          caseId: current.caseId,
          branchId: current.branchId,
          orderLineId: current.orderLineId,
          at: nowOf(deps),
        };
        const { materials } = await addBatch(tx, batch, [
          {
            id,
            type: 'Picture',
            name: `combined-${id.slice(0, 8)}.jpg`,
            storageKey: writtenKey,
            contentType: 'image/jpeg',
            size: combined.size,
            width: combined.width,
            height: combined.height,
            // Checked again in this transaction: the rights the two pictures hold now.
            ...now.rights,
          },
        ]);
        delivered = materials;
        return { materials: body.materials, combinedMaterialId: id };
      },
    });
    await queueMaterialPreviews(deps, delivered);
    return detail;
  } catch (error) {
    await deps.storage.remove(writtenKey).catch((cleanup: unknown) => {
      actor.logger.error({ err: cleanup, key: writtenKey }, 'combined picture not removed');
    });
    if (isExplainedError(error)) throw error;
    actor.logger.error({ err: error }, 'pictures not combined');
    throw new AppError(ErrorKey.combineImagesFailed, 500);
  }
}
