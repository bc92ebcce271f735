import type { WebhookCreateBody, WebhookUpdateBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { webhookKeys } from '@/lib/query-keys.ts';

const byId = (id: string) => ({ params: { path: { id } } });

/** The webhooks of one department, for its admins. */
export const webhooksQuery = (branchId: number) =>
  queryOptions({
    queryKey: webhookKeys.branch(branchId),
    queryFn: ({ signal }) => call(hub.GET('/api/webhooks', { params: { query: { branchId } }, signal })),
  });

export const webhookQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.one(id),
    queryFn: ({ signal }) => call(hub.GET('/api/webhooks/{id}', { ...byId(id), signal })),
  });

/** The newest deliveries; reloaded every few seconds while one is still on its way. */
export const webhookDeliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => call(hub.GET('/api/webhooks/{id}/deliveries', { ...byId(id), signal })),
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
  useWebhookMutation((body: WebhookCreateBody) => call(hub.POST('/api/webhooks', { body })));

export const useUpdateWebhook = (id: string) =>
  useWebhookMutation((body: WebhookUpdateBody) =>
    call(hub.PATCH('/api/webhooks/{id}', { ...byId(id), body })),
  );

export const useDeleteWebhook = (id: string) =>
  useWebhookMutation(() => call(hub.DELETE('/api/webhooks/{id}', byId(id))));

export const useResendDelivery = (id: string) =>
  useWebhookMutation((deliveryId: string) =>
    call(
      hub.POST('/api/webhooks/{id}/deliveries/{deliveryId}/resend', {
        params: { path: { id, deliveryId } },
      }),
    ),
  );

export const usePingWebhook = (id: string) =>
  useWebhookMutation(() => call(hub.POST('/api/webhooks/{id}/ping', byId(id))));
