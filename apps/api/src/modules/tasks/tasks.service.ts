import {
  ErrorKey,
  isTaskOpen,
  type OrderTaskRecord,
  TaskCategory,
  type TaskFiltersRecord,
  type TaskNoteRecord,
  type TaskRecord,
  type TaskSearchResult,
  TaskStatusWord,
} from '@portal/contracts';
import { type Actor, visibleBranchIds } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { countCapOf } from '../../db/query-helpers.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { listBranchNames } from '../branches/branches.service.ts';
import { findVisibleCase } from '../cases/case-access.service.ts';
import { findUserEmail } from '../users/users.service.ts';
import { type TaskWithContext, toTaskRecord } from './task-record.ts';
import * as repo from './tasks.repo.ts';

/** An order line whose product creates follow-up tasks. */
export interface TaskSource {
  orderLineId: string;
  productName: string;
  /** The product's task categories; each becomes one task of the line. */
  categories: string[];
}

/** One photographer visit serves the whole order, however many of its products need one. */
const ONE_PER_ORDER = new Set<string>(['BOOK_PHOTOGRAPHER']);

/**
 * Creates the tasks of newly ordered lines: one per task category per line (a booking task only once per
 * order), Open (the booking task as the caller says). Runs inside the caller's transaction, so a failure here
 * leaves no order behind; any failure answers `createTasksFailed`.
 */
export async function createTasksOfOrderLines(
  db: Db,
  logger: AppDeps['logger'],
  order: {
    branchId: number;
    caseId: string;
    orderId: string;
    contactPersonUserId: string | null;
    at: Date;
    /** The order was inserted in this transaction, so it has no tasks yet: none are read. */
    isNew?: boolean;
    /** The booking task starts partly done when its visit can only be booked by phone. */
    bookingTaskStatus?: 'Open' | 'Partial';
  },
  sources: TaskSource[],
) {
  const existing = order.isNew ? [] : await repo.findTasksOfOrder(db, order.orderId);
  const taken = new Set(existing.map((task) => task.type));
  const values = sources.flatMap((source) =>
    [...new Set(source.categories)]
      .filter((category) => {
        if (!ONE_PER_ORDER.has(category)) return true;
        if (taken.has(category)) return false;
        taken.add(category);
        return true;
      })
      .map((category) => ({
        branchId: order.branchId,
        caseId: order.caseId,
        orderId: order.orderId,
        orderLineId: source.orderLineId,
        type: category,
        status: category === 'BOOK_PHOTOGRAPHER' ? (order.bookingTaskStatus ?? 'Open') : 'Open',
        productName: source.productName,
        contactPersonUserId: order.contactPersonUserId,
        createdAt: order.at,
        updatedAt: order.at,
      })),
  );
  const unknown = values.filter((value) => !TaskCategory.safeParse(value.type).success);
  if (unknown.length) {
    logger.error(
      { categories: unknown.map((value) => value.type) },
      'a product names unknown task categories',
    );
    throw new AppError(ErrorKey.createTasksFailed, 500);
  }
  try {
    return await repo.insertTasks(db, values);
  } catch (error) {
    logger.error({ err: error }, 'task creation failed');
    throw new AppError(ErrorKey.createTasksFailed, 500);
  }
}

/**
 * The task categories each order line's product created, whatever became of the tasks: what a line
 * delivers (virtual staging, before/after...) is known from them. A line without tasks is not in the map.
 */
export async function findTaskCategoriesOfOrderLines(
  db: Db,
  orderLineIds: string[],
): Promise<Map<string, TaskCategory[]>> {
  const categories = new Map<string, TaskCategory[]>();
  for (const row of await repo.findTaskTypesOfOrderLines(db, [...new Set(orderLineIds)])) {
    if (!row.orderLineId) continue;
    categories.set(row.orderLineId, [...(categories.get(row.orderLineId) ?? []), row.type as TaskCategory]);
  }
  return categories;
}

