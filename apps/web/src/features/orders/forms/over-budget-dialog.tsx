import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import type { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';

interface OverBudgetDialogProps {
  /** The hub's refusal that names the campaign and the overrun; null while there is nothing to ask. */
  refusal: ApiError | null;
  onConfirm: () => unknown;
  onClose: () => void;
}

/** "This order takes campaign X over its budget by ... Place it anyway?" before the order is sent again. */
export function OverBudgetDialog({ refusal, onConfirm, onClose }: OverBudgetDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={refusal !== null}
      title={t('campaigns.order.confirmTitle')}
      okText={t('campaigns.order.confirmOk')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {refusal ? <Typography.Paragraph>{errorText(t, refusal)}</Typography.Paragraph> : null}
    </ConfirmDialog>
  );
}
