import { skipToken, useQuery } from '@tanstack/react-query';
import { type OrderInput, toCaseBody, toOrderBody } from '@/features/orders/lib/order-payload.ts';
import { call, hub } from '@/lib/api-client.ts';
import { orderKeys } from '@/lib/query-keys.ts';

/**
 * Whether the order as the summary shows it would wait for an approver, and why, priced by the hub as
 * placing it would; asked again whenever the order changes, and not at all while there is none (null). A
 * refusal here is left to the submission to show, next to its field.
 */
export function useApprovalCheck(input: OrderInput | null) {
  const body = input && { case: toCaseBody(input), order: toOrderBody(input) };
  return useQuery({
    queryKey: orderKeys.approvalCheck(body ?? {}),
    queryFn: body
      ? ({ signal }) => call(hub.POST('/api/orders/new/approval-check', { body, signal }))
      : skipToken,
    retry: false,
  });
}
