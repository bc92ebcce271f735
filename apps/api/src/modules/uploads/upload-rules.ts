import { type UploadRules, UploadTaskCategory, uploadFileProblem, uploadRulesOf } from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { findBranchById } from '../branches/branches.service.ts';

/** The file rules of an upload task: its category's, with the department's max image upload count. */
export async function rulesOfUploadTask(db: Db, task: { type: string; branchId: number }) {
  const branch = await findBranchById(db, task.branchId);
  return uploadRulesOf(UploadTaskCategory.parse(task.type), branch?.maxImageUploadCount ?? 0);
}

/** Refuses a file the rules do not take, with the rule's message on `field`. */
export function assertFileAccepted(fileName: string, rules: UploadRules, field: string) {
  const problem = uploadFileProblem(fileName, rules);
  if (problem) throw new AppError(problem, 400, { [field]: problem });
}
