import {
  type BeforeAfterBody,
  ErrorKey,
  type ImageSelectorBody,
  type IndoorRenovationBody,
  type ObjectsRemovalBody,
  type OutdoorRenovationBody,
  objectsRemovalProblem,
  roomTypesOf,
  type SomeBody,
  type SomeGifBody,
  type SomeStyle,
  StagingCategory,
  someStylesOf,
  TaskCategory,
  type TaskDetailRecord,
  type VirtualStagingBody,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { countDeliveredPictures, markPicturesSelected } from '../materials/materials.service.ts';
import { completeWithSubmission } from '../tasks/task-completion.service.ts';
import { requirePicturesOfCase, requireWithinOrderedQuantity } from './task-images.service.ts';

type Parsed<T extends z.ZodType> = z.output<T>;

/** docs/product.md: one correction round is included in virtual staging; more cost extra. */
const CORRECTION_ROUNDS_INCLUDED = 1;

function refuse(field: string, rule: string, params?: Record<string, string | number>): never {
  throw new AppError(ErrorKey.badRequest, 400, { [field]: rule }, params);
}

/** VIRTUAL_STAGING, _720 and _COMMERCIAL: each picture with a room type of the category, a style and a label. */
export function completeVirtualStaging(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: Parsed<typeof VirtualStagingBody>,
): Promise<TaskDetailRecord> {
  return completeWithSubmission(deps, actor, taskId, {
    calls: ['virtual-staging'],
    kind: 'VIRTUAL_STAGING',
    prepare: async (tx, { task }) => {
      const category = StagingCategory.parse(task.type);
      const rooms = roomTypesOf(category);
      body.items.forEach((item, index) => {
        if (!rooms.includes(item.roomType)) {
          refuse(`items.${index}.roomType`, 'rules.oneOf', { values: rooms.join(', ') });
        }
      });
      await requireWithinOrderedQuantity(tx, task.orderLineId, body.items.length, 'items');
      await requirePicturesOfCase(
        tx,
        task.caseId,
        body.items.map((item) => item.materialId),
      );
      return { category, items: body.items, correctionRoundsIncluded: CORRECTION_ROUNDS_INCLUDED };
    },
  });
}

/** VIRTUAL_STAGING_REMOVE_OBJECTS: one picture, each object to remove marked with a point or an arrow. */
export function completeObjectsRemoval(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: Parsed<typeof ObjectsRemovalBody>,
): Promise<TaskDetailRecord> {
  return completeWithSubmission(deps, actor, taskId, {
    calls: ['objects-removal'],
    kind: 'OBJECTS_REMOVAL',
    prepare: async (tx, { task }) => {
      const problem = objectsRemovalProblem(body);
      if (problem) throw new AppError(problem, 400);
      await requirePicturesOfCase(tx, task.caseId, body.materials);
      return { materialId: body.materials[0], marks: body.marks };
    },
  });
}

/** A completion of one item per picture of the case, at most as many as the order line ordered. */
function completePerPicture<Item extends { materialId: string }>(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  completion: { call: 'indoor-renovation' | 'outdoor-renovation'; kind: string; items: Item[] },
): Promise<TaskDetailRecord> {
  const { call, kind, items } = completion;
  return completeWithSubmission(deps, actor, taskId, {
    calls: [call],
    kind,
    prepare: async (tx, { task }) => {
      await requireWithinOrderedQuantity(tx, task.orderLineId, items.length, 'items');
      await requirePicturesOfCase(
        tx,
        task.caseId,
        items.map((item) => item.materialId),
      );
      return { items };
    },
  });
}

export function completeIndoorRenovation(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: Parsed<typeof IndoorRenovationBody>,
): Promise<TaskDetailRecord> {
  return completePerPicture(deps, actor, taskId, {
    call: 'indoor-renovation',
    kind: 'INDOOR_RENOVATION',
    items: body.items,
  });
}

export function completeOutdoorRenovation(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: Parsed<typeof OutdoorRenovationBody>,
): Promise<TaskDetailRecord> {
  return completePerPicture(deps, actor, taskId, {
    call: 'outdoor-renovation',
    kind: 'OUTDOOR_RENOVATION',
    items: body.items,
  });
}

/** IMAGE_SELECTOR and WHITEBOX_IMAGE_SELECTOR: the chosen pictures are marked as selected on the case. */
export function completeImageSelector(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  call: 'imageselector' | 'whitebox-imageselector',
  body: Parsed<typeof ImageSelectorBody>,
): Promise<TaskDetailRecord> {
  return completeWithSubmission(deps, actor, taskId, {
    calls: [call],
    kind: 'IMAGE_SELECTOR',
    prepare: async (tx, { task }) => {
      await requireWithinOrderedQuantity(tx, task.orderLineId, body.materials.length, 'materials');
      await requirePicturesOfCase(tx, task.caseId, body.materials);
      const marked = await markPicturesSelected(tx, body.materials, nowOf(deps)).catch((error: unknown) => {
        actor.logger.error({ err: error }, 'chosen pictures not marked');
        return [];
      });
      if (marked.length !== body.materials.length) throw new AppError(ErrorKey.imageSelectorError, 500);
      return { materials: body.materials };
    },
  });
}

/** BEFORE_AFTER: pairs of pictures of the case, no picture in two places. */
export function completeBeforeAfter(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: Parsed<typeof BeforeAfterBody>,
): Promise<TaskDetailRecord> {
  return completeWithSubmission(deps, actor, taskId, {
    calls: ['beforeafter'],
    kind: 'BEFORE_AFTER',
    prepare: async (tx, { task }) => {
      const { total } = await countDeliveredPictures(tx, task.caseId);
      if (total < 2) throw new AppError(ErrorKey.notEnoughMaterial, 400);
      await requireWithinOrderedQuantity(tx, task.orderLineId, body.pairs.length, 'pairs');
      await requirePicturesOfCase(
        tx,
        task.caseId,
        body.pairs.flatMap((pair) => [pair.before, pair.after]),
      );
      return { pairs: body.pairs };
    },
  });
}

/** SOCIAL_MEDIA takes a film style, SOCIAL_MEDIA_SLIDESHOW a slideshow style. */
export function completeSome(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  style: SomeStyle,
  body: Parsed<typeof SomeBody>,
): Promise<TaskDetailRecord> {
  return completeWithSubmission(deps, actor, taskId, {
    calls: ['some'],
    kind: 'SOCIAL_MEDIA',
    prepare: async (tx, { task }) => {
      const styles = someStylesOf(TaskCategory.parse(task.type));
      if (!styles.includes(style)) refuse('type', 'rules.oneOf', { values: styles.join(', ') });
      await requirePicturesOfCase(tx, task.caseId, body.materials);
      return { style, materials: body.materials, ...(body.text ? { text: body.text } : {}) };
    },
  });
}

export function completeSomeGif(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: Parsed<typeof SomeGifBody>,
): Promise<TaskDetailRecord> {
  return completeWithSubmission(deps, actor, taskId, {
    calls: ['some-gif'],
    kind: 'SOCIAL_MEDIA_GIF',
    prepare: async (tx, { task }) => {
      await requirePicturesOfCase(tx, task.caseId, body.materials);
      return { materials: body.materials };
    },
  });
}
