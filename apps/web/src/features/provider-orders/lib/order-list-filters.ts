import {
  CaseCategory,
  OrderStatusWord,
  type ProviderOrderQuery,
  ProviderOrderSortKey,
} from '@portal/contracts';
import {
  chosen,
  type ListFilterRules,
  type ListFilters,
  readListFilters,
  searchTerm,
  writeListFilters,
} from '@/lib/list-filters.ts';

/** The incoming orders' filters: those every list has, the departments' countries and the order dates. */
export type ProviderOrderListFilters = ListFilters<CaseCategory, OrderStatusWord, ProviderOrderSortKey> & {
  countries: string[];
  from: string;
  to: string;
};

export const DEFAULT_PROVIDER_ORDER_SORT = { sortOrder: 'createdDate', sortDirection: 'desc' } as const;

const RULES: ListFilterRules<CaseCategory, OrderStatusWord, ProviderOrderSortKey> = {
  category: CaseCategory,
  status: OrderStatusWord,
  sortKey: ProviderOrderSortKey,
  defaultSort: DEFAULT_PROVIDER_ORDER_SORT,
};

export const NO_PROVIDER_ORDER_FILTERS: ProviderOrderListFilters = {
  branchIds: [],
  categories: [],
  statuses: [],
  countries: [],
  from: '',
  to: '',
  search: '',
  ...DEFAULT_PROVIDER_ORDER_SORT,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : '');

/** The filters from the address; anything the hub would refuse is left out rather than shown as an error. */
export function readProviderOrderFilters(params: URLSearchParams): ProviderOrderListFilters {
  return {
    ...readListFilters(params, RULES),
    countries: [...new Set(params.getAll('country').filter((code) => /^[A-Z]{2}$/.test(code)))],
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
  };
}

export function writeProviderOrderFilters(filters: ProviderOrderListFilters): URLSearchParams {
  const params = writeListFilters(filters, DEFAULT_PROVIDER_ORDER_SORT);
  for (const code of filters.countries) params.append('country', code);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

export function toProviderOrderQuery(
  filters: ProviderOrderListFilters,
): Omit<ProviderOrderQuery, 'skip' | 'take'> {
  return {
    statuses: chosen(filters.statuses),
    countries: chosen(filters.countries),
    branchIds: chosen(filters.branchIds),
    categories: chosen(filters.categories),
    from: filters.from || undefined,
    to: filters.to || undefined,
    search: searchTerm(filters.search),
    sortOrder: filters.sortOrder,
    sortDirection: filters.sortDirection,
  };
}
