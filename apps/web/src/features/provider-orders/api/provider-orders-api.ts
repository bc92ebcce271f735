import type {
  OrderStatusWord,
  ProviderOrderDetail,
  ProviderOrderFilters,
  ProviderOrderPage,
  ProviderOrderQuery,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

// Kept with the console's feature rather than in lib/query-keys.ts: office users never load this chunk.
export const providerOrderKeys = {
  all: ['provider-orders'] as const,
  list: (query: ProviderOrderQuery) => [...providerOrderKeys.all, 'list', query] as const,
  filters: () => [...providerOrderKeys.all, 'filters'] as const,
  detail: (orderId: string) => [...providerOrderKeys.all, 'detail', orderId] as const,
};

/** The query string of the list: only the filters that are set. */
function toSearchParams(query: ProviderOrderQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const providerOrdersQuery = (query: ProviderOrderQuery) =>
  queryOptions({
    queryKey: providerOrderKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<ProviderOrderPage>(`/api/provider/orders?${toSearchParams(query)}`, { signal }),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const providerOrderFiltersQuery = queryOptions({
  queryKey: providerOrderKeys.filters(),
  queryFn: ({ signal }) => apiRequest<ProviderOrderFilters>('/api/provider/orders/filters', { signal }),
  staleTime: 5 * 60_000,
});

export const providerOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: providerOrderKeys.detail(orderId),
    queryFn: ({ signal }) =>
      apiRequest<ProviderOrderDetail>(`/api/provider/orders/${encodeURIComponent(orderId)}`, { signal }),
  });

export const changeProviderOrderStatus = (orderId: string, status: OrderStatusWord) =>
  apiRequest<null>(`/api/provider/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    body: { status },
  });
