import { ErrorKey, isArchived, MATERIALS_LOCKED_STATES, MaterialsState } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './cases.repo.ts';

// The access rules of a case, used by every module that reads or changes something of a case: a case is
// seen only by users with access to its department, and its material is changed only while it is active.

export const isArchivedState = (state: string) => state === 'ARCHIVED' || state === 'ARCHIVING';
/** The same states as a list, for a change that must not happen in them. */
export const ARCHIVED_STATES: readonly MaterialsState[] = MaterialsState.options.filter(isArchived);

/** The case, when the user has access to its department; 404 otherwise, so ids cannot be probed. */
export async function findVisibleCase(deps: AppDeps, actor: Actor, caseId: string) {
  const row = await repo.findCaseWithBranch(deps.db, caseId);
  if (!row || !actor.access.has(row.case.branchId)) throw new AppError(ErrorKey.notFound, 404);
  return row;
}

/**
 * The case of a call that changes its material, documents or links: visible to the user (404 otherwise) and
 * with material that is neither archived nor on its way in or out of the archive (409 materialsArchived).
 */
export async function findChangeableCase(deps: AppDeps, actor: Actor, caseId: string) {
  const row = await findVisibleCase(deps, actor, caseId);
  if (MATERIALS_LOCKED_STATES.includes(MaterialsState.parse(row.case.materialsState))) {
    throw new AppError(ErrorKey.materialsArchived, 409);
  }
  return row;
}

/** The case and its department, without an access check: for work the hub does on its own. */
export async function findCaseWithBranch(deps: AppDeps, caseId: string) {
  return repo.findCaseWithBranch(deps.db, caseId);
}
