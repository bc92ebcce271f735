import {
  CaseCategory,
  type CaseFiltersRecord,
  type CaseSearchResult,
  type MaterialsState,
  OrderStatusWord,
} from '@portal/contracts';
import { type Actor, visibleBranchIds } from '../../actor.ts';
import { countCapOf } from '../../db/query-helpers.ts';
import type { AppDeps } from '../../deps.ts';
import { listBranchNames } from '../branches/branches.service.ts';
import { toCaseRecord } from './case-record.ts';
import * as repo from './cases.repo.ts';

type ContactRow = Awaited<ReturnType<typeof repo.findContactPersonsOfCases>>[number];

export async function searchCases(
  deps: AppDeps,
  actor: Actor,
  body: Omit<repo.CaseQuery, 'branchIds'> & { branchIds?: number[] },
): Promise<CaseSearchResult> {
  const branchIds = visibleBranchIds(actor, body.branchIds);
  if (branchIds.length === 0) {
    return { currentSkip: body.skip, take: body.take, total: 0, totalIsCapped: false, data: [] };
  }
  const filtered = Boolean(
    body.searchKey ||
      body.orderStatuses?.length ||
      body.deliveredProductCategories?.length ||
      body.modifiedDateFrom ||
      body.modifiedDateTo ||
      body.mustHaveOrder,
  );
  const { rows, contacts, total, totalIsCapped } = await repo.searchCases(
    deps.db,
    { ...body, branchIds },
    countCapOf(deps.listCountCap, filtered),
  );
  const contactsByCase = new Map<string, ContactRow[]>();
  for (const contact of contacts) {
    contactsByCase.set(contact.caseId, [...(contactsByCase.get(contact.caseId) ?? []), contact]);
  }
  return {
    currentSkip: body.skip,
    take: body.take,
    total,
    totalIsCapped,
    data: rows.map((row) => toCaseRecord(row, contactsByCase.get(row.case.id) ?? [])),
  };
}

export async function getSearchFilters(deps: AppDeps, actor: Actor): Promise<CaseFiltersRecord> {
  return {
    types: [...CaseCategory.options],
    statuses: [...OrderStatusWord.options],
    branches: await listBranchNames(deps.db, visibleBranchIds(actor)),
  };
}

/** The case's contact persons by priority, without an access check (inside the caller's transaction). */
export async function findContactPersonsOfCase(db: AppDeps['db'], caseId: string) {
  return repo.findContactPersons(db, caseId);
}

/**
 * Holds the case row until the caller's transaction ends, so that work on one case (two text tasks
 * submitting its first description at the same moment) runs one after the other.
 */
export async function lockCase(db: AppDeps['db'], caseId: string): Promise<void> {
  await repo.lockCase(db, caseId);
}

/** Keeps the case row in step with its orders (the case list filters and sorts on these). */
export async function recordOrderChangeOnCase(
  db: AppDeps['db'],
  caseId: string,
  orderStatus: OrderStatusWord,
  at: Date,
  /** The category of the case, set by the first order placed on it. */
  category?: CaseCategory,
) {
  await repo.updateCase(db, caseId, { orderStatus, latestOrderChangeAt: at, modifiedDate: at, category });
}

/**
 * Keeps the case's material summary in step with its material (told by the materials module in the
 * transaction that changed it): whether it has any, and the categories of the products delivered to it, in
 * the order of CaseCategory, which the case list's category filter reads.
 */
export async function recordMaterialSummary(
  db: AppDeps['db'],
  caseId: string,
  summary: { hasMaterials: boolean; deliveredProductCategories: string[] },
) {
  const categories = CaseCategory.options.filter((category) =>
    summary.deliveredProductCategories.includes(category),
  );
  await repo.updateCase(db, caseId, {
    hasMaterials: summary.hasMaterials,
    deliveredProductCategories: categories,
  });
}

/** The archive's next state of the case's material, only while it is still in `from`; false otherwise. */
export async function changeMaterialsState(
  db: AppDeps['db'],
  caseId: string,
  from: MaterialsState,
  to: MaterialsState,
  at: Date,
): Promise<boolean> {
  return repo.updateMaterialsState(db, caseId, from, to, at);
}
