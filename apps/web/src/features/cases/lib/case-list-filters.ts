import {
  CaseCategory,
  type CaseSearchBody,
  CaseSortOrder,
  displayOrderStatus,
  type Locale,
  mapOrderStatus,
  OrderStatus,
  OrderStatusWord,
} from '@portal/contracts';
import dayjs from 'dayjs';
import {
  chosen,
  type ListFilterRules,
  type ListFilters,
  readListFilters,
  searchTerm,
  writeListFilters,
} from '@/lib/list-filters.ts';

/** The case list's filters: the lists' own, and the period in which a case last changed. */
export interface CaseListFilters extends ListFilters<CaseCategory, OrderStatus, CaseSortOrder> {
  /** The first and last day of the period (YYYY-MM-DD), in the user's time zone. */
  from: string | null;
  to: string | null;
}

export const DEFAULT_SORT = { sortOrder: 'modifiedDate', sortDirection: 'desc' } as const;

const RULES: ListFilterRules<CaseCategory, OrderStatus, CaseSortOrder> = {
  category: CaseCategory,
  status: OrderStatus,
  sortKey: CaseSortOrder,
  defaultSort: DEFAULT_SORT,
};

export const NO_FILTERS: CaseListFilters = {
  branchIds: [],
  categories: [],
  statuses: [],
  from: null,
  to: null,
  search: '',
  ...DEFAULT_SORT,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists: dayjs would read 2026-02-31 as 3 March, so the day must read back the same. */
const day = (value: string | null): string | null =>
  value && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : null;

export function readCaseListFilters(params: URLSearchParams): CaseListFilters {
  return { ...readListFilters(params, RULES), from: day(params.get('from')), to: day(params.get('to')) };
}

export function writeCaseListFilters(filters: CaseListFilters): URLSearchParams {
  const params = writeListFilters(filters, DEFAULT_SORT);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

export const displayStatusOf = (word: string, locale: Locale): OrderStatus =>
  displayOrderStatus(mapOrderStatus(word), locale);

/**
 * The hub's words behind the statuses shown: in Danish "Open" also covers back-ordered cases (and a
 * shared link asking for back orders means the open ones there).
 */
function orderStatusWords(statuses: OrderStatus[], locale: Locale): OrderStatusWord[] {
  const shown = statuses.map((status) => displayOrderStatus(status, locale));
  return OrderStatusWord.options.filter((word) => shown.includes(displayStatusOf(word, locale)));
}

export function toCaseSearchBody(
  filters: CaseListFilters,
  locale: Locale,
): Omit<CaseSearchBody, 'skip' | 'take'> {
  return {
    branchIds: chosen(filters.branchIds),
    deliveredProductCategories: chosen(filters.categories),
    orderStatuses: filters.statuses.length > 0 ? orderStatusWords(filters.statuses, locale) : undefined,
    // Whole days in the user's own time zone, sent with their offset as the hub expects.
    modifiedDateFrom: filters.from ? dayjs(filters.from).startOf('day').format() : undefined,
    modifiedDateTo: filters.to ? dayjs(filters.to).endOf('day').format() : undefined,
    searchKey: searchTerm(filters.search),
    sortOrder: filters.sortOrder,
    sortDirection: filters.sortDirection,
  };
}
