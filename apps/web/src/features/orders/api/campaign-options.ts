import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { campaignKeys } from '@/lib/query-keys.ts';

/** More running and planned campaigns than a department has at once. */
const CAMPAIGN_CHOICES_MAX = 100;

/** The department's running and planned campaigns an order can be placed under. */
export const campaignChoicesQuery = (branchId: number) =>
  queryOptions({
    queryKey: campaignKeys.list({ branchId, choices: true }),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/campaigns', {
          params: { query: { status: 'ACTIVE,PLANNED', branchId, take: CAMPAIGN_CHOICES_MAX } },
          signal,
        }),
      ),
    select: (page) => page.data,
  });
