import type {
  WebhookCreateBody,
  WebhookCreated,
  WebhookDeliveryRecord,
  WebhookRecord,
  WebhookUpdateBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { webhookKeys } from '@/lib/query-keys.ts';

const pathOf = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

/** The webhooks of one department, for its admins. */
export const webhooksQuery = (branchId: number) =>
  queryOptions({
    queryKey: webhookKeys.branch(branchId),
    queryFn: ({ signal }) =>
      apiRequest<WebhookRecord[]>('/api/webhooks', { query: { branchId: String(branchId) }, signal }),
  });

export const webhookQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.one(id),
    queryFn: ({ signal }) => apiRequest<WebhookRecord>(pathOf(id), { signal }),
  });

/** The newest deliveries; reloaded every few seconds while one is still on its way. */
export const webhookDeliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => apiRequest<WebhookDeliveryRecord[]>(`${pathOf(id)}/deliveries`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 5000 : false,
  });

function useWebhookMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** Registers a webhook; the answer holds its signing secret, shown once. */
export const useCreateWebhook = () =>
  useWebhookMutation((body: WebhookCreateBody) =>
    apiRequest<WebhookCreated>('/api/webhooks', { method: 'POST', body }),
  );

export const useUpdateWebhook = (id: string) =>
  useWebhookMutation((body: WebhookUpdateBody) =>
    apiRequest<WebhookRecord>(pathOf(id), { method: 'PATCH', body }),
  );

export const useDeleteWebhook = (id: string) =>
  useWebhookMutation(() => apiRequest<void>(pathOf(id), { method: 'DELETE' }));

export const useResendDelivery = (id: string) =>
  useWebhookMutation((deliveryId: string) =>
    apiRequest<WebhookDeliveryRecord>(`${pathOf(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, {
      method: 'POST',
    }),
  );

export const usePingWebhook = (id: string) =>
  useWebhookMutation(() => apiRequest<WebhookDeliveryRecord>(`${pathOf(id)}/ping`, { method: 'POST' }));
