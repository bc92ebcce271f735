import {
  ErrorKey,
  orderLineUploadRules,
  type UploadRules,
  UploadTaskCategory,
  uploadFileProblem,
  uploadRulesOf,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { findWorkableTask } from '../tasks/task-completion.service.ts';
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
export async function taskTarget(
  deps: AppDeps,
  request: FastifyRequest,
  taskId: string,
): Promise<UploadTarget> {
  const { task } = await findWorkableTask(deps, request, taskId, ['uploads']);
  // Upload tasks come from ordered lines; one without a line has nowhere to keep its files.
  if (!task.orderLineId) throw new AppError(ErrorKey.wrongTaskCategory, 400);
  const category = UploadTaskCategory.parse(task.type);
  const maxImages = await repo.findMaxImageUploadCount(deps.db, task.branchId);
  return {
    branchId: task.branchId,
    caseId: task.caseId,
    orderLineId: task.orderLineId,
    taskId: task.id,
    rules: uploadRulesOf(category, maxImages),
  };
}

/** An order line of the user's departments; 404 otherwise, as for an unknown id. */
export async function orderLineTarget(deps: AppDeps, request: FastifyRequest, orderLineId: string) {
  const line = await repo.findOrderLine(deps.db, orderLineId);
  if (!line || !authOf(request).access.has(line.branchId)) throw new AppError(ErrorKey.notFound, 404);
  return {
    branchId: line.branchId,
    caseId: line.caseId,
    orderLineId: line.id,
    taskId: null,
    rules: orderLineUploadRules(line.maxImageUploadCount),
  } satisfies UploadTarget;
}

export function assertFileAccepted(fileName: string, rules: UploadRules, field: string) {
  const problem = uploadFileProblem(fileName, rules);
  if (problem) throw new AppError(problem, 400, { [field]: problem });
}
