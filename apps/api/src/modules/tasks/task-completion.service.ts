import {
  ErrorKey,
  isTaskClosed,
  TASK_COMPLETION_CALL,
  TaskCategory,
  type TaskCompletionCall,
  type TaskDetailRecord,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { authOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as completionRepo from './task-completion.repo.ts';
import type { TaskWithContext } from './tasks.repo.ts';
import * as repo from './tasks.repo.ts';
import { findVisibleTask, toTaskRecord } from './tasks.service.ts';

async function toDetail(db: Db, row: TaskWithContext): Promise<TaskDetailRecord> {
  const [facts, submission] = await Promise.all([
    completionRepo.findTaskFacts(db, row.task.id),
    completionRepo.findSubmission(db, row.task.id),
  ]);
  const category = TaskCategory.parse(row.task.type);
  return {
    task: toTaskRecord(row),
    orderedQuantity: facts?.orderedQuantity ?? 1,
    maxImageUploadCount: facts?.maxImageUploadCount ?? 0,
    caseCategory: facts?.caseCategory ?? 'CASE',
    completionCall: TASK_COMPLETION_CALL[category],
    submission: submission
      ? {
          kind: submission.kind,
          payload: submission.payload,
          submittedAt: submission.submittedAt.toISOString(),
          submittedByEmail: submission.submittedByEmail,
        }
      : null,
  };
}

/** GET /orders/tasks/{id}: a task of another department answers 404. */
export async function getTaskDetail(deps: AppDeps, request: FastifyRequest, taskId: string) {
  return toDetail(deps.db, await findVisibleTask(deps, request, taskId));
}

/**
 * A task that may still be worked on through `call`: visible to the user (404 otherwise), of a category
 * that this call completes (400 wrongCategory), and neither completed nor cancelled (409 taskClosed).
 */
export async function findWorkableTask(
  deps: AppDeps,
  request: FastifyRequest,
  taskId: string,
  calls: readonly TaskCompletionCall[],
): Promise<TaskWithContext> {
  const row = await findVisibleTask(deps, request, taskId);
  const category = TaskCategory.safeParse(row.task.type);
  if (!category.success || !calls.includes(TASK_COMPLETION_CALL[category.data])) {
    throw new AppError(ErrorKey.wrongTaskCategory, 400);
  }
  if (isTaskClosed(row.task.status)) throw new AppError(ErrorKey.taskClosed, 409);
  return row;
}

export interface CompletionOptions {
  calls: readonly TaskCompletionCall[];
  /** Stored with the submission: UPLOADS, VIRTUAL_STAGING, TEXTS... */
  kind: string;
  /**
   * Checks the input against the task and does the completion's work inside the transaction; what it
   * returns is stored as the submission. Throwing an AppError leaves the task and its data as they were.
   */
  prepare: (tx: Db, row: TaskWithContext) => Promise<Record<string, unknown>>;
}

/** Who completes a task: a signed-in user, or a person without an account answering through a link. */
export interface CompletionActor {
  /** The user the submission is recorded for; null for a person without an account. */
  userId: string | null;
  /** The person who acted, for the audit log (differs from `userId` while impersonating). */
  actorUserId: string | null;
  email: string | null;
  ip: string;
}

/**
 * Completes `row`'s task as `actor`, in one transaction: the checks and work of `prepare`, the status change
 * (a conditional update, so two completions at once cannot both win), the submission and the audit entry.
 */
export async function completeTaskAs(
  deps: AppDeps,
  row: TaskWithContext,
  actor: CompletionActor,
  options: Omit<CompletionOptions, 'calls'>,
): Promise<TaskDetailRecord> {
  const taskId = row.task.id;
  const at = nowOf(deps);
  const updated = await deps.db.transaction(async (tx) => {
    const payload = await options.prepare(tx, row);
    const task = await repo.updateStatusOfOpenTask(tx, taskId, 'Completed', at);
    if (!task) throw new AppError(ErrorKey.taskClosed, 409);
    await completionRepo.saveSubmission(tx, {
      taskId,
      kind: options.kind,
      payload,
      submittedByUserId: actor.userId,
      submittedByEmail: actor.email,
      submittedAt: at,
    });
    await recordAudit(
      tx,
      { actingUserId: actor.actorUserId, ip: actor.ip },
      {
        action: 'tasks.completed',
        targetType: 'task',
        targetId: taskId,
        details: { from: row.task.status, kind: options.kind },
      },
    );
    return task;
  });
  return toDetail(deps.db, { ...row, task: updated });
}

/** Completes a task with what the signed-in user submitted (see `completeTaskAs`). */
export async function completeWithSubmission(
  deps: AppDeps,
  request: FastifyRequest,
  taskId: string,
  options: CompletionOptions,
): Promise<TaskDetailRecord> {
  const row = await findWorkableTask(deps, request, taskId, options.calls);
  const { userId, actorUserId } = authOf(request);
  const email = await repo.findEmailOfUser(deps.db, userId);
  return completeTaskAs(deps, row, { userId, actorUserId, email: email ?? null, ip: request.ip }, options);
}
