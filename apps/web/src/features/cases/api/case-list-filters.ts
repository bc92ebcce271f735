import {
  CaseCategory,
  type CaseSearchBody,
  CaseSortOrder,
  displayOrderStatus,
  type Locale,
  MIN_SEARCH_LENGTH,
  mapOrderStatus,
  OrderStatus,
  OrderStatusWord,
  SortDirection,
} from '@portal/contracts';
import dayjs from 'dayjs';

/** The case list's filters as the address bar keeps them, so a filtered list can be reloaded or shared. */
export interface CaseListFilters {
  branchIds: number[];
  categories: CaseCategory[];
  /** Statuses as the user sees them; see `orderStatusWords` for the words sent to the hub. */
  statuses: OrderStatus[];
  from: string | null;
  to: string | null;
  search: string;
  sortOrder: CaseSortOrder;
  sortDirection: SortDirection;
}

export const DEFAULT_SORT = { sortOrder: 'modifiedDate', sortDirection: 'desc' } as const;

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

const parsedList = <T>(values: string[], parse: (value: string) => T | undefined): T[] =>
  values.flatMap((value) => {
    const parsed = parse(value);
    return parsed === undefined ? [] : [parsed];
  });

const day = (value: string | null): string | null =>
  value && DAY.test(value) && dayjs(value).isValid() ? value : null;

export function readCaseListFilters(params: URLSearchParams): CaseListFilters {
  return {
    branchIds: parsedList(params.getAll('department'), (value) =>
      /^\d+$/.test(value) ? Number(value) : undefined,
    ),
    categories: parsedList(params.getAll('category'), (value) => CaseCategory.safeParse(value).data),
    statuses: parsedList(params.getAll('status'), (value) => OrderStatus.safeParse(value).data),
    from: day(params.get('from')),
    to: day(params.get('to')),
    search: params.get('q') ?? '',
    sortOrder: CaseSortOrder.safeParse(params.get('sort')).data ?? DEFAULT_SORT.sortOrder,
    sortDirection: SortDirection.safeParse(params.get('dir')).data ?? DEFAULT_SORT.sortDirection,
  };
}

/** Only what differs from the defaults goes into the address, to keep shared links short. */
export function writeCaseListFilters(filters: CaseListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of filters.branchIds) params.append('department', String(id));
  for (const category of filters.categories) params.append('category', category);
  for (const status of filters.statuses) params.append('status', status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.search) params.set('q', filters.search);
  if (filters.sortOrder !== DEFAULT_SORT.sortOrder || filters.sortDirection !== DEFAULT_SORT.sortDirection) {
    params.set('sort', filters.sortOrder);
    params.set('dir', filters.sortDirection);
  }
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
  const search = filters.search.trim();
  return {
    branchIds: filters.branchIds.length > 0 ? filters.branchIds : undefined,
    deliveredProductCategories: filters.categories.length > 0 ? filters.categories : undefined,
    orderStatuses: filters.statuses.length > 0 ? orderStatusWords(filters.statuses, locale) : undefined,
    // Whole days in the user's own time zone, sent with their offset as the hub expects.
    modifiedDateFrom: filters.from ? dayjs(filters.from).startOf('day').format() : undefined,
    modifiedDateTo: filters.to ? dayjs(filters.to).endOf('day').format() : undefined,
    searchKey: search.length >= MIN_SEARCH_LENGTH ? search : undefined,
    sortOrder: filters.sortOrder,
    sortDirection: filters.sortDirection,
  };
}
