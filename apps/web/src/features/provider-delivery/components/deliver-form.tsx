import type { DeliveryLineRecord } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, InputNumber, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors.ts';
import { providerDeliveryKeys } from '@/lib/query-keys.ts';
import { deliverLine } from '../api/provider-delivery-api.ts';

/**
 * The delivered quantity (the ordered one to start with) and "Deliver", which turns the waiting files into a
 * batch of the case. Blocked while files are on their way or none waits.
 */
export function DeliverForm({ line, uploading }: { line: DeliveryLineRecord; uploading: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const quantityId = useId();
  const [quantity, setQuantity] = useState<number | null>(line.orderedQuantity || 1);
  const deliver = useMutation({
    mutationFn: () => deliverLine(line.orderlineId, quantity ?? 0),
    onSuccess: (delivered) => {
      void message.success(t('delivery.line.delivered', { count: delivered.files }));
      if (delivered.orderStatus === 'Delivered' && line.orderStatus !== 'Delivered') {
        void message.info(t('delivery.line.orderDelivered'));
      }
      return queryClient.invalidateQueries({ queryKey: providerDeliveryKeys.all });
    },
  });
  const blocker = uploading
    ? t('delivery.line.waitForUploads')
    : line.uploads.length === 0
      ? t('delivery.line.noFiles')
      : null;

  return (
    <Flex vertical gap={8} align="flex-start">
      <label htmlFor={quantityId}>
        <Typography.Text strong>{t('delivery.line.quantity')}</Typography.Text>
      </label>
      <InputNumber
        id={quantityId}
        min={1}
        max={100000}
        precision={0}
        value={quantity}
        onChange={setQuantity}
      />
      {blocker ? <Typography.Text type="secondary">{blocker}</Typography.Text> : null}
      {deliver.isError ? <Alert type="error" showIcon title={errorText(t, deliver.error)} /> : null}
      <Button
        type="primary"
        disabled={Boolean(blocker) || !quantity}
        loading={deliver.isPending}
        onClick={() => deliver.mutate()}
      >
        {t('delivery.line.deliver')}
      </Button>
    </Flex>
  );
}
