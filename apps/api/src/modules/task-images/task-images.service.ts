import {
  ErrorKey,
  FurnitureStyle,
  roomTypesOf,
  SocialMediaFilmStyle,
  type SomeTypeRecord,
  type StagingCategory,
  type TaskImageRecord,
  type VirtualStagingOptionRecord,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { findDeliveredPictures, type MaterialRow } from '../materials/materials.service.ts';
import { findVisibleTask } from '../tasks/tasks.service.ts';
import { furnitureImageUrl, roomImageUrl } from './staging-images.ts';
import * as repo from './task-images.repo.ts';

/** Long enough to work through a task screen; the portal asks again when the page regains focus. */
export const IMAGE_URL_SECONDS = 60 * 60;

/** GET /orders/tasks/{id}/images: the delivered pictures of the task's case, in the case's order. */
export async function listTaskImages(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
): Promise<TaskImageRecord[]> {
  const { task } = await findVisibleTask(deps, actor, taskId);
  const rows = await findDeliveredPictures(deps.db, task.caseId);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      url: await deps.storage.presignGet(row.storageKey ?? '', { expiresInSeconds: IMAGE_URL_SECONDS }),
      width: row.width,
      height: row.height,
      isVertical: isVertical(row),
      isSelected: row.isSelected,
    })),
  );
}

export function isVertical(row: Pick<MaterialRow, 'width' | 'height'>): boolean {
  return row.width !== null && row.height !== null && row.height > row.width;
}

/** GET /orders/tasks/virtual-staging?type=: the room types of the category, each with every furniture style. */
export function listStagingOptions(category: StagingCategory): VirtualStagingOptionRecord[] {
  const furnitureOptions = FurnitureStyle.options.map((code) => ({
    code,
    imageUrl: furnitureImageUrl(code),
  }));
  return roomTypesOf(category).map((roomType) => ({
    roomType,
    imageUrl: roomImageUrl(roomType),
    furnitureOptions,
  }));
}

/** GET /orders/tasks/sometypes: the film styles; their descriptions are texts of the portal. */
export function listSomeTypes(): SomeTypeRecord[] {
  return SocialMediaFilmStyle.options.map((code) => ({
    code,
    descriptionKey: `staging.some.filmStyles.${code}.description`,
  }));
}

/**
 * The chosen pictures, each a delivered picture of the case; any other id (another case's, a film, a
 * removed picture) answers 400 materialNotInCase.
 */
export async function requirePicturesOfCase(db: Db, caseId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await findDeliveredPictures(db, caseId, unique);
  if (rows.length !== unique.length) throw new AppError(ErrorKey.materialNotInCase, 400);
  return new Map(rows.map((row) => [row.id, row]));
}

/** More items than the order line ordered answers 400 with the field's array rule. */
export async function requireWithinOrderedQuantity(
  db: Db,
  orderLineId: string | null,
  count: number,
  field: string,
) {
  const orderedQuantity = await repo.findOrderedQuantity(db, orderLineId);
  if (count > orderedQuantity) {
    throw new AppError(ErrorKey.badRequest, 400, { [field]: 'rules.array.max' }, { max: orderedQuantity });
  }
  return orderedQuantity;
}
