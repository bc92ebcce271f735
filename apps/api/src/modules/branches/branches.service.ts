import type { BranchRecord } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './branches.repo.ts';

// The departments, as other modules read them. Departments come from the provider's own system (the demo
// seed here); provider admins edit their settings on the departments page (branch-admin.service.ts).

export type { BranchRow } from './branches.repo.ts';

/** The department as the hub sends it; `admin` is the described user's flag there, null for no access. */
export function toBranchRecord(row: repo.BranchRow, admin: boolean | null): BranchRecord {
  return {
    id: row.id,
    axCustomerId: row.axCustomerId,
    name: row.name,
    countryCode: row.countryCode as BranchRecord['countryCode'],
    useUpperCase: row.useUpperCase,
    endUserInvoicing: row.endUserInvoicing,
    businessInvoicing: row.businessInvoicing,
    maxImageUploadCount: row.maxImageUploadCount,
    contactPersonId: row.contactPersonId,
    locale: row.locale,
    currency: row.currency,
    permissions: admin === null ? null : { admin },
  };
}

/** The records of the departments a user has access to (branchId -> admin), by name. */
export async function listBranchRecords(
  db: Db,
  access: ReadonlyMap<number, boolean>,
): Promise<BranchRecord[]> {
  const rows = await repo.findBranchesByIds(db, [...access.keys()]);
  return rows.map((row) => toBranchRecord(row, access.get(row.id) === true));
}

/** The departments of the ids, by name. */
export function findBranchesByIds(db: Db, ids: number[]): Promise<repo.BranchRow[]> {
  return repo.findBranchesByIds(db, ids);
}

/** Every department, by name (for provider staff, who work for all of them). */
export function listAllBranches(db: Db): Promise<repo.BranchRow[]> {
  return repo.findAllBranches(db);
}

export function findBranchById(db: Db, id: number): Promise<repo.BranchRow | undefined> {
  return repo.findBranchById(db, id);
}

/** Ids and names of the departments, by name (for filter lists). */
export function listBranchNames(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  return repo.findBranchNames(db, ids);
}
