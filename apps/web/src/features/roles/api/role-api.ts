import { ADMIN_PAGE_SIZE, type RoleBody, type RoleSearchBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { authKeys } from '@/lib/auth.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { roleKeys, userKeys } from '@/lib/query-keys.ts';

export function roleSearchQuery(body: Omit<RoleSearchBody, 'skip' | 'take'>) {
  return pagedSearchQuery(
    roleKeys.search(body),
    (page, signal) => call(hub.POST('/api/Role/search', { body: { ...body, ...page }, signal })),
    ADMIN_PAGE_SIZE,
  );
}

/**
 * A saved role shows in the roles list, in the role names of the users pages, and in what the editor
 * themselves may do (their own role may be the one changed).
 */
function useRefreshAfterRoleChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: authKeys.permissions() }),
    ]);
}

/** Creates a role (no id) or replaces a role's name and permissions. */
export function useSaveRole(id: number | null) {
  const refresh = useRefreshAfterRoleChange();
  return useMutation({
    mutationFn: (body: RoleBody) =>
      id === null
        ? call(hub.POST('/api/Role', { body }))
        : call(hub.PATCH('/api/Role/id/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}
