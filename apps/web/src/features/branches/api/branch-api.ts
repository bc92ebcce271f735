import {
  ADMIN_PAGE_SIZE,
  type BranchPatchBody,
  type BranchSearchBody,
  type DirectoryDomainsBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { branchKeys } from '@/lib/query-keys.ts';

export function branchSearchQuery(body: Omit<BranchSearchBody, 'skip' | 'take'>) {
  return pagedSearchQuery(
    branchKeys.search(body),
    (page, signal) => call(hub.POST('/api/Branch/search', { body: { ...body, ...page }, signal })),
    ADMIN_PAGE_SIZE,
  );
}

const byId = (branchId: number) => ({ params: { path: { id: branchId } } });

export function branchQuery(branchId: number) {
  return queryOptions({
    queryKey: branchKeys.branch(branchId),
    queryFn: ({ signal }) => call(hub.GET('/api/Branch/id/{id}', { ...byId(branchId), signal })),
  });
}

export function branchAppsQuery(branchId: number) {
  return queryOptions({
    queryKey: branchKeys.apps(branchId),
    queryFn: ({ signal }) => call(hub.GET('/api/Branch/id/{id}/apps', { ...byId(branchId), signal })),
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
      call(hub.PATCH('/api/Branch/id/{id}', { ...byId(branchId), body })),
    onSuccess: refresh,
  });
}

export function useSetDirectoryDomains(branchId: number) {
  const refresh = useRefreshBranch(branchId);
  return useMutation({
    mutationFn: (body: DirectoryDomainsBody) =>
      call(hub.PUT('/api/Branch/id/{id}/directory-domains', { ...byId(branchId), body })),
    onSuccess: refresh,
  });
}

/** Every department the user sees, in one answer, for choosing one (the hub's largest page). */
export const branchChoicesQuery = queryOptions({
  queryKey: branchKeys.search({ choices: true }),
  queryFn: ({ signal }) => call(hub.POST('/api/Branch/search', { body: { take: 100 }, signal })),
  select: (result) => result.data,
});
