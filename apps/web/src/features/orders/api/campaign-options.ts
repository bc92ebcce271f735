import type { CampaignPage } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { campaignKeys } from '@/lib/query-keys.ts';

/** More running and planned campaigns than a department has at once. */
const CAMPAIGN_CHOICES_MAX = 100;

/** The department's running and planned campaigns an order can be placed under. */
export const campaignChoicesQuery = (branchId: number) =>
  queryOptions({
    queryKey: campaignKeys.list({ branchId, choices: true }),
    queryFn: ({ signal }) =>
      apiRequest<CampaignPage>('/api/campaigns', {
        query: { status: 'ACTIVE,PLANNED', branchId: String(branchId), take: String(CAMPAIGN_CHOICES_MAX) },
        signal,
      }),
    select: (page) => page.data,
  });
