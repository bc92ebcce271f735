import { CampaignList } from '@/features/campaigns/components/campaign-list.tsx';

/** docs/product.md "Campaigns": the campaigns of the user's departments with their budgets. */
export function CampaignListPage() {
  return <CampaignList />;
}
