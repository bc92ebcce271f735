import { type DepartmentContactRecord, ErrorKey } from '@portal/contracts';
import { type Actor, visibleBranchIds } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './dashboard.repo.ts';

/** The contact persons of the user's departments (or of the one asked for), by department name. */
export async function listBranchContacts(
  deps: AppDeps,
  actor: Actor,
  branchId?: number,
): Promise<DepartmentContactRecord[]> {
  if (branchId !== undefined && !actor.access.has(branchId)) {
    throw new AppError(ErrorKey.notFound, 404);
  }
  const rows = await repo.findBranchContacts(
    deps.db,
    branchId === undefined ? visibleBranchIds(actor) : [branchId],
  );
  return rows
    .map((row) => ({
      branchId: row.branchId,
      branchName: row.branchName,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      phone: row.phoneNumber,
    }))
    .sort((a, b) => a.branchName.localeCompare(b.branchName));
}
