import {
  ADMIN_PAGE_SIZE,
  type AdminUserSearchBody,
  type BranchAccessPatchBody,
  type ImpersonationSearchBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { userKeys } from '@/lib/query-keys.ts';

/** The users page: active users of the departments the signed-in admin administers. */
export function adminUserSearchQuery(body: Omit<AdminUserSearchBody, 'skip' | 'take'>) {
  return pagedSearchQuery(
    userKeys.search(body),
    (page, signal) => call(hub.POST('/api/User/search', { body: { ...body, ...page }, signal })),
    ADMIN_PAGE_SIZE,
  );
}

/** One user's access in every department the signed-in admin administers (NONE included). */
export function userAccessQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.access(id),
    queryFn: ({ signal }) => call(hub.GET('/api/User/id/{id}/access', { params: { path: { id } }, signal })),
  });
}

/** Access changes show on every users list and on the user's own page. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

/** Gives access, or switches the admin flag, in one department. */
export function useChangeAccess(userId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ branchId, body }: { branchId: number; body: BranchAccessPatchBody }) =>
      call(
        hub.PATCH('/api/User/id/{id}/branch/{branchId}', {
          params: { path: { id: userId, branchId } },
          body,
        }),
      ),
    onSettled: refresh,
  });
}

/**
 * Takes the user's access to one department away; it counts from the user's next request. The users lists
 * are only marked stale: after the last shared department the user is no longer a colleague (their page
 * answers 404), so the page decides what to load next.
 */
export function useRevokeAccess(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branchId: number) =>
      call(hub.DELETE('/api/User/id/{id}/branch/{branchId}', { params: { path: { id: userId, branchId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' }),
  });
}

/** The users support staff may act as. */
export function impersonationSearchQuery(body: Omit<ImpersonationSearchBody, 'skip' | 'take'>) {
  return pagedSearchQuery(
    userKeys.impersonationCandidates(body),
    (page, signal) =>
      call(hub.POST('/api/User/impersonation/search', { body: { ...body, ...page }, signal })),
    ADMIN_PAGE_SIZE,
  );
}
