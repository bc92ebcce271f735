import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { brandingKeys } from '@/lib/query-keys.ts';

/** The look of the chosen department, or of the user's first department when none is chosen. */
export const whitelabelQuery = (branchId: number | null) =>
  queryOptions({
    queryKey: brandingKeys.whitelabel(branchId),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/webshop/whitelabel', {
          params: { query: branchId === null ? undefined : { branchId } },
          signal,
        }),
      ),
    staleTime: 30 * 60_000,
  });
