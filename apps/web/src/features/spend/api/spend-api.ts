import type { OrderRejectBody, SpendPolicyBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { caseKeys, notificationKeys, orderKeys, spendKeys } from '@/lib/query-keys.ts';

export const spendPolicyQuery = (branchId: number) =>
  queryOptions({
    queryKey: spendKeys.policy(branchId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/branches/{id}/spend-policy', { params: { path: { id: branchId } }, signal })),
  });

/** The month (YYYY-MM) of the department's budget, with the orders behind each number. */
export const budgetQuery = (branchId: number, month: string) =>
  queryOptions({
    queryKey: spendKeys.budget(branchId, month),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/branches/{id}/budget', {
          params: { path: { id: branchId }, query: { month } },
          signal,
        }),
      ),
  });

/** Asked again each time the page opens: orders arrive from colleagues, and another approver may decide. */
export const waitingOrdersQuery = queryOptions({
  queryKey: spendKeys.waiting(),
  queryFn: ({ signal }) => call(hub.GET('/api/approvals', { signal })),
  staleTime: 0,
});

/** Sets the department's budget and threshold; its policy and budgets reload. */
export function useSetSpendPolicy(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpendPolicyBody) =>
      call(hub.PUT('/api/branches/{id}/spend-policy', { params: { path: { id: branchId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spendKeys.all }),
  });
}

/** After a decision the order, its case, the waiting list, the budgets and the notifications reload. */
function useDecisionRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [spendKeys.all, orderKeys.all, caseKeys.all, notificationKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useApproveOrder() {
  const refresh = useDecisionRefresh();
  return useMutation({
    mutationFn: (orderId: string) =>
      call(hub.POST('/api/orders/{id}/approve', { params: { path: { id: orderId } } })),
    onSettled: refresh,
  });
}

export function useRejectOrder() {
  const refresh = useDecisionRefresh();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: OrderRejectBody }) =>
      call(hub.POST('/api/orders/{id}/reject', { params: { path: { id: orderId } }, body })),
    onSettled: refresh,
  });
}
