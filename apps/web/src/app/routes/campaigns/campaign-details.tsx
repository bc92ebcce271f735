import { useParams } from 'react-router';
import { CampaignDetailsView } from '@/features/campaigns/components/campaign-details.tsx';

/** One campaign with the orders placed under it, opened from the campaigns page or the dashboard. */
export function CampaignDetailsPage() {
  const { id = '' } = useParams();
  return <CampaignDetailsView id={id} />;
}
