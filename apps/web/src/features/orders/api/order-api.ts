import {
  type ActiveUser,
  type BookingChoice,
  type BookingInfoRecord,
  type CaseRecord,
  type ContactPersonRecord,
  ErrorKey,
  type ExtraOrderLine,
  type ExtraOrderLinesResponse,
  type OrderLineActions,
  type OrderLineRecord,
  type OrderRecord,
  type OrderTaskRecord,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;
const casePath = (id: string) => `/api/cases/${encodeURIComponent(id)}`;

export const orderKeys = {
  all: ['orders'] as const,
  order: (id: string) => ['orders', id] as const,
};

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: [...orderKeys.order(id), 'details'],
    queryFn: ({ signal }) => apiRequest<OrderRecord>(orderPath(id), { signal }),
  });
}

export function orderLinesQuery(id: string) {
  return queryOptions({
    queryKey: [...orderKeys.order(id), 'lines'],
    queryFn: ({ signal }) => apiRequest<OrderLineRecord[]>(`${orderPath(id)}/orderlines`, { signal }),
  });
}

export function orderTasksQuery(id: string) {
  return queryOptions({
    queryKey: [...orderKeys.order(id), 'tasks'],
    queryFn: ({ signal }) => apiRequest<OrderTaskRecord[]>(`${orderPath(id)}/tasks`, { signal }),
  });
}

export function bookingInfoQuery(id: string) {
  return queryOptions({
    queryKey: [...orderKeys.order(id), 'booking-info'],
    queryFn: ({ signal }) => apiRequest<BookingInfoRecord>(`${orderPath(id)}/booking-info`, { signal }),
  });
}

export function watchersQuery(id: string) {
  return queryOptions({
    queryKey: [...orderKeys.order(id), 'watchers'],
    queryFn: ({ signal }) => apiRequest<{ userIds: string[] }>(`${orderPath(id)}/watchers`, { signal }),
  });
}

export function orderLineActionsQuery(orderId: string, lineIds: string[]) {
  return queryOptions({
    queryKey: [...orderKeys.order(orderId), 'line-actions', lineIds],
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
    queryKey: ['users', 'by-branch', branchId, 'active'],
    queryFn: ({ signal }) => apiRequest<ActiveUser[]>(`/api/User/by-branchId/${branchId}/active`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function caseQuery(id: string) {
  return queryOptions({
    queryKey: ['cases', 'case', id],
    queryFn: ({ signal }) => apiRequest<CaseRecord>(`/api/Cases/${encodeURIComponent(id)}`, { signal }),
  });
}

export function caseOrdersQuery(caseId: string) {
  return queryOptions({
    queryKey: ['cases', 'case', caseId, 'orders'],
    queryFn: ({ signal }) => apiRequest<OrderRecord[]>(`${casePath(caseId)}/orders`, { signal }),
  });
}

export function caseContactPersonsQuery(caseId: string) {
  return queryOptions({
    queryKey: ['cases', 'case', caseId, 'contact-persons'],
    queryFn: ({ signal }) =>
      apiRequest<ContactPersonRecord[]>(`${casePath(caseId)}/contact-persons`, { signal }),
  });
}

export function useBookingChoice(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: BookingChoice) =>
      apiRequest<BookingInfoRecord>(`${orderPath(orderId)}/booking-choice`, {
        method: 'POST',
        body: { choice },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
  });
}

export function useSetResponsible(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<unknown>(`${orderPath(orderId)}/responsible`, { method: 'POST', body: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey }),
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
    onSuccess: (saved) => queryClient.setQueryData(watchersQuery(orderId).queryKey, saved),
  });
}

/** calls.md section 5: adding lines fails when any line is not added (the hub then adds none). */
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
