import { CASE_PAGE_SIZE, type CaseAddressBody, type CaseSearchBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { searchCases } from '@/lib/case-search.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { caseKeys, orderKeys, presentationKeys } from '@/lib/query-keys.ts';

export const caseFiltersQuery = queryOptions({
  queryKey: caseKeys.filters(),
  queryFn: ({ signal }) => call(hub.GET('/api/Cases/Search/Filters', { signal })),
  staleTime: 5 * 60_000,
});

export const caseSearchQuery = (body: Omit<CaseSearchBody, 'skip' | 'take'>) =>
  pagedSearchQuery(
    caseKeys.search(body),
    (page, signal) => searchCases({ ...body, ...page }, signal),
    CASE_PAGE_SIZE,
  );

export const caseQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseKeys.case(caseId),
    queryFn: ({ signal }) => call(hub.GET('/api/Cases/{id}', { params: { path: { id: caseId } }, signal })),
  });

/**
 * POST /cases/{id}/address. The case's orders, its presentation and every list show the address from the
 * case, so all of them are read again.
 */
export function useChangeCaseAddress(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: CaseAddressBody) =>
      call(hub.POST('/api/cases/{id}/address', { params: { path: { id: caseId } }, body: address })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: presentationKeys.case(caseId) }),
      ]),
  });
}
