import {
  CASE_PAGE_SIZE,
  type CaseFiltersRecord,
  type CaseSearchBody,
  type CaseSearchResult,
} from '@portal/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const caseFiltersQuery = queryOptions({
  queryKey: ['cases', 'filters'],
  queryFn: ({ signal }) => apiRequest<CaseFiltersRecord>('/api/Cases/Search/Filters', { signal }),
  staleTime: 5 * 60_000,
});

export function caseSearchQuery(body: Omit<CaseSearchBody, 'skip' | 'take'>) {
  return infiniteQueryOptions({
    queryKey: ['cases', 'search', body],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<CaseSearchResult>('/api/Cases/Search', {
        method: 'POST',
        body: { ...body, skip: pageParam, take: CASE_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.currentSkip + last.data.length;
      return last.data.length > 0 && next < last.total ? next : undefined;
    },
    // While a new filter loads, the old rows stay in place instead of an empty table flashing up.
    placeholderData: keepPreviousData,
  });
}
