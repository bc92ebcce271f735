import type { WebhookAttemptRecord, WebhookDeliveryRecord } from '@portal/contracts';
import { Button, Flex, List, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/relative-time.tsx';
import { useResendDelivery } from '@/features/webhooks/api/webhook-api.ts';
import { DELIVERY_STATUS_COLOR, eventLabelKey } from '@/features/webhooks/lib/events.ts';

/** One try: when, the answer's code, how long it took, and why it did not deliver when the hub knows. */
function Attempt({ attempt }: { attempt: WebhookAttemptRecord }) {
  const { t } = useTranslation();
  return (
    <List.Item>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{t('webhooks.log.attempt', { number: attempt.number })}</Typography.Text>
          <RelativeTime iso={attempt.at} />
          <Tag color={attempt.statusCode && attempt.statusCode < 300 ? 'success' : 'error'}>
            {attempt.statusCode ?? t('webhooks.log.noAnswer')}
          </Tag>
          <Typography.Text type="secondary">
            {t('webhooks.log.duration', { ms: attempt.durationMs })}
          </Typography.Text>
          {attempt.manual ? <Tag>{t('webhooks.log.manual')}</Tag> : null}
        </Flex>
        {attempt.error ? (
          <Typography.Text type="secondary">{t(`webhooks.reasons.${attempt.error}`)}</Typography.Text>
        ) : null}
      </Flex>
    </List.Item>
  );
}

/** A delivery opened: its attempts and the body that was signed and sent. */
function DeliveryDetails({ delivery }: { delivery: WebhookDeliveryRecord }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <List
        size="small"
        dataSource={delivery.attempts}
        renderItem={(attempt) => <Attempt attempt={attempt} />}
      />
      <Typography.Text strong>{t('webhooks.log.body')}</Typography.Text>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, fontSize: 12 }}>
        {JSON.stringify(JSON.parse(delivery.body), null, 2)}
      </pre>
    </Flex>
  );
}

/** The webhook's newest deliveries: event, when, status, attempts and last answer, with Resend. */
export function WebhookDeliveries({
  webhookId,
  deliveries,
}: {
  webhookId: string;
  deliveries: WebhookDeliveryRecord[];
}) {
  const { t } = useTranslation();
  const resend = useResendDelivery(webhookId);
  const columns: TableColumnsType<WebhookDeliveryRecord> = [
    {
      key: 'event',
      title: t('webhooks.log.event'),
      render: (_, delivery) => t(eventLabelKey(delivery.event)),
    },
    {
      key: 'at',
      title: t('webhooks.log.at'),
      render: (_, delivery) => <RelativeTime iso={delivery.createdAt} />,
    },
    {
      key: 'status',
      title: t('webhooks.log.status'),
      render: (_, delivery) => (
        <Tag color={DELIVERY_STATUS_COLOR[delivery.status]}>{t(`webhooks.statuses.${delivery.status}`)}</Tag>
      ),
    },
    // On a phone the row keeps event, time, status and Resend; the tries are in the opened row.
    {
      key: 'attempts',
      title: t('webhooks.log.attempts'),
      responsive: ['md'],
      render: (_, delivery) => delivery.attempts.length,
    },
    {
      key: 'answer',
      title: t('webhooks.log.answer'),
      responsive: ['md'],
      render: (_, delivery) => {
        const last = delivery.attempts.at(-1);
        if (last?.statusCode) return last.statusCode;
        return last?.error ? t(`webhooks.reasons.${last.error}`) : '–';
      },
    },
    {
      key: 'actions',
      title: <span className="portal-visually-hidden">{t('webhooks.log.actions')}</span>,
      render: (_, delivery) => (
        <Button
          size="small"
          loading={resend.isPending && resend.variables === delivery.id}
          onClick={() => resend.mutate(delivery.id)}
          // The visible "Resend" first, then which delivery: the name holds the text (WCAG 2.5.3).
          aria-label={t('webhooks.log.resendNamed', { event: t(eventLabelKey(delivery.event)) })}
        >
          {t('webhooks.log.resend')}
        </Button>
      ),
    },
  ];
  return (
    <Table<WebhookDeliveryRecord>
      rowKey="id"
      columns={columns}
      dataSource={deliveries}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (delivery) => <DeliveryDetails delivery={delivery} /> }}
    />
  );
}
