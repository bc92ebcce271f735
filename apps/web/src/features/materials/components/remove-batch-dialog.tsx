import { ErrorKey, type MaterialBatchRecord } from '@portal/contracts';
import { Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useRemoveBatch } from '@/features/materials/api/materials-api.ts';
import { useBatchLabel } from '@/features/materials/hooks/use-batch-label.ts';
import { ApiError } from '@/lib/api-client.ts';

interface RemoveBatchDialogProps {
  caseId: string;
  batches: MaterialBatchRecord[];
  open: boolean;
  onClose: () => void;
}

/** Removes a chosen batch and its material for good, after the office confirmed it. */
export function RemoveBatchDialog({ caseId, batches, open, onClose }: RemoveBatchDialogProps) {
  const { t } = useTranslation();
  const label = useBatchLabel();
  const [batchId, setBatchId] = useState<string>();
  const remove = useRemoveBatch(caseId);
  const close = () => {
    setBatchId(undefined);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('materials.removeBatch.title')}
      okText={t('materials.removeBatch.confirm')}
      danger
      onConfirm={async () => {
        if (!batchId) throw new ApiError(0, ErrorKey.batchRequired);
        await remove.mutateAsync(batchId);
      }}
      onClose={close}
    >
      <Form layout="vertical">
        <Form.Item label={t('materials.removeBatch.batch')} htmlFor="remove-batch">
          <Select
            id="remove-batch"
            value={batchId}
            onChange={setBatchId}
            placeholder={t('materials.removeBatch.choose')}
            options={batches.map((batch) => ({ value: batch.id, label: label(batch) }))}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="danger">{t('materials.removeBatch.warning')}</Typography.Text>
    </ConfirmDialog>
  );
}
