import type { RateOrderLineBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { feedbackKeys } from '@/lib/query-keys.ts';

/** The feedback and complaints on every line of the order, newest first, with the provider's answers. */
export const orderRatingsQuery = (orderId: string) =>
  queryOptions({
    queryKey: feedbackKeys.orderRatings(orderId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/orders/{id}/ratings', { params: { path: { id: orderId } }, signal })),
  });

export function useRateOrderLine(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateOrderLineBody) => call(hub.POST('/api/orders/rating/w2', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.orderRatings(orderId) }),
  });
}
