import type { CaseSearchBody, CaseSortOrder } from '@portal/contracts';
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases, contactPersons } from './cases.table.ts';

export interface CaseQuery {
  branchIds: number[];
  skip: number;
  take: number;
  modifiedDateFrom?: string;
  modifiedDateTo?: string;
  deliveredProductCategories?: string[];
  orderStatuses?: string[];
  searchKey?: string;
  sortOrder: CaseSortOrder;
  sortDirection: NonNullable<CaseSearchBody['sortDirection']>;
  mustHaveOrder?: boolean;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The same expression as the trigram index `cases_search_trgm_idx`, so the planner can use it. */
const searchText = sql`lower(${cases.addressFull} || ' ' || ${cases.reference})`;

const sortColumns = {
  modifiedDate: cases.modifiedDate,
  reference: cases.reference,
  address: cases.addressFull,
  deliveryDate: cases.latestOrderChangeAt,
} as const;

function whereOf(query: CaseQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(cases.branchId, query.branchIds)];
  if (query.modifiedDateFrom) conditions.push(gte(cases.modifiedDate, new Date(query.modifiedDateFrom)));
  if (query.modifiedDateTo) conditions.push(lte(cases.modifiedDate, new Date(query.modifiedDateTo)));
  if (query.deliveredProductCategories?.length) {
    conditions.push(arrayOverlaps(cases.deliveredProductCategories, query.deliveredProductCategories));
  }
  if (query.orderStatuses?.length) conditions.push(inArray(cases.orderStatus, query.orderStatuses));
  if (query.mustHaveOrder) conditions.push(ne(cases.orderStatus, 'None'));
  if (query.searchKey) {
    conditions.push(sql`${searchText} like ${`%${escapeLike(query.searchKey.toLowerCase())}%`}`);
  }
  return and(...conditions);
}

export async function searchCases(db: Db, query: CaseQuery) {
  const where = whereOf(query);
  const column = sortColumns[query.sortOrder];
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const orderBy =
    query.sortOrder === 'deliveryDate'
      ? [sql`${column} ${sql.raw(query.sortDirection)} nulls last`, direction(cases.id)]
      : [direction(column), direction(cases.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ case: cases, branchName: branches.name, axCustomerId: branches.axCustomerId })
      .from(cases)
      .innerJoin(branches, eq(branches.id, cases.branchId))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.take)
      .offset(query.skip),
    db.select({ value: count() }).from(cases).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findContactPersonsOfCases(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db.select().from(contactPersons).where(inArray(contactPersons.caseId, caseIds));
}

export async function findBranchNames(db: Db, branchIds: number[]) {
  if (branchIds.length === 0) return [];
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(inArray(branches.id, branchIds))
    .orderBy(asc(branches.name));
}
