import {
  ADMIN_PAGE_SIZE,
  type BranchApp,
  type BranchDetails,
  type BranchPatchBody,
  type BranchSearchBody,
  type BranchSearchResult,
  type DirectoryDomainsBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { branchKeys } from '@/lib/query-keys.ts';

export function branchSearchQuery(body: Omit<BranchSearchBody, 'skip' | 'take'>) {
  return pagedSearchQuery(
    branchKeys.search(body),
    (page, signal) => call(hub.POST('/api/Branch/search', { body: { ...body, ...page }, signal })),
    ADMIN_PAGE_SIZE,
  );
}

export function branchQuery(branchId: number) {
  return queryOptions({
    queryKey: branchKeys.branch(branchId),
    queryFn: ({ signal }) => apiRequest<BranchDetails>(`/api/Branch/id/${branchId}`, { signal }),
  });
}

export function branchAppsQuery(branchId: number) {
  return queryOptions({
    queryKey: branchKeys.apps(branchId),
    queryFn: ({ signal }) => apiRequest<BranchApp[]>(`/api/Branch/id/${branchId}/apps`, { signal }),
  });
}

/**
 * A change shows in the department's page and apps (its key is their prefix) and in the list; the other
 * departments' pages are untouched.
 */
function useRefreshBranch(branchId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: branchKeys.branch(branchId) }),
      queryClient.invalidateQueries({ queryKey: [...branchKeys.all, 'search'] }),
    ]);
}

export function useUpdateBranch(branchId: number) {
  const refresh = useRefreshBranch(branchId);
  return useMutation({
    mutationFn: (body: BranchPatchBody) =>
      apiRequest<BranchDetails>(`/api/Branch/id/${branchId}`, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

export function useSetDirectoryDomains(branchId: number) {
  const refresh = useRefreshBranch(branchId);
  return useMutation({
    mutationFn: (body: DirectoryDomainsBody) =>
      apiRequest<{ domains: string[] }>(`/api/Branch/id/${branchId}/directory-domains`, {
        method: 'PUT',
        body,
      }),
    onSuccess: refresh,
  });
}

/** Every department the user sees, in one answer, for choosing one (the hub's largest page). */
export const branchChoicesQuery = queryOptions({
  queryKey: branchKeys.search({ choices: true }),
  queryFn: ({ signal }) =>
    apiRequest<BranchSearchResult>('/api/Branch/search', { method: 'POST', body: { take: 100 }, signal }),
  select: (result) => result.data,
});
