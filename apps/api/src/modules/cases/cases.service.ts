import {
  CaseCategory,
  type CaseFiltersRecord,
  type CaseSearchResult,
  OrderStatusWord,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { visibleBranchIds } from '../../plugins/auth.ts';
import { toCaseRecord } from './case-record.ts';
import * as webshopRepo from './case-webshop.repo.ts';
import * as repo from './cases.repo.ts';

type ContactRow = Awaited<ReturnType<typeof repo.findContactPersonsOfCases>>[number];

export async function searchCases(
  deps: AppDeps,
  request: FastifyRequest,
  body: Omit<repo.CaseQuery, 'branchIds'> & { branchIds?: number[] },
): Promise<CaseSearchResult> {
  const branchIds = visibleBranchIds(request, body.branchIds);
  if (branchIds.length === 0) return { currentSkip: body.skip, take: body.take, total: 0, data: [] };
  const { rows, total } = await repo.searchCases(deps.db, { ...body, branchIds });
  const contacts = await repo.findContactPersonsOfCases(
    deps.db,
    rows.map((row) => row.case.id),
  );
  const contactsByCase = new Map<string, ContactRow[]>();
  for (const contact of contacts) {
    contactsByCase.set(contact.caseId, [...(contactsByCase.get(contact.caseId) ?? []), contact]);
  }
  return {
    currentSkip: body.skip,
    take: body.take,
    total,
    data: rows.map((row) => toCaseRecord(row, contactsByCase.get(row.case.id) ?? [])),
  };
}

export async function getSearchFilters(deps: AppDeps, request: FastifyRequest): Promise<CaseFiltersRecord> {
  return {
    types: [...CaseCategory.options],
    statuses: [...OrderStatusWord.options],
    branches: await repo.findBranchNames(deps.db, visibleBranchIds(request)),
  };
}

export async function findContactPersonsOfCase(deps: AppDeps, caseId: string) {
  return webshopRepo.findContactPersons(deps.db, caseId);
}

/** Keeps the case row in step with its orders (the case list filters and sorts on these). */
export async function recordOrderChangeOnCase(
  db: AppDeps['db'],
  caseId: string,
  orderStatus: OrderStatusWord,
  at: Date,
) {
  await webshopRepo.updateCase(db, caseId, { orderStatus, latestOrderChangeAt: at, modifiedDate: at });
}
