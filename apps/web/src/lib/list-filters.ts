import { MIN_SEARCH_LENGTH, SortDirection } from '@portal/contracts';
import type { z } from 'zod';

/**
 * What every server-paged list (cases, tasks) filters and sorts by, as the address bar keeps it, so a
 * filtered list can be reloaded or shared.
 */
export interface ListFilters<Category extends string, Status extends string, SortKey extends string> {
  branchIds: number[];
  categories: Category[];
  /** Statuses as the user sees them; each list turns them into the hub's words. */
  statuses: Status[];
  search: string;
  sortOrder: SortKey;
  sortDirection: SortDirection;
}

export interface ListSort<SortKey extends string> {
  sortOrder: SortKey;
  sortDirection: SortDirection;
}

/** The rules of one list's address: which categories, statuses and sort keys it knows, and its default sort. */
export interface ListFilterRules<Category extends string, Status extends string, SortKey extends string> {
  category: z.ZodType<Category>;
  status: z.ZodType<Status>;
  sortKey: z.ZodType<SortKey>;
  defaultSort: ListSort<SortKey>;
}

/** The values of a repeated parameter that parse, each once, in the order given. */
const parsedList = <T>(values: string[], parse: (value: string) => T | undefined): T[] => [
  ...new Set(
    values.flatMap((value) => {
      const parsed = parse(value);
      return parsed === undefined ? [] : [parsed];
    }),
  ),
];

/** The list's filters from the address; anything it does not know is left out rather than refused. */
export function readListFilters<C extends string, S extends string, K extends string>(
  params: URLSearchParams,
  rules: ListFilterRules<C, S, K>,
): ListFilters<C, S, K> {
  return {
    branchIds: parsedList(params.getAll('department'), (value) =>
      /^\d+$/.test(value) ? Number(value) : undefined,
    ),
    categories: parsedList(params.getAll('category'), (value) => rules.category.safeParse(value).data),
    statuses: parsedList(params.getAll('status'), (value) => rules.status.safeParse(value).data),
    search: params.get('q') ?? '',
    sortOrder: rules.sortKey.safeParse(params.get('sort')).data ?? rules.defaultSort.sortOrder,
    sortDirection: SortDirection.safeParse(params.get('dir')).data ?? rules.defaultSort.sortDirection,
  };
}

/** Only what differs from the defaults goes into the address, to keep shared links short. */
export function writeListFilters<K extends string>(
  filters: ListFilters<string, string, K>,
  defaultSort: ListSort<K>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of filters.branchIds) params.append('department', String(id));
  for (const category of filters.categories) params.append('category', category);
  for (const status of filters.statuses) params.append('status', status);
  if (filters.search) params.set('q', filters.search);
  if (filters.sortOrder !== defaultSort.sortOrder || filters.sortDirection !== defaultSort.sortDirection) {
    params.set('sort', filters.sortOrder);
    params.set('dir', filters.sortDirection);
  }
  return params;
}

/** The search as the hub takes it: trimmed, and only from the shortest length it searches for. */
export function searchTerm(search: string): string | undefined {
  const trimmed = search.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : undefined;
}

/** A filter list as the hub takes it: left out when nothing is chosen. */
export const chosen = <T>(values: T[]): T[] | undefined => (values.length > 0 ? values : undefined);
