import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { webhookDeliveriesQuery, webhookQuery } from '@/features/webhooks/api/webhook-api.ts';
import { WebhookActions } from '@/features/webhooks/components/webhook-actions.tsx';
import { WebhookDeliveries } from '@/features/webhooks/components/webhook-deliveries.tsx';
import { WebhookState } from '@/features/webhooks/components/webhook-state.tsx';
import { eventLabelKey } from '@/features/webhooks/lib/events.ts';
import { useImpersonating } from '@/lib/session.ts';

/** One webhook of a department: its address, events and state, what to do with it, and its delivery log. */
export function WebhookDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const webhook = useQuery(webhookQuery(id));
  const deliveries = useQuery(webhookDeliveriesQuery(id));
  const impersonating = useImpersonating();
  const listPath = webhook.data ? `/webhooks?department=${webhook.data.branchId}` : '/webhooks';

  return (
    <Flex vertical gap={16}>
      <Link to={listPath}>{t('webhooks.back')}</Link>
      <PageHeading title={t('webhooks.detailsTitle')} />
      <QueryContent query={webhook} rows={4}>
        {(found) => (
          <Flex vertical gap={16}>
            {found.pausedReason === 'failures' ? (
              <Alert type="error" showIcon title={t('webhooks.pausedForFailures')} />
            ) : null}
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('webhooks.columns.url')}>
                <Typography.Text style={{ wordBreak: 'break-all' }}>{found.url}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('webhooks.columns.events')}>
                <Space size={[4, 4]} wrap>
                  {found.events.map((event) => (
                    <Tag key={event}>{t(eventLabelKey(event))}</Tag>
                  ))}
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('webhooks.columns.state')}>
                <WebhookState webhook={found} />
              </Descriptions.Item>
              <Descriptions.Item label={t('webhooks.secret')}>
                <Typography.Text code>{`${found.secretHint}…`}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('webhooks.created.at')}>
                <RelativeTime iso={found.createdAt} />
              </Descriptions.Item>
            </Descriptions>
            {impersonating ? <Alert type="info" showIcon title={t('webhooks.whileImpersonating')} /> : null}
            <WebhookActions webhook={found} onDeleted={() => void navigate(listPath)} />
          </Flex>
        )}
      </QueryContent>
      <Panel title={t('webhooks.log.title')}>
        <QueryContent query={deliveries} rows={4} empty={t('webhooks.log.empty')}>
          {(rows) => <WebhookDeliveries webhookId={id} deliveries={rows} />}
        </QueryContent>
      </Panel>
    </Flex>
  );
}
