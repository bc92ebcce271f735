import {
  CompleteTaskBody,
  ErrorKey,
  type UploadsSubmission,
  UploadTaskCategory,
  zodIssueToKey,
} from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import type { TaskWithContext } from '../tasks/task-record.ts';
import { type Move, probeImageSizes, turnUploadsIntoMaterials } from './upload-materials.ts';
import { rulesOfUploadTask } from './upload-rules.ts';
import * as repo from './uploads.repo.ts';

export const isUploadTask = (type: string) => UploadTaskCategory.safeParse(type).success;

/** The optional JSON body of PATCH complete ({ comment }); a bad one answers 400 with its fields. */
export function parseCompleteBody(body: unknown) {
  const parsed = CompleteTaskBody.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fields[issue.path.join('.')] = zodIssueToKey(issue).key;
  }
  throw new AppError(ErrorKey.badRequest, 400, fields);
}

/** Picture sizes of the task's files, read before the completion's transaction. */
export async function probeTaskUploads(deps: AppDeps, taskId: string) {
  return probeImageSizes(deps.storage, await repo.findUploadsOfTask(deps.db, taskId));
}

/**
 * The completion of an upload task, inside its transaction: the files within the category's minimum and
 * maximum, the comment where the category asks for one, and the files turned into material of the case.
 * What it returns is the task's submission.
 */
export async function prepareUploadsSubmission(
  deps: AppDeps,
  tx: Db,
  row: TaskWithContext,
  input: { comment?: string },
  sizes: Awaited<ReturnType<typeof probeTaskUploads>>,
  moves: Move[],
): Promise<UploadsSubmission> {
  const { task } = row;
  const rules = await rulesOfUploadTask(tx, task);
  const uploads = await repo.findUploadsOfTask(tx, task.id);
  if (uploads.length < rules.min) throw new AppError(ErrorKey.minFiles, 400, undefined, { min: rules.min });
  if (uploads.length > rules.max) throw new AppError(ErrorKey.maxFiles, 400, undefined, { max: rules.max });
  const comment = rules.comment === 'none' ? undefined : input.comment || undefined;
  if (rules.comment === 'required' && !comment) {
    throw new AppError(ErrorKey.badRequest, 400, { comment: 'rules.required' });
  }
  if (uploads.length === 0 || !task.orderLineId) return { files: [], ...(comment ? { comment } : {}) };

  const target = {
    caseId: task.caseId,
    branchId: task.branchId,
    orderLineId: task.orderLineId,
    at: nowOf(deps),
  };
  const { materials } = await turnUploadsIntoMaterials(tx, deps, target, uploads, sizes, moves);
  return {
    files: materials.map((material) => ({
      fileName: material.name,
      size: material.size ?? 0,
      materialId: material.id,
    })),
    ...(comment ? { comment } : {}),
  };
}