export async function listTasksOfOrder(db: Db, orderId: string): Promise<OrderTaskRecord[]> {
  const rows = await repo.findTasksOfOrder(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    type: row.type as OrderTaskRecord['type'],
    status: row.status,
    productName: row.productName,
    orderlineId: row.orderLineId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * docs/product.md: choosing booking by the contact person or by the provider marks the booking
 * task as partially done.
 */
export async function markBookingTaskPartial(db: Db, orderId: string, at: Date) {
  await repo.updateTasksOfOrder(
    db,
    orderId,
    { type: 'BOOK_PHOTOGRAPHER', status: 'Open' },
    { status: 'Partial', updatedAt: at },
  );
}

/** The order's task that books the photographer, if the order has one. */
export async function findBookingTaskOfOrder(db: Db, orderId: string): Promise<{ id: string } | undefined> {
  return repo.findTaskOfOrderByType(db, orderId, 'BOOK_PHOTOGRAPHER');
}

/** A contact person was sent the booking link: an Open booking task becomes partially done. */
export async function markTaskPartialIfOpen(db: Db, taskId: string, at: Date): Promise<void> {
  await repo.updateStatusIfStatus(db, taskId, 'Open', 'Partial', at);
}

/** The photographer's visit is booked: the booking task is completed, whatever its status was. */
export async function completeBookingTask(db: Db, taskId: string, at: Date): Promise<void> {
  await repo.setTaskStatus(db, taskId, 'Completed', at);
}

/**
 * The order is cancelled: its open and partly done tasks become Cancelled, inside the caller's transaction,
 * so they leave the task list's open filter, the dashboard and the menu's count with it. Done tasks stay done.
 */
export async function cancelOpenTasksOfOrder(db: Db, orderId: string, at: Date): Promise<number> {
  return repo.closeOpenTasksOfOrder(db, orderId, 'Cancelled', at);
}

/** Whether the order's photographer booking task is still to be done (Open or Partial). */
export async function isBookingTaskOpen(db: Db, orderId: string): Promise<boolean> {
  const task = await repo.findTaskOfOrderByType(db, orderId, 'BOOK_PHOTOGRAPHER');
  return task !== undefined && isTaskOpen(task.status);
}

export async function searchTasks(
  deps: AppDeps,
  actor: Actor,
  body: Omit<repo.TaskQuery, 'branchIds'> & { branchIds?: number[] },
): Promise<TaskSearchResult> {
  const branchIds = visibleBranchIds(actor, body.branchIds);
  if (branchIds.length === 0) {
    return { currentSkip: body.skip, take: body.take, total: 0, totalIsCapped: false, data: [] };
  }
  const filtered = Boolean(body.searchString || body.types?.length || body.statuses?.length);
  const { rows, ...total } = await repo.searchTasks(
    deps.db,
    { ...body, branchIds },
    countCapOf(deps.listCountCap, filtered),
  );
  return { currentSkip: body.skip, take: body.take, ...total, data: rows.map(toTaskRecord) };
}

export async function getTaskFilters(deps: AppDeps, actor: Actor): Promise<TaskFiltersRecord> {
  return {
    types: [...TaskCategory.options],
    statuses: [...TaskStatusWord.options],
    branches: await listBranchNames(deps.db, visibleBranchIds(actor)),
  };
}

/** Open tasks of the signed-in user's departments; another user's id answers 404. */
export async function countOpenTasksOfUser(deps: AppDeps, actor: Actor, userId: string) {
  if (actor.userId !== userId) throw new AppError(ErrorKey.notFound, 404);
  return { total: await repo.countOpenTasks(deps.db, visibleBranchIds(actor)) };
}

/** The open tasks of a case; a case of another department answers 404. */
export async function listOpenTasksOfCase(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
): Promise<TaskRecord[]> {
  await findVisibleCase(deps, actor, caseId);
  return (await repo.findOpenTasksOfCase(deps.db, caseId)).map(toTaskRecord);
}

/** The task, when the user has access to its department; otherwise 404, as for an unknown id. */
export async function findVisibleTask(deps: AppDeps, actor: Actor, taskId: string): Promise<TaskWithContext> {
  const row = await repo.findTaskWithContext(deps.db, taskId);
  if (!row || !actor.access.has(row.task.branchId)) throw new AppError(ErrorKey.notFound, 404);
  return row;
}

/** The record of a task the user has access to; otherwise 404. */
export async function getTask(deps: AppDeps, actor: Actor, taskId: string): Promise<TaskRecord> {
  return toTaskRecord(await findVisibleTask(deps, actor, taskId));
}

/** Marks an open task partially done; a completed or cancelled task answers 409. */
export async function markTaskPartial(deps: AppDeps, actor: Actor, taskId: string): Promise<TaskRecord> {
  const row = await findVisibleTask(deps, actor, taskId);
  return deps.db.transaction(async (tx) => {
    const updated = await repo.updateStatusOfOpenTask(tx, taskId, 'Partial', nowOf(deps));
    if (!updated) throw new AppError(ErrorKey.taskClosed, 409);
    await recordAudit(tx, actor, {
      action: 'tasks.partiallyDone',
      targetType: 'task',
      targetId: taskId,
      details: { from: row.task.status },
    });
    return toTaskRecord({ ...row, task: updated });
  });
}

function toNoteRecord(row: Awaited<ReturnType<typeof repo.insertTaskNote>>): TaskNoteRecord {
  return {
    id: row.id,
    note: row.note,
    addedByEmail: row.addedByEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Adds a note as the user; a note may not name another person as its author. */
export async function addTaskNote(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: { note: string; addedByEmail?: string },
): Promise<TaskNoteRecord> {
  await findVisibleTask(deps, actor, taskId);
  const { userId } = actor;
  const email = await findUserEmail(deps.db, userId);
  if (!email) throw new AppError(ErrorKey.unauthorized, 401);
  if (body.addedByEmail && body.addedByEmail !== email.toLowerCase()) {
    throw new AppError(ErrorKey.forbidden, 403, { addedByEmail: ErrorKey.forbidden });
  }
  const row = await repo.insertTaskNote(deps.db, {
    taskId,
    note: body.note,
    addedByEmail: email,
    addedByUserId: userId,
    createdAt: nowOf(deps),
  });
  return toNoteRecord(row);
}

export async function listTaskNotes(deps: AppDeps, actor: Actor, taskId: string): Promise<TaskNoteRecord[]> {
  await findVisibleTask(deps, actor, taskId);
  return (await repo.findNotesOfTask(deps.db, taskId)).map(toNoteRecord);
}
