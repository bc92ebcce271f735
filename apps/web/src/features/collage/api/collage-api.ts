import type { MakeCollageBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { collageKeys, materialKeys } from '@/lib/query-keys.ts';

export const collagePricingQuery = (caseId: string) =>
  queryOptions({
    queryKey: collageKeys.pricing(caseId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/assets/collage/pricing', { params: { path: { id: caseId } }, signal })),
    staleTime: 5 * 60_000,
  });

/** Makes the collage; the case's material list then shows it as a new picture. */
export function useMakeCollage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MakeCollageBody) =>
      call(hub.POST('/api/cases/{id}/assets/collage', { params: { path: { id: caseId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.assets(caseId) }),
  });
}
