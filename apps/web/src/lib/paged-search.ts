import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** One page of a hub search answer (docs/product.md: cases and tasks page with skip and take). */
interface SearchPage {
  data: unknown[];
  total: number;
  currentSkip: number;
}

/**
 * A server-paged list: `pageSize` rows a page, the next page starting where the last one ended, until the
 * total is reached. `body` holds the filters and the sort; the pages add `skip` and `take` to it. A search
 * is POSTed; a list that is read with GET (`method`) gets them in the address instead.
 */
export function pagedSearchQuery<Page extends SearchPage>(
  queryKey: QueryKey,
  path: string,
  body: object,
  pageSize: number,
  method: 'GET' | 'POST' = 'POST',
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const paged = { ...body, skip: pageParam, take: pageSize };
      return method === 'POST'
        ? apiRequest<Page>(path, { method, body: paged, signal })
        : apiRequest<Page>(path, { query: queryOf(paged), signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last: Page) => {
      const next = last.currentSkip + last.data.length;
      return last.data.length > 0 && next < last.total ? next : undefined;
    },
    // While a new filter loads, the old rows stay in place instead of an empty table flashing up.
    placeholderData: keepPreviousData,
  });
}

/** The filters of a GET list as its address's query; an empty or missing filter is left out. */
function queryOf(values: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === undefined || value === null || value === '' ? undefined : String(value),
    ]),
  );
}
