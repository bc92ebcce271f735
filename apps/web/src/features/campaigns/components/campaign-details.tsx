import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { campaignQuery } from '@/features/campaigns/api/campaign-api.ts';
import { formatPeriod } from '@/features/campaigns/lib/campaign-period.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { CampaignBudget } from './campaign-budget.tsx';
import { type CampaignDialogState, CampaignDialogs } from './campaign-dialogs.tsx';
import { CampaignOrdersTable } from './campaign-orders-table.tsx';
import { CampaignStatusTag } from './campaign-status-tag.tsx';

/** One campaign: its period, budget used of the total, and the orders placed under it. */
export function CampaignDetailsView({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const administered = useMemo(
    () => user.branches.filter((branch) => branch.access === 'ADMIN'),
    [user.branches],
  );
  const query = useQuery(campaignQuery(id));
  const [dialog, setDialog] = useState<CampaignDialogState>(null);
  return (
    <QueryContent query={query} rows={6}>
      {(campaign) => (
        <Flex vertical gap={16}>
          <PageHeading
            title={campaign.name}
            extra={
              campaign.canEdit ? (
                <Flex gap={8}>
                  <Button onClick={() => setDialog({ kind: 'edit', campaign })}>
                    {t('campaigns.list.edit')}
                  </Button>
                  <Button danger onClick={() => setDialog({ kind: 'delete', campaign })}>
                    {t('campaigns.list.delete')}
                  </Button>
                </Flex>
              ) : null
            }
          />
          <Panel title={t('campaigns.details.title')}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t('campaigns.fields.status')}>
                <CampaignStatusTag status={campaign.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('campaigns.fields.department')}>
                {campaign.branchName}
              </Descriptions.Item>
              <Descriptions.Item label={t('campaigns.fields.period')}>
                {formatPeriod(campaign, locale)}
              </Descriptions.Item>
              <Descriptions.Item label={t('campaigns.fields.hardLimit')}>
                {campaign.hardLimit ? (
                  <Tag color="warning">{t('campaigns.details.yes')}</Tag>
                ) : (
                  t('campaigns.details.no')
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('campaigns.fields.budgetUsed')} span={2}>
                <div style={{ width: '100%', maxWidth: 420 }}>
                  <CampaignBudget campaign={campaign} />
                </div>
              </Descriptions.Item>
            </Descriptions>
          </Panel>
          <Panel title={t('campaigns.orders.title')}>
            <CampaignOrdersTable orders={campaign.orders} currency={campaign.currency} />
          </Panel>
          <CampaignDialogs
            state={dialog}
            departments={administered}
            onClose={() => setDialog(null)}
            onDeleted={() => void navigate('/campaigns', { replace: true })}
          />
        </Flex>
      )}
    </QueryContent>
  );
}
