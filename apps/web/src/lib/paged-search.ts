import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** One page of a hub search answer (docs/product.md: cases and tasks page with skip and take). */
interface SearchPage {
  data: unknown[];
  total: number;
  currentSkip: number;
}

/** The filters as a query string: a list repeats its parameter, and what is not set is left out. */
function toQueryString(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  return params.toString();
}

/**
 * A server-paged list: `pageSize` rows a page, the next page starting where the last one ended, until the
 * total is reached. `body` holds the filters and the sort; the pages add `skip` and `take` to it. A GET list
 * (the provider's console, campaigns, properties) takes them in the query string instead.
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
      const filters = { ...body, skip: pageParam, take: pageSize };
      return method === 'GET'
        ? apiRequest<Page>(`${path}?${toQueryString(filters)}`, { signal })
        : apiRequest<Page>(path, { method, body: filters, signal });
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
