import { ErrorKey, orderLineUploadRules, type UploadRules } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { findWorkableTask } from '../tasks/task-completion.service.ts';
import { rulesOfUploadTask } from './upload-rules.ts';
import * as repo from './uploads.repo.ts';

/** Where a file goes: a task's line (taskId set) or the order line alone, with the rules that apply. */
export interface UploadTarget {
  branchId: number;
  caseId: string;
  orderLineId: string;
  taskId: string | null;
  rules: UploadRules;
}

/** An open upload task of the user's departments (404, 400 wrongCategory, 409 closed otherwise). */
export async function taskTarget(deps: AppDeps, actor: Actor, taskId: string): Promise<UploadTarget> {
  const { task } = await findWorkableTask(deps, actor, taskId, ['uploads']);
  // Upload tasks come from ordered lines; one without a line has nowhere to keep its files.
  if (!task.orderLineId) throw new AppError(ErrorKey.wrongTaskCategory, 400);
  return {
    branchId: task.branchId,
    caseId: task.caseId,
    orderLineId: task.orderLineId,
    taskId: task.id,
    rules: await rulesOfUploadTask(deps.db, task),
  };
}

/** An order line of the user's departments; 404 otherwise, as for an unknown id. */
export async function orderLineTarget(deps: AppDeps, actor: Actor, orderLineId: string) {
  const line = await repo.findOrderLine(deps.db, orderLineId);
  if (!line || !actor.access.has(line.branchId)) throw new AppError(ErrorKey.notFound, 404);
  return {
    branchId: line.branchId,
    caseId: line.caseId,
    orderLineId: line.id,
    taskId: null,
    rules: orderLineUploadRules(line.maxImageUploadCount),
  } satisfies UploadTarget;
}
