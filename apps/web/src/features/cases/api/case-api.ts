import {
  CASE_PAGE_SIZE,
  type CaseFiltersRecord,
  type CaseRecord,
  type CaseSearchBody,
  type CaseSearchResult,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { caseKeys } from '@/lib/query-keys.ts';

export const caseFiltersQuery = queryOptions({
  queryKey: caseKeys.filters(),
  queryFn: ({ signal }) => apiRequest<CaseFiltersRecord>('/api/Cases/Search/Filters', { signal }),
  staleTime: 5 * 60_000,
});

export const caseSearchQuery = (body: Omit<CaseSearchBody, 'skip' | 'take'>) =>
  pagedSearchQuery<CaseSearchResult>(caseKeys.search(body), '/api/Cases/Search', body, CASE_PAGE_SIZE);

export const caseQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseKeys.case(caseId),
    queryFn: ({ signal }) => apiRequest<CaseRecord>(`/api/Cases/${encodeURIComponent(caseId)}`, { signal }),
  });
