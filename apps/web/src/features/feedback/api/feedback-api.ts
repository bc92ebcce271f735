import type { FeedbackRecord, SaveFeedbackBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { feedbackKeys } from '@/lib/query-keys.ts';

const lineParams = (lineId: string) => ({ path: { id: lineId } });

/** The hub signs the picture URLs for an hour; after 45 minutes the feedback is fetched again. */
const PICTURE_URLS_FRESH_MS = 45 * 60_000;

export const feedbackQuery = (orderId: string, lineId: string) =>
  queryOptions({
    queryKey: feedbackKeys.feedback(orderId, lineId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/orders/orderlines/{id}/feedback', { params: lineParams(lineId), signal })),
    staleTime: PICTURE_URLS_FRESH_MS,
  });

/** Saves the whole draft (the hub numbers the labels), or submits it for review after saving it. */
export function useFeedbackActions(orderId: string, lineId: string) {
  const queryClient = useQueryClient();
  const store = (record: FeedbackRecord) =>
    queryClient.setQueryData(feedbackKeys.feedback(orderId, lineId), record);
  const save = useMutation({
    mutationFn: (body: SaveFeedbackBody) =>
      call(hub.PUT('/api/orders/orderlines/{id}/feedback', { params: lineParams(lineId), body })),
    onSuccess: store,
  });
  const submit = useMutation({
    mutationFn: () =>
      call(hub.POST('/api/orders/orderlines/{id}/feedback/submit', { params: lineParams(lineId) })),
    onSuccess: store,
  });
  return { save, submit };
}
