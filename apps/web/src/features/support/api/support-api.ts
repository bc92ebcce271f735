import type { SupportMessageBody } from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { supportKeys } from '@/lib/query-keys.ts';

/** The department's contact person, the provider's support and the office's time zone and days off. */
export const supportContactQuery = (branchId: number) =>
  queryOptions({
    queryKey: supportKeys.contact(branchId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/support/contact', { params: { query: { branchId } }, signal })),
    staleTime: 5 * 60_000,
  });

/** Mails the message to the provider's support; nothing cached changes. */
export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (body: SupportMessageBody) => call(hub.POST('/api/support/messages', { body })),
  });
}
