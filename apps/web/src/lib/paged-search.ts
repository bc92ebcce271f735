import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';

/** One page of a hub search answer (docs/product.md: cases and tasks page with skip and take). */
interface SearchPage {
  data: unknown[];
  total: number;
  currentSkip: number;
}

/** Where a page starts and how many rows it holds, added to a search's filters and sort. */
interface PageWindow {
  skip: number;
  take: number;
}

/**
 * A server-paged list: `pageSize` rows a page, the next page starting where the last one ended, until the
 * total is reached. `fetchPage` makes the list's own typed hub call with the filters and the page's window.
 */
export function pagedSearchQuery<Page extends SearchPage>(
  queryKey: QueryKey,
  fetchPage: (window: PageWindow, signal: AbortSignal) => Promise<Page>,
  pageSize: number,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ skip: pageParam, take: pageSize }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => {
      const next = last.currentSkip + last.data.length;
      return last.data.length > 0 && next < last.total ? next : undefined;
    },
    // While a new filter loads, the old rows stay in place instead of an empty table flashing up.
    placeholderData: keepPreviousData,
  });
}
