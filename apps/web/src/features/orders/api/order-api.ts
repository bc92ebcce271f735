import {
  type ActiveUser,
  type BookingInfoRecord,
  ErrorKey,
  type ExtraOrderLine,
  type ExtraOrderLinesResponse,
  type OrderLineActions,
  type OrderLineRecord,
  type OrderRecord,
  type OrderTaskRecord,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { orderKeys } from '@/lib/query-keys.ts';

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;
const casePath = (id: string) => `/api/cases/${encodeURIComponent(id)}`;

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.details(id),
    queryFn: ({ signal }) => apiRequest<OrderRecord>(orderPath(id), { signal }),
  });
}

export function orderLinesQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.lines(id),
    queryFn: ({ signal }) => apiRequest<OrderLineRecord[]>(`${orderPath(id)}/orderlines`, { signal }),
  });
}

export function orderTasksQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.tasks(id),
    queryFn: ({ signal }) => apiRequest<OrderTaskRecord[]>(`${orderPath(id)}/tasks`, { signal }),
  });
}

export function bookingInfoQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.bookingInfo(id),
    queryFn: ({ signal }) => apiRequest<BookingInfoRecord>(`${orderPath(id)}/booking-info`, { signal }),
  });
}

export function watchersQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.watchers(id),
    queryFn: ({ signal }) => apiRequest<{ userIds: string[] }>(`${orderPath(id)}/watchers`, { signal }),
  });
}

export function orderLineActionsQuery(orderId: string, lineIds: string[]) {
  return queryOptions({
    queryKey: orderKeys.lineActions(orderId, lineIds),
    queryFn: ({ signal }) =>
      apiRequest<OrderLineActions>('/api/orders/orderlines/actions', {
        query: { orderlineIds: lineIds.join(',') },
        signal,
      }),
    enabled: lineIds.length > 0,
  });
}

/** The department's active users: the choices for responsible agent and watchers. */
export function activeUsersQuery(branchId: number) {
  return queryOptions({
    queryKey: orderKeys.activeUsers(branchId),
    queryFn: ({ signal }) => apiRequest<ActiveUser[]>(`/api/User/by-branchId/${branchId}/active`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function caseOrdersQuery(caseId: string) {
  return queryOptions({
    queryKey: orderKeys.ofCase(caseId),
    queryFn: ({ signal }) => apiRequest<OrderRecord[]>(`${casePath(caseId)}/orders`, { signal }),
  });
}

export function useSetResponsible(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<unknown>(`${orderPath(orderId)}/responsible`, { method: 'POST', body: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.details(orderId) }),
  });
}

export function useSetWatchers(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      apiRequest<{ userIds: string[] }>(`${orderPath(orderId)}/watchers`, {
        method: 'POST',
        body: { userIds },
      }),
    onSuccess: (saved) => queryClient.setQueryData(orderKeys.watchers(orderId), saved),
  });
}

/** docs/product.md: adding lines fails when any line is not added (the hub then adds none). */
export function useAddExtraOrderLines(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: ExtraOrderLine[]) => {
      const results = await apiRequest<ExtraOrderLinesResponse>(`${orderPath(orderId)}/orderlines/add`, {
        method: 'POST',
        body: lines,
      });
      if (results.length !== lines.length || results.some((result) => !result.success)) {
        throw new ApiError(200, ErrorKey.addExtraOrderLineError);
      }
      return results;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
  });
}
