import type { OrderFlow } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { orderKeys } from '@/lib/query-keys.ts';

export interface DraftBody {
  id?: string;
  step: number;
  flow: OrderFlow | null;
  data: Record<string, unknown>;
}

/** The user's unfinished order, or null when there is none (the hub answers 204). */
export const draftQuery = queryOptions({
  queryKey: orderKeys.draft(),
  queryFn: async ({ signal }) => (await call(hub.GET('/api/orders/draft', { signal }))) ?? null,
  // The question "continue?" must be about the draft as it is now, not as another tab left it.
  staleTime: 0,
  gcTime: 0,
});

/** `keepalive` lets the last save finish after the page is closed. */
export const saveDraft = (body: DraftBody, keepalive = false) =>
  call(hub.PUT('/api/orders/draft', { body, keepalive }));

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(hub.DELETE('/api/orders/draft')),
    onSuccess: () => queryClient.setQueryData(draftQuery.queryKey, null),
  });
}

/** Navigation state of the new-order page when the user already chose to continue the unfinished order. */
export interface ContinueDraftState {
  continueDraft: boolean;
}
