import { ErrorKey, type ExtraOrderLine } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, hub } from '@/lib/api-client.ts';
import { orderKeys } from '@/lib/query-keys.ts';

const onOrder = (id: string) => ({ path: { id } });

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.details(id),
    queryFn: ({ signal }) => call(hub.GET('/api/orders/{id}', { params: onOrder(id), signal })),
  });
}

export function orderLinesQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.lines(id),
    queryFn: ({ signal }) => call(hub.GET('/api/orders/{id}/orderlines', { params: onOrder(id), signal })),
  });
}

export function orderTasksQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.tasks(id),
    queryFn: ({ signal }) => call(hub.GET('/api/orders/{id}/tasks', { params: onOrder(id), signal })),
  });
}

export function bookingInfoQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.bookingInfo(id),
    queryFn: ({ signal }) => call(hub.GET('/api/orders/{id}/booking-info', { params: onOrder(id), signal })),
  });
}

export function watchersQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.watchers(id),
    queryFn: ({ signal }) => call(hub.GET('/api/orders/{id}/watchers', { params: onOrder(id), signal })),
  });
}

export function orderLineActionsQuery(orderId: string, lineIds: string[]) {
  return queryOptions({
    queryKey: orderKeys.lineActions(orderId, lineIds),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/orders/orderlines/actions', {
          params: { query: { orderlineIds: lineIds.join(',') } },
          signal,
        }),
      ),
    enabled: lineIds.length > 0,
  });
}

/** The department's active users: the choices for responsible agent and watchers. */
export function activeUsersQuery(branchId: number) {
  return queryOptions({
    queryKey: orderKeys.activeUsers(branchId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/User/by-branchId/{branchId}/active', { params: { path: { branchId } }, signal })),
    staleTime: 5 * 60_000,
  });
}

export function caseOrdersQuery(caseId: string) {
  return queryOptions({
    queryKey: orderKeys.ofCase(caseId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/orders', { params: { path: { id: caseId } }, signal })),
  });
}

export function useSetResponsible(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(hub.POST('/api/orders/{id}/responsible', { params: onOrder(orderId), body: { userId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.details(orderId) }),
  });
}

export function useSetWatchers(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      call(hub.POST('/api/orders/{id}/watchers', { params: onOrder(orderId), body: { userIds } })),
    onSuccess: (saved) => queryClient.setQueryData(orderKeys.watchers(orderId), saved),
  });
}

/** docs/product.md: adding lines fails when any line is not added (the hub then adds none). */
export function useAddExtraOrderLines(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: ExtraOrderLine[]) => {
      const results = await call(
        hub.POST('/api/orders/{id}/orderlines/add', { params: onOrder(orderId), body: lines }),
      );
      if (results.length !== lines.length || results.some((result) => !result.success)) {
        throw new ApiError(200, ErrorKey.addExtraOrderLineError);
      }
      return results;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
  });
}
