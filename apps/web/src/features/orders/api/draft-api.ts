import type { OrderDraft, OrderFlow } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { orderKeys } from '@/lib/query-keys.ts';

const DRAFT_PATH = '/api/orders/draft';

export interface DraftBody {
  id?: string;
  step: number;
  flow: OrderFlow | null;
  data: Record<string, unknown>;
}

/** The user's unfinished order, or null when there is none (the hub answers 204). */
export const draftQuery = queryOptions({
  queryKey: orderKeys.draft(),
  queryFn: async ({ signal }) => (await apiRequest<OrderDraft | undefined>(DRAFT_PATH, { signal })) ?? null,
  // The question "continue?" must be about the draft as it is now, not as another tab left it.
  staleTime: 0,
  gcTime: 0,
});

/** `keepalive` lets the last save finish after the page is closed. */
export const saveDraft = (body: DraftBody, keepalive = false) =>
  apiRequest<OrderDraft>(DRAFT_PATH, { method: 'PUT', body, keepalive });

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(DRAFT_PATH, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(draftQuery.queryKey, null),
  });
}

/** Navigation state of the new-order page when the user already chose to continue the unfinished order. */
export interface ContinueDraftState {
  continueDraft: boolean;
}
