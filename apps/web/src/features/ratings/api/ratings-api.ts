import type { RateOrderLineBody, RatingRecord } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { feedbackKeys } from '@/lib/query-keys.ts';

/** The ratings given on an order line, newest first. */
export const lineRatingsQuery = (orderId: string, lineId: string) =>
  queryOptions({
    queryKey: feedbackKeys.ratings(orderId, lineId),
    queryFn: ({ signal }) =>
      apiRequest<RatingRecord[]>(`/api/orders/orderlines/${encodeURIComponent(lineId)}/ratings`, { signal }),
  });

export function useRateOrderLine(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateOrderLineBody) =>
      apiRequest<RatingRecord>('/api/orders/rating/w2', { method: 'POST', body }),
    onSuccess: (rating) =>
      queryClient.invalidateQueries({ queryKey: feedbackKeys.ratings(orderId, rating.orderlineId) }),
  });
}
