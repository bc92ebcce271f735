import {
  ErrorKey,
  type OrderTaskRecord,
  TaskCategory,
  type TaskFiltersRecord,
  type TaskNoteRecord,
  type TaskRecord,
  type TaskSearchResult,
  TaskStatusWord,
  VisitStatus,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { actorOf, authOf, visibleBranchIds } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { callMarkOf } from '../bookings/booking-call-mark.ts';
import { findVisibleCase } from '../cases/case-access.service.ts';
import { withUndoableMoves } from '../uploads/upload-materials.ts';
import {
  isUploadTask,
  parseCompleteBody,
  prepareUploadsSubmission,
  probeTaskUploads,
} from '../uploads/uploads-completion.ts';
import { completeWithSubmission } from './task-completion.service.ts';
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
 * order), all Open. Runs inside the caller's transaction, so a failure here leaves no order behind; any
 * failure answers `createTasksFailed`.
 */
export async function createTasksOfOrderLines(
  db: Db,
  logger: AppDeps['logger'],
  order: { branchId: number; caseId: string; orderId: string; contactPersonUserId: string | null; at: Date },
  sources: TaskSource[],
) {
  const taken = new Set((await repo.findTasksOfOrder(db, order.orderId)).map((task) => task.type));
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
        status: 'Open',
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

export async function listTasksOfOrder(db: Db, orderId: string): Promise<OrderTaskRecord[]> {
  const rows = await repo.findTasksOfOrder(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    type: row.type as OrderTaskRecord['type'],
    status: row.status as OrderTaskRecord['status'],
    productName: row.productName,
    orderlineId: row.orderLineId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * portal.md section 4: choosing booking by the contact person or by the provider marks the booking
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

export function toTaskRecord(row: repo.TaskWithContext): TaskRecord {
  const { task } = row;
  return {
    id: task.id,
    branchId: task.branchId,
    branchName: row.branchName,
    caseId: task.caseId,
    caseReference: row.caseReference,
    createdAt: task.createdAt.toISOString(),
    productName: task.productName,
    status: TaskStatusWord.catch('Unknown').parse(task.status),
    type: task.type as TaskRecord['type'],
    address: row.address,
    orderId: task.orderId,
    orderlineId: task.orderLineId,
    salesId: row.salesId,
    contactPersonUserID: task.contactPersonUserId,
    booking: row.bookingId
      ? {
          bookingId: row.bookingId,
          start: row.bookingStart?.toISOString() ?? null,
          end: row.bookingEnd?.toISOString() ?? null,
          status: VisitStatus.catch('UNKNOWN').parse(row.bookingStatus),
          ...callMarkOf(row.bookingStatus ?? '', row.bookingCallNeededAt ?? null),
        }
      : null,
  };
}

export async function searchTasks(
  deps: AppDeps,
  request: FastifyRequest,
  body: Omit<repo.TaskQuery, 'branchIds'> & { branchIds?: number[] },
): Promise<TaskSearchResult> {
  const branchIds = visibleBranchIds(request, body.branchIds);
  if (branchIds.length === 0) return { currentSkip: body.skip, take: body.take, total: 0, data: [] };
  const { rows, total } = await repo.searchTasks(deps.db, { ...body, branchIds });
  return { currentSkip: body.skip, take: body.take, total, data: rows.map(toTaskRecord) };
}

export async function getTaskFilters(deps: AppDeps, request: FastifyRequest): Promise<TaskFiltersRecord> {
  return {
    types: [...TaskCategory.options],
    statuses: [...TaskStatusWord.options],
    branches: await repo.findBranchNames(deps.db, visibleBranchIds(request)),
  };
}

/** Open tasks of the signed-in user's departments; another user's id answers 404. */
export async function countOpenTasksOfUser(deps: AppDeps, request: FastifyRequest, userId: string) {
  if (authOf(request).userId !== userId) throw new AppError(ErrorKey.notFound, 404);
  return { total: await repo.countOpenTasks(deps.db, visibleBranchIds(request)) };
}

/** The open tasks of a case; a case of another department answers 404. */
export async function listOpenTasksOfCase(
  deps: AppDeps,
  request: FastifyRequest,
  caseId: string,
): Promise<TaskRecord[]> {
  await findVisibleCase(deps, actorOf(request), caseId);
  return (await repo.findOpenTasksOfCase(deps.db, caseId)).map(toTaskRecord);
}

/** The task, when the user has access to its department; otherwise 404, as for an unknown id. */
export async function findVisibleTask(deps: AppDeps, request: FastifyRequest, taskId: string) {
  const row = await repo.findTaskWithContext(deps.db, taskId);
  if (!row || !authOf(request).access.has(row.task.branchId)) throw new AppError(ErrorKey.notFound, 404);
  return row;
}

/** Marks an open task partially done; a completed or cancelled task answers 409. */
export async function markTaskPartial(
  deps: AppDeps,
  request: FastifyRequest,
  taskId: string,
): Promise<TaskRecord> {
  const row = await findVisibleTask(deps, request, taskId);
  return deps.db.transaction(async (tx) => {
    const updated = await repo.updateStatusOfOpenTask(tx, taskId, 'Partial', nowOf(deps));
    if (!updated) throw new AppError(ErrorKey.taskClosed, 409);
    await recordAudit(
      tx,
      { actingUserId: authOf(request).actorUserId, ip: request.ip },
      {
        action: 'tasks.partiallyDone',
        targetType: 'task',
        targetId: taskId,
        details: { from: row.task.status },
      },
    );
    return toTaskRecord({ ...row, task: updated });
  });
}

/**
 * PATCH /orders/tasks/{id}/complete: the tasks whose completion call is `complete` or `uploads`. An upload
 * task needs its files (and, where the category asks for it, the comment of the optional JSON body); they
 * become material of the case in the same transaction, and a refusal leaves the files where they were.
 */
export async function completeTask(deps: AppDeps, request: FastifyRequest, taskId: string) {
  const uploads = isUploadTask((await findVisibleTask(deps, request, taskId)).task.type);
  const input = parseCompleteBody(request.body);
  const sizes = uploads ? await probeTaskUploads(deps, taskId) : new Map();
  const detail = await withUndoableMoves(deps, (moves) =>
    completeWithSubmission(deps, request, taskId, {
      calls: ['complete', 'uploads'],
      kind: uploads ? 'UPLOADS' : 'COMPLETE',
      prepare: async (tx, row) =>
        uploads ? prepareUploadsSubmission(deps, tx, row, input, sizes, moves) : {},
    }),
  );
  return detail.task;
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
  request: FastifyRequest,
  taskId: string,
  body: { note: string; addedByEmail?: string },
): Promise<TaskNoteRecord> {
  await findVisibleTask(deps, request, taskId);
  const { userId } = authOf(request);
  const email = await repo.findEmailOfUser(deps.db, userId);
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

export async function listTaskNotes(
  deps: AppDeps,
  request: FastifyRequest,
  taskId: string,
): Promise<TaskNoteRecord[]> {
  await findVisibleTask(deps, request, taskId);
  return (await repo.findNotesOfTask(deps.db, taskId)).map(toNoteRecord);
}
