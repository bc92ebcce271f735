import type { ApiKeyCreateBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { apiKeyKeys } from '@/lib/query-keys.ts';

/** The keys of one department, for its admins. */
export const apiKeysQuery = (branchId: number) =>
  queryOptions({
    queryKey: apiKeyKeys.branch(branchId),
    queryFn: ({ signal }) => call(hub.GET('/api/api-keys', { params: { query: { branchId } }, signal })),
  });

/** Makes a key; the answer holds the key itself, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) => call(hub.POST('/api/api-keys', { body })),
    onSuccess: (created) =>
      queryClient.invalidateQueries({ queryKey: apiKeyKeys.branch(created.apiKey.branchId) }),
  });
}

export function useRevokeApiKey(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(hub.POST('/api/api-keys/{id}/revoke', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.branch(branchId) }),
  });
}
