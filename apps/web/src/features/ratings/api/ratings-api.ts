import type { RateOrderLineBody, RatingRecord } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { feedbackKeys } from '@/lib/query-keys.ts';

/** The feedback and complaints on every line of the order, newest first, with the provider's answers. */
export const orderRatingsQuery = (orderId: string) =>
  queryOptions({
    queryKey: feedbackKeys.orderRatings(orderId),
    queryFn: ({ signal }) =>
      apiRequest<RatingRecord[]>(`/api/orders/${encodeURIComponent(orderId)}/ratings`, { signal }),
  });

export function useRateOrderLine(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateOrderLineBody) =>
      apiRequest<RatingRecord>('/api/orders/rating/w2', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.orderRatings(orderId) }),
  });
}
