import { randomUUID } from 'node:crypto';
import type { OrderStatusWord, TaskCategory, TaskStatusWord } from '@portal/contracts';
import type { Random } from './seed-random.ts';

interface SeededOrder {
  id: string;
  caseId: string;
  branchId: number;
  status: OrderStatusWord;
  createdDate: Date;
  updatedAt: Date;
}

interface SeededLine {
  id: string;
  orderId: string;
  productName: string;
}

/** The task categories of the demo products, as the catalogue's products of the same kind carry them. */
const CATEGORIES_OF: Record<string, TaskCategory[]> = {
  'Photography 20 images': ['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES'],
  'Floor plan 2D': ['UPLOAD_IMAGES'],
  'Drone photos': ['BOOK_PHOTOGRAPHER', 'ARIAL'],
  'Video 60 s': ['BOOK_PHOTOGRAPHER', 'UPLOAD_VIDEOS', 'VIDIBILI_COMMENT'],
  '720° panorama': ['VIRTUAL_STAGING_720'],
  Copywriting: ['COPYWRITE_TEXTS', 'TEXT-STYLE'],
  'Virtual staging': ['VIRTUAL_STAGING'],
};

/** Categories that some orders also carry, so the task list shows more than the usual few. */
const EXTRAS: TaskCategory[] = [
  'SOCIAL_MEDIA',
  'SOCIAL_MEDIA_SLIDESHOW',
  'SOCIAL_MEDIA_GIF',
  'IMAGE_SELECTOR',
  'WHITEBOX_IMAGE_SELECTOR',
  'AI_TEXT_INPUT',
  'AI_TEXT_OVERVIEW',
  'LOCATION',
  'PERSON',
  'PERSON_INFO',
  'BASIC',
  'BASIC_OPT',
  'TEXT',
  'NO_STYLE_TEXT',
  'COMTEXT',
  'SPEAK_INPUT',
  'INTRO_OUTRO',
  'INTRO_OUTRO_SPEAK',
  'COMBINE_IMAGES',
  'BEFORE_AFTER',
  'VIRTUAL_STAGING_REMOVE_OBJECTS',
  'VIRTUAL_STAGING_INDOOR_RENOVATION',
  'VIRTUAL_STAGING_OUTDOOR_RENOVATION',
  'VIRTUAL_STAGING_COMMERCIAL',
];

/** One photographer visit serves the whole order, as in the order service. */
const ONE_PER_ORDER = new Set<TaskCategory>(['BOOK_PHOTOGRAPHER']);

function statusOf(random: Random, order: SeededOrder, category: TaskCategory): TaskStatusWord {
  if (order.status === 'Delivered' || order.status === 'Invoiced') return 'Completed';
  if (order.status === 'Cancelled') return 'Cancelled';
  return category === 'BOOK_PHOTOGRAPHER' && random.next() < 0.4 ? 'Partial' : 'Open';
}

/**
 * The tasks of seeded orders, as ordering their lines would have created them: done for delivered and
 * invoiced orders, cancelled with cancelled orders, open (a booking sometimes chosen) otherwise.
 */
export function buildTasks(random: Random, orderRows: SeededOrder[], lineRows: SeededLine[]) {
  let nextExtra = 0;
  const linesOf = new Map<string, SeededLine[]>();
  for (const line of lineRows) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return orderRows.flatMap((order) => {
    const lines = linesOf.get(order.id) ?? [];
    const taken = new Set<TaskCategory>();
    const planned = lines.flatMap((line) =>
      (CATEGORIES_OF[line.productName] ?? []).map((category) => ({ line, category })),
    );
    const first = lines[0];
    // Every open order carries one of the extra categories in turn, so each completion screen has open demo
    // tasks to try; closed orders carry one now and then.
    const open = order.status === 'Open' || order.status === 'Backorder';
    if (first && open)
      planned.push({ line: first, category: EXTRAS[nextExtra++ % EXTRAS.length] ?? 'BASIC' });
    else if (first && random.next() < 0.3) planned.push({ line: first, category: random.pick(EXTRAS) });
    return planned
      .filter(({ category }) => {
        if (!ONE_PER_ORDER.has(category)) return true;
        if (taken.has(category)) return false;
        taken.add(category);
        return true;
      })
      .map(({ line, category }) => {
        const status = statusOf(random, order, category);
        return {
          id: randomUUID(),
          branchId: order.branchId,
          caseId: order.caseId,
          orderId: order.id,
          orderLineId: line.id,
          type: category,
          status,
          productName: line.productName,
          createdAt: order.createdDate,
          updatedAt: status === 'Open' ? order.createdDate : order.updatedAt,
        };
      });
  });
}
