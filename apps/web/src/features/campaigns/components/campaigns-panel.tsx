import { useQuery } from '@tanstack/react-query';
import { Flex, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { currentCampaignsQuery } from '@/features/campaigns/api/campaign-api.ts';
import { CampaignBudget } from './campaign-budget.tsx';
import { CampaignStatusTag } from './campaign-status-tag.tsx';

/** The dashboard's running and planned campaigns, each with its budget used of the total. */
export function CampaignsPanel() {
  const { t } = useTranslation();
  const campaigns = useQuery({ ...currentCampaignsQuery, select: (page) => page.data });
  return (
    <Panel
      title={t('campaigns.title')}
      extra={
        <Link to="/campaigns" aria-label={t('campaigns.panel.seeAll')}>
          {t('campaigns.panel.seeAllShort')}
        </Link>
      }
    >
      <QueryContent query={campaigns} rows={3} empty={t('campaigns.panel.none')}>
        {(items) => (
          <List
            dataSource={items}
            renderItem={(campaign) => (
              <List.Item key={campaign.id} data-testid="dashboard-campaign">
                <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                  <Flex justify="space-between" align="center" gap={8}>
                    <Link to={`/campaigns/${campaign.id}`} className="portal-campaign-name">
                      {campaign.name}
                    </Link>
                    <CampaignStatusTag status={campaign.status} />
                  </Flex>
                  <CampaignBudget campaign={campaign} />
                </Flex>
              </List.Item>
            )}
          />
        )}
      </QueryContent>
    </Panel>
  );
}
