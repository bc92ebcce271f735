import {
  hasUndeliveredWork,
  mapOrderStatus,
  type OrderStatusWord,
  type UndeliveredWork,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import {
  changeProviderOrderStatus,
  providerOrderKeys,
} from '@/features/provider-orders/api/provider-orders-api.ts';
import { errorText } from '@/lib/errors.ts';

type Question = 'confirmCancel' | 'confirmInvoice' | 'confirmDelivered';

// Cancelling and invoicing end the order's life, so they are asked once more; the other moves can be undone.
// Marking delivered is asked only while something is not delivered, and names what.
const ASKED: Partial<Record<OrderStatusWord, Question>> = {
  Cancelled: 'confirmCancel',
  Invoiced: 'confirmInvoice',
};

interface OrderStatusActionsProps {
  orderId: string;
  salesId: string;
  /** The statuses the hub allows from the current one. */
  nextStatuses: OrderStatusWord[];
  undelivered: UndeliveredWork;
}

/** A button per status the order may move to; a refused move shows the hub's reason above them. */
export function OrderStatusActions({ orderId, salesId, nextStatuses, undelivered }: OrderStatusActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<OrderStatusWord | null>(null);
  const change = useMutation({
    // Only what the person was asked about is confirmed: work found undelivered since then is refused and
    // named by the hub, and the reloaded order asks again.
    mutationFn: ({ status, asked }: { status: OrderStatusWord; asked: boolean }) =>
      changeProviderOrderStatus(orderId, status, asked ? { confirmUndelivered: true } : {}),
    onSuccess: (_, { status }) => {
      void message.success(
        t('providerOrders.actions.changed', { status: t(`cases.statuses.${mapOrderStatus(status)}`) }),
      );
    },
    // A refusal usually means someone else moved the order: show where it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerOrderKeys.all }),
  });

  if (nextStatuses.length === 0) {
    return <Typography.Text type="secondary">{t('providerOrders.actions.none')}</Typography.Text>;
  }
  const questionOf = (status: OrderStatusWord): Question | undefined =>
    status === 'Delivered' && hasUndeliveredWork(undelivered) ? 'confirmDelivered' : ASKED[status];
  const question = asking ? questionOf(asking) : undefined;
  return (
    <Flex vertical gap={12}>
      {change.isError ? <Alert type="error" showIcon title={errorText(t, change.error)} /> : null}
      <Flex gap={8} wrap>
        {nextStatuses.map((status) => (
          <Button
            key={status}
            type={status === 'Delivered' || status === 'Invoiced' ? 'primary' : 'default'}
            danger={status === 'Cancelled'}
            loading={change.isPending && change.variables.status === status}
            disabled={change.isPending}
            onClick={() => (questionOf(status) ? setAsking(status) : change.mutate({ status, asked: false }))}
          >
            {t(`providerOrders.actions.${status}`)}
          </Button>
        ))}
      </Flex>
      <ConfirmDialog
        open={question !== undefined}
        title={question ? t(`providerOrders.actions.${question}`, { salesId }) : ''}
        okText={
          question === 'confirmDelivered'
            ? t('providerOrders.actions.deliveredAnyway')
            : asking
              ? t(`providerOrders.actions.${asking}`)
              : ''
        }
        cancelText={t('providerOrders.actions.keep')}
        danger={asking === 'Cancelled'}
        onConfirm={() => (asking ? change.mutateAsync({ status: asking, asked: true }) : undefined)}
        onClose={() => setAsking(null)}
      >
        {question === 'confirmDelivered' ? (
          <UndeliveredList undelivered={undelivered} />
        ) : question ? (
          t(`providerOrders.actions.${question}Text`)
        ) : null}
      </ConfirmDialog>
    </Flex>
  );
}

/** What is not delivered yet, named line by line, for the question before marking the order delivered. */
function UndeliveredList({ undelivered }: { undelivered: UndeliveredWork }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph>{t('providerOrders.actions.confirmDeliveredText')}</Typography.Paragraph>
      <ul>
        {undelivered.lines.map((line) => (
          <li key={line.id}>{line.productName}</li>
        ))}
        {undelivered.visitUnbooked ? <li>{t('providerOrders.actions.visitUnbooked')}</li> : null}
      </ul>
    </>
  );
}
