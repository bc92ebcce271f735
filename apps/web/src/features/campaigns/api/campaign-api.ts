import {
  CAMPAIGN_PAGE_SIZE,
  type CampaignCreateBody,
  type CampaignStatus,
  type CampaignUpdateBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { campaignKeys } from '@/lib/query-keys.ts';

export interface CampaignFilters {
  /** Several statuses are sent as one comma-separated value. */
  status?: CampaignStatus[];
  branchId?: number;
}

const toQuery = ({ status, branchId }: CampaignFilters) => ({ status: status?.join(','), branchId });

/** The campaigns page: every campaign of the user's departments, a page at a time. */
export const campaignListQuery = (filters: CampaignFilters) =>
  pagedSearchQuery(
    campaignKeys.list(filters),
    (page, signal) =>
      call(hub.GET('/api/campaigns', { params: { query: { ...toQuery(filters), ...page } }, signal })),
    CAMPAIGN_PAGE_SIZE,
  );

/** The dashboard shows this many running and planned campaigns; "see all" opens the rest. */
export const DASHBOARD_CAMPAIGNS = 5;

export const currentCampaignsQuery = queryOptions({
  queryKey: campaignKeys.list({ current: true, take: DASHBOARD_CAMPAIGNS }),
  queryFn: ({ signal }) =>
    call(
      hub.GET('/api/campaigns', {
        params: { query: { status: 'ACTIVE,PLANNED', take: DASHBOARD_CAMPAIGNS } },
        signal,
      }),
    ),
});

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.campaign(id),
    queryFn: ({ signal }) => call(hub.GET('/api/campaigns/{id}', { params: { path: { id } }, signal })),
  });

/** Creates a campaign, or changes the one with `id`; every list and page of campaigns reloads. */
export function useSaveCampaign(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignCreateBody) => {
      if (id === null) return call(hub.POST('/api/campaigns', { body }));
      const { branchId: _unchanged, ...changes } = body;
      return call(
        hub.PUT('/api/campaigns/{id}', {
          params: { path: { id } },
          body: changes satisfies CampaignUpdateBody,
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(hub.DELETE('/api/campaigns/{id}', { params: { path: { id } } })),
    // The deleted campaign's own page is left, not asked for again (it would answer 404).
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: campaignKeys.campaign(id) });
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
  });
}
