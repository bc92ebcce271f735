import type { CollagePricingRecord, CollageResultRecord, MakeCollageBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { collageKeys, materialKeys } from '@/lib/query-keys.ts';

const collagePath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/assets/collage`;

export const collagePricingQuery = (caseId: string) =>
  queryOptions({
    queryKey: collageKeys.pricing(caseId),
    queryFn: ({ signal }) => apiRequest<CollagePricingRecord>(`${collagePath(caseId)}/pricing`, { signal }),
    staleTime: 5 * 60_000,
  });

/** Makes the collage; the case's material list then shows it as a new picture. */
export function useMakeCollage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MakeCollageBody) =>
      apiRequest<CollageResultRecord>(collagePath(caseId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.assets(caseId) }),
  });
}
