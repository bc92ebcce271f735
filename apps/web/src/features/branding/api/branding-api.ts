import type { WhitelabelRecord } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { brandingKeys } from '@/lib/query-keys.ts';

/** The look of the chosen department, or of the user's first department when none is chosen. */
export const whitelabelQuery = (branchId: number | null) =>
  queryOptions({
    queryKey: brandingKeys.whitelabel(branchId),
    queryFn: ({ signal }) =>
      apiRequest<WhitelabelRecord>('/api/webshop/whitelabel', {
        signal,
        query: branchId === null ? undefined : { branchId: String(branchId) },
      }),
    staleTime: 30 * 60_000,
  });
