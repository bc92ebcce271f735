import type { CaseCategory, OrderStatusWord, ProviderOrderSortKey, SortDirection } from '@portal/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/query-helpers.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { packages } from '../catalogue/catalogue.table.ts';
import { reachedProvider } from './orders.repo.ts';
import { orders } from './orders.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProviderOrderSearch {
  skip: number;
  take: number;
  statuses?: OrderStatusWord[];
  countries?: string[];
  branchIds?: number[];
  categories?: CaseCategory[];
  from?: string;
  to?: string;
  search?: string;
  sortOrder: ProviderOrderSortKey;
  sortDirection: SortDirection;
}

// The same expressions as the trigram indexes `cases_search_trgm_idx` and `orders_sales_id_trgm_idx`.
const addressText = sql`lower(${cases.addressFull} || ' ' || ${cases.reference})`;
const salesIdText = sql`lower(${orders.salesId})`;

const sortColumns = { createdDate: orders.createdDate, salesId: orders.salesId, address: cases.addressFull };

function whereOf(query: ProviderOrderSearch): SQL | undefined {
  // An order waiting for its office's approval, or rejected, is in no list, count or search of the provider.
  const conditions: (SQL | undefined)[] = [reachedProvider];
  if (query.statuses?.length) conditions.push(inArray(orders.status, query.statuses));
  if (query.countries?.length) conditions.push(inArray(branches.countryCode, query.countries));
  if (query.branchIds?.length) conditions.push(inArray(orders.branchId, query.branchIds));
  if (query.categories?.length) conditions.push(inArray(cases.category, query.categories));
  if (query.from) conditions.push(gte(orders.createdDate, new Date(`${query.from}T00:00:00Z`)));
  // The "to" day is included: everything before the next day's start.
  if (query.to) {
    conditions.push(lt(orders.createdDate, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  }
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    conditions.push(or(sql`${addressText} like ${pattern}`, sql`${salesIdText} like ${pattern}`));
  }
  return and(...conditions);
}

/** Every department's orders matching the query in the asked order, one page, and the total. */
export async function searchProviderOrders(db: Db, query: ProviderOrderSearch) {
  const where = whereOf(query);
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        address: cases.addressFull,
        branchName: branches.name,
        countryCode: branches.countryCode,
        packageName: packages.name,
      })
      .from(orders)
      .innerJoin(cases, eq(cases.id, orders.caseId))
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .leftJoin(packages, eq(packages.id, orders.packageId))
      .where(where)
      .orderBy(direction(sortColumns[query.sortOrder]), direction(orders.id))
      .limit(query.take)
      .offset(query.skip),
    db
      .select({ value: count() })
      .from(orders)
      .innerJoin(cases, eq(cases.id, orders.caseId))
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The departments that have orders, by name, for the list's filters. */
export async function findBranchesWithOrders(db: Db) {
  return db
    .selectDistinct({ id: branches.id, name: branches.name, countryCode: branches.countryCode })
    .from(branches)
    .innerJoin(orders, and(eq(orders.branchId, branches.id), reachedProvider))
    .orderBy(asc(branches.name), asc(branches.id));
}
