import type { FeedbackRecord, SaveFeedbackBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { feedbackKeys } from '@/lib/query-keys.ts';

const feedbackPath = (lineId: string) => `/api/orders/orderlines/${encodeURIComponent(lineId)}/feedback`;

/** The hub signs the picture URLs for an hour; after 45 minutes the feedback is fetched again. */
const PICTURE_URLS_FRESH_MS = 45 * 60_000;

export const feedbackQuery = (orderId: string, lineId: string) =>
  queryOptions({
    queryKey: feedbackKeys.feedback(orderId, lineId),
    queryFn: ({ signal }) => apiRequest<FeedbackRecord>(feedbackPath(lineId), { signal }),
    staleTime: PICTURE_URLS_FRESH_MS,
  });

/** Saves the whole draft (the hub numbers the labels), or submits it for review after saving it. */
export function useFeedbackActions(orderId: string, lineId: string) {
  const queryClient = useQueryClient();
  const store = (record: FeedbackRecord) =>
    queryClient.setQueryData(feedbackKeys.feedback(orderId, lineId), record);
  const save = useMutation({
    mutationFn: (body: SaveFeedbackBody) =>
      apiRequest<FeedbackRecord>(feedbackPath(lineId), { method: 'PUT', body }),
    onSuccess: store,
  });
  const submit = useMutation({
    mutationFn: () => apiRequest<FeedbackRecord>(`${feedbackPath(lineId)}/submit`, { method: 'POST' }),
    onSuccess: store,
  });
  return { save, submit };
}
