import type { OrderStatusWord, ProviderOrderQuery, ProviderOrderStatusBody } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';

export const PROVIDER_ORDERS_PAGE_SIZE = 30;

// Kept with the console's feature rather than in lib/query-keys.ts: office users never load this chunk.
export const providerOrderKeys = {
  all: ['provider-orders'] as const,
  list: (query: object) => [...providerOrderKeys.all, 'list', query] as const,
  filters: () => [...providerOrderKeys.all, 'filters'] as const,
  detail: (orderId: string) => [...providerOrderKeys.all, 'detail', orderId] as const,
};

export const providerOrdersQuery = (query: Omit<ProviderOrderQuery, 'skip' | 'take'>) =>
  pagedSearchQuery(
    providerOrderKeys.list(query),
    (page, signal) =>
      call(hub.GET('/api/provider/orders', { params: { query: { ...query, ...page } }, signal })),
    PROVIDER_ORDERS_PAGE_SIZE,
  );

export const providerOrderFiltersQuery = queryOptions({
  queryKey: providerOrderKeys.filters(),
  queryFn: ({ signal }) => call(hub.GET('/api/provider/orders/filters', { signal })),
  staleTime: 5 * 60_000,
});

export const providerOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: providerOrderKeys.detail(orderId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/orders/{orderId}', { params: { path: { orderId } }, signal })),
  });

/** Moves the order on; `confirmUndelivered` once the person was asked about what is not delivered. */
export const changeProviderOrderStatus = (
  orderId: string,
  status: OrderStatusWord,
  options: Pick<ProviderOrderStatusBody, 'confirmUndelivered'> = {},
) =>
  call(
    hub.POST('/api/provider/orders/{orderId}/status', {
      params: { path: { orderId } },
      body: { status, ...options } satisfies ProviderOrderStatusBody,
    }),
  );
