import type { CampaignRecord } from '@portal/contracts';
import { Button, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPeriod } from '@/features/campaigns/lib/campaign-period.ts';
import { useLocale } from '@/lib/i18n.ts';
import { CampaignBudget } from './campaign-budget.tsx';
import { CampaignStatusTag } from './campaign-status-tag.tsx';

interface CampaignTableProps {
  campaigns: CampaignRecord[];
  loading: boolean;
  onEdit: (campaign: CampaignRecord) => void;
  onDelete: (campaign: CampaignRecord) => void;
}

/** The campaigns list: the name opens the campaign's orders; admins of its department change or delete it. */
export function CampaignTable({ campaigns, loading, onEdit, onDelete }: CampaignTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const anyEditable = campaigns.some((campaign) => campaign.canEdit);
  const columns: TableColumnsType<CampaignRecord> = [
    {
      key: 'name',
      title: t('campaigns.fields.name'),
      render: (_, campaign) => <Link to={`/campaigns/${campaign.id}`}>{campaign.name}</Link>,
    },
    {
      key: 'status',
      title: t('campaigns.fields.status'),
      render: (_, campaign) => <CampaignStatusTag status={campaign.status} />,
    },
    {
      key: 'period',
      title: t('campaigns.fields.period'),
      responsive: ['sm'],
      render: (_, campaign) => formatPeriod(campaign, locale),
    },
    {
      key: 'budget',
      title: t('campaigns.fields.budgetUsed'),
      width: 260,
      render: (_, campaign) => <CampaignBudget campaign={campaign} />,
    },
    {
      key: 'department',
      title: t('campaigns.fields.department'),
      dataIndex: 'branchName',
      responsive: ['lg'],
    },
    ...(anyEditable
      ? [
          {
            key: 'actions',
            title: <span className="portal-visually-hidden">{t('campaigns.list.actions')}</span>,
            responsive: ['md' as const],
            render: (_: unknown, campaign: CampaignRecord) =>
              campaign.canEdit ? (
                <Flex gap={4} wrap>
                  <Button
                    size="small"
                    onClick={() => onEdit(campaign)}
                    aria-label={t('campaigns.list.editNamed', { name: campaign.name })}
                  >
                    {t('campaigns.list.edit')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => onDelete(campaign)}
                    aria-label={t('campaigns.list.deleteNamed', { name: campaign.name })}
                  >
                    {t('campaigns.list.delete')}
                  </Button>
                </Flex>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Table<CampaignRecord>
      rowKey="id"
      columns={columns}
      dataSource={campaigns}
      loading={loading}
      size="middle"
      pagination={false}
      locale={{ emptyText: <Empty description={t('campaigns.list.none')} /> }}
    />
  );
}
