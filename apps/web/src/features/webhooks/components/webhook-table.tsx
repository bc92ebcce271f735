import type { WebhookRecord } from '@portal/contracts';
import { Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '@/components/relative-time.tsx';
import { DELIVERY_STATUS_COLOR, eventLabelKey } from '@/features/webhooks/lib/events.ts';
import { WebhookState } from './webhook-state.tsx';

/** A department's webhooks: address (opening its page), events, state and the last delivery. */
export function WebhookTable({ webhooks }: { webhooks: WebhookRecord[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<WebhookRecord> = [
    {
      key: 'url',
      title: t('webhooks.columns.url'),
      render: (_, webhook) => (
        <Link to={`/webhooks/${webhook.id}`} style={{ wordBreak: 'break-all' }}>
          {webhook.url}
        </Link>
      ),
    },
    {
      key: 'events',
      title: t('webhooks.columns.events'),
      responsive: ['md'],
      // Wrapped within a width, so that five events leave room for the state and the last delivery.
      render: (_, webhook) => (
        <Space size={[4, 4]} wrap style={{ maxWidth: 360 }}>
          {webhook.events.map((event) => (
            <Tag key={event}>{t(eventLabelKey(event))}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'state',
      title: t('webhooks.columns.state'),
      render: (_, webhook) => <WebhookState webhook={webhook} />,
    },
    {
      key: 'lastDelivery',
      title: t('webhooks.columns.lastDelivery'),
      render: (_, { lastDelivery }) =>
        lastDelivery ? (
          <Space size={4} wrap>
            <Tag color={DELIVERY_STATUS_COLOR[lastDelivery.status]}>
              {t(`webhooks.statuses.${lastDelivery.status}`)}
            </Tag>
            <RelativeTime iso={lastDelivery.createdAt} />
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('webhooks.noDeliveries')}</Typography.Text>
        ),
    },
  ];
  return (
    <Table<WebhookRecord>
      rowKey="id"
      columns={columns}
      dataSource={webhooks}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
    />
  );
}
