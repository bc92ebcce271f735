import type { CampaignStatus } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<CampaignStatus, string> = {
  ACTIVE: 'success',
  PLANNED: 'processing',
  ENDED: 'default',
};

export function CampaignStatusTag({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`campaigns.statuses.${status}`)}</Tag>;
}
