import {
  ErrorKey,
  isTaskClosed,
  TASK_COMPLETION_CALL,
  TaskCategory,
  type TaskCompletionCall,
  type TaskDetailRecord,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { type AuditWho, recordAudit } from '../audit/audit.service.ts';
import { withUndoableMoves } from '../uploads/upload-materials.ts';
import {
  isUploadTask,
  parseCompleteBody,
  prepareUploadsSubmission,
  probeTaskUploads,
} from '../uploads/uploads-completion.ts';
import { findUserEmail } from '../users/users.service.ts';
import * as completionRepo from './task-completion.repo.ts';
import { type TaskWithContext, toTaskRecord } from './task-record.ts';
import * as repo from './tasks.repo.ts';
import { findVisibleTask } from './tasks.service.ts';

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
export async function getTaskDetail(deps: AppDeps, actor: Actor, taskId: string) {
  return toDetail(deps.db, await findVisibleTask(deps, actor, taskId));
}

/**
 * A task that may still be worked on through `call`: visible to the user (404 otherwise), of a category
 * that this call completes (400 wrongCategory), and neither completed nor cancelled (409 taskClosed).
 */
export async function findWorkableTask(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  calls: readonly TaskCompletionCall[],
): Promise<TaskWithContext> {
  const row = await findVisibleTask(deps, actor, taskId);
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
export interface Submitter extends AuditWho {
  /** The user the submission is recorded for; null for a person without an account. */
  userId: string | null;
  email: string | null;
}

/**
 * Completes `row`'s task as `submitter`, in one transaction: the checks and work of `prepare`, the status change
 * (a conditional update, so two completions at once cannot both win), the submission and the audit entry.
 */
export async function completeTaskAs(
  deps: AppDeps,
  row: TaskWithContext,
  submitter: Submitter,
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
      submittedByUserId: submitter.userId,
      submittedByEmail: submitter.email,
      submittedAt: at,
    });
    await recordAudit(tx, submitter, {
      action: 'tasks.completed',
      targetType: 'task',
      targetId: taskId,
      details: { from: row.task.status, kind: options.kind },
    });
    return task;
  });
  return toDetail(deps.db, { ...row, task: updated });
}

/** Completes a task with what the signed-in user submitted (see `completeTaskAs`). */
export async function completeWithSubmission(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  options: CompletionOptions,
): Promise<TaskDetailRecord> {
  const row = await findWorkableTask(deps, actor, taskId, options.calls);
  const email = await findUserEmail(deps.db, actor.userId);
  const submitter = {
    userId: actor.userId,
    actingUserId: actor.actingUserId,
    email: email ?? null,
    ip: actor.ip,
  };
  return completeTaskAs(deps, row, submitter, options);
}

/**
 * PATCH /orders/tasks/{id}/complete: the tasks whose completion call is `complete` or `uploads`. An upload
 * task needs its files (and, where the category asks for it, the comment of the optional JSON body); they
 * become material of the case in the same transaction, and a refusal leaves the files where they were.
 */
export async function completeTask(deps: AppDeps, actor: Actor, taskId: string, body: unknown) {
  const uploads = isUploadTask((await findVisibleTask(deps, actor, taskId)).task.type);
  const input = parseCompleteBody(body);
  const sizes = uploads ? await probeTaskUploads(deps, taskId) : new Map();
  const detail = await withUndoableMoves(deps, (moves) =>
    completeWithSubmission(deps, actor, taskId, {
      calls: ['complete', 'uploads'],
      kind: uploads ? 'UPLOADS' : 'COMPLETE',
      prepare: async (tx, row) =>
        uploads ? prepareUploadsSubmission(deps, tx, row, input, sizes, moves) : {},
    }),
  );
  return detail.task;
}
