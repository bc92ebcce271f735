import type { ApprovalReason, WaitingOrder } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useApproveOrder, waitingOrdersQuery } from '@/features/spend/api/spend-api.ts';
import { errorText } from '@/lib/errors.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { OrdererCell } from './orderer-cell.tsx';
import { RejectOrderDialog } from './reject-order-dialog.tsx';

type Dialog = { kind: 'approve' | 'reject'; order: WaitingOrder } | null;

/** Why an order waits, as a tag each. */
export function ApprovalReasonTags({ reasons }: { reasons: ApprovalReason[] }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={4}>
      {reasons.map((reason) => (
        <Tag key={reason} color="gold">
          {t(`spend.reasons.${reason}`)}
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * The orders waiting for the user's decision in the departments where they approve (their own orders are
 * another approver's). The amounts show whatever the prices setting: approving without them means nothing.
 */
export function WaitingOrdersTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const waiting = useQuery(waitingOrdersQuery);
  const approve = useApproveOrder();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [decided, setDecided] = useState<string | null>(null);

  const columns: TableColumnsType<WaitingOrder> = [
    {
      key: 'order',
      title: t('spend.approvals.order'),
      render: (_, order) => (
        <Flex vertical gap={2}>
          <Link to={`/orders/${order.orderId}`}>{order.salesId}</Link>
          <Typography.Text>{order.address}</Typography.Text>
          <Typography.Text type="secondary">{order.branchName}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'orderer',
      title: t('spend.approvals.orderer'),
      responsive: ['md'],
      render: (_, order) => <OrdererCell orderer={order.orderer} placedAt={order.placedAt} />,
    },
    {
      key: 'amount',
      title: t('spend.approvals.amount'),
      align: 'end',
      render: (_, order) => (
        <Flex vertical gap={4} align="flex-end">
          <Typography.Text strong>{formatPrice(order.amount, order.currency, locale)}</Typography.Text>
          <ApprovalReasonTags reasons={order.reasons} />
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: <span className="portal-visually-hidden">{t('spend.approvals.decision')}</span>,
      render: (_, order) => (
        <Flex gap={8} wrap justify="flex-end">
          <Button
            type="primary"
            onClick={() => setDialog({ kind: 'approve', order })}
            aria-label={t('spend.approvals.approveOrder', { salesId: order.salesId })}
          >
            {t('spend.approvals.approve')}
          </Button>
          <Button
            danger
            onClick={() => setDialog({ kind: 'reject', order })}
            aria-label={t('spend.approvals.rejectOrder', { salesId: order.salesId })}
          >
            {t('spend.approvals.reject')}
          </Button>
        </Flex>
      ),
    },
  ];

  if (waiting.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(t, waiting.error)}
        action={<Button onClick={() => void waiting.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  return (
    <>
      {decided ? (
        <Alert type="success" showIcon role="status" title={decided} closable style={{ marginBottom: 16 }} />
      ) : null}
      <Table<WaitingOrder>
        rowKey="orderId"
        columns={columns}
        dataSource={waiting.data?.data ?? []}
        loading={waiting.isPending}
        size="middle"
        pagination={false}
        locale={{ emptyText: <Empty description={t('spend.approvals.none')} /> }}
      />
      {dialog?.kind === 'approve' ? (
        <ConfirmDialog
          open
          title={t('spend.approvals.approveTitle', { salesId: dialog.order.salesId })}
          okText={t('spend.approvals.approve')}
          onConfirm={async () => {
            await approve.mutateAsync(dialog.order.orderId);
            setDecided(t('spend.approvals.approved', { salesId: dialog.order.salesId }));
          }}
          onClose={() => setDialog(null)}
        >
          {t('spend.approvals.approveIntro', {
            address: dialog.order.address,
            amount: formatPrice(dialog.order.amount, dialog.order.currency, locale),
          })}
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'reject' ? (
        <RejectOrderDialog
          order={dialog.order}
          onClose={() => setDialog(null)}
          onRejected={() => setDecided(t('spend.approvals.rejected', { salesId: dialog.order.salesId }))}
        />
      ) : null}
    </>
  );
}
