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
 * total is reached. `body` holds the filters and the sort; the pages add `skip` and `take` to it.
 */
export function pagedSearchQuery<Page extends SearchPage>(
  queryKey: QueryKey,
  path: string,
  body: object,
  pageSize: number,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page>(path, { method: 'POST', body: { ...body, skip: pageParam, take: pageSize }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => {
      const next = last.currentSkip + last.data.length;
      return last.data.length > 0 && next < last.total ? next : undefined;
    },
    // While a new filter loads, the old rows stay in place instead of an empty table flashing up.
    placeholderData: keepPreviousData,
  });
}
