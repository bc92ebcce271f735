import type { ApiKeyCreateBody, ApiKeyCreated, ApiKeyRecord } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { apiKeyKeys } from '@/lib/query-keys.ts';

/** The keys of one department, for its admins. */
export const apiKeysQuery = (branchId: number) =>
  queryOptions({
    queryKey: apiKeyKeys.branch(branchId),
    queryFn: ({ signal }) =>
      apiRequest<ApiKeyRecord[]>('/api/api-keys', { query: { branchId: String(branchId) }, signal }),
  });

/** Makes a key; the answer holds the key itself, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) =>
      apiRequest<ApiKeyCreated>('/api/api-keys', { method: 'POST', body }),
    onSuccess: (created) =>
      queryClient.invalidateQueries({ queryKey: apiKeyKeys.branch(created.apiKey.branchId) }),
  });
}

export function useRevokeApiKey(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/api-keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.branch(branchId) }),
  });
}
