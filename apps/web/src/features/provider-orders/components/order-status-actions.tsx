import { mapOrderStatus, type OrderStatusWord } from '@portal/contracts';
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

// Cancelling and invoicing end the order's life, so they are asked once more; the other moves can be undone.
const CONFIRMED: Partial<Record<OrderStatusWord, 'confirmCancel' | 'confirmInvoice'>> = {
  Cancelled: 'confirmCancel',
  Invoiced: 'confirmInvoice',
};

interface OrderStatusActionsProps {
  orderId: string;
  salesId: string;
  /** The statuses the hub allows from the current one. */
  nextStatuses: OrderStatusWord[];
}

/** A button per status the order may move to; a refused move shows the hub's reason above them. */
export function OrderStatusActions({ orderId, salesId, nextStatuses }: OrderStatusActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<OrderStatusWord | null>(null);
  const change = useMutation({
    mutationFn: (status: OrderStatusWord) => changeProviderOrderStatus(orderId, status),
    onSuccess: (_, status) => {
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
  const confirmKey = asking ? CONFIRMED[asking] : undefined;
  return (
    <Flex vertical gap={12}>
      {change.isError ? <Alert type="error" showIcon title={errorText(t, change.error)} /> : null}
      <Flex gap={8} wrap>
        {nextStatuses.map((status) => (
          <Button
            key={status}
            type={status === 'Delivered' || status === 'Invoiced' ? 'primary' : 'default'}
            danger={status === 'Cancelled'}
            loading={change.isPending && change.variables === status}
            disabled={change.isPending}
            onClick={() => (CONFIRMED[status] ? setAsking(status) : change.mutate(status))}
          >
            {t(`providerOrders.actions.${status}`)}
          </Button>
        ))}
      </Flex>
      <ConfirmDialog
        open={confirmKey !== undefined}
        title={confirmKey ? t(`providerOrders.actions.${confirmKey}`, { salesId }) : ''}
        okText={asking ? t(`providerOrders.actions.${asking}`) : ''}
        cancelText={t('providerOrders.actions.keep')}
        danger={asking === 'Cancelled'}
        onConfirm={() => (asking ? change.mutateAsync(asking) : undefined)}
        onClose={() => setAsking(null)}
      >
        {confirmKey ? t(`providerOrders.actions.${confirmKey}Text`) : null}
      </ConfirmDialog>
    </Flex>
  );
}
