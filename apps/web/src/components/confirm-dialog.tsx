import { Alert, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors.ts';
import { useDelayedLoading } from '@/lib/use-delayed-loading.ts';

type Phase = { name: 'idle' } | { name: 'running' } | { name: 'done' } | { name: 'failed'; error: unknown };

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  okText: string;
  cancelText?: string;
  danger?: boolean;
  /** The confirmed action; the dialog closes once it has succeeded. A failure is shown in the dialog. */
  onConfirm: () => Promise<unknown> | unknown;
  /** Called on cancel, and after the action succeeded. */
  onClose: () => void;
}

/**
 * A question with a confirming action. The action's loading state follows the shared timing rule
 * (useDelayedLoading): a quick answer closes the dialog without a spinner, a slow one shows it long enough
 * to be read.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  okText,
  cancelText,
  danger,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const loading = useDelayedLoading(phase.name === 'running');

  useEffect(() => {
    if (phase.name === 'done' && !loading) {
      setPhase({ name: 'idle' });
      onClose();
    }
  }, [phase, loading, onClose]);

  const confirm = async () => {
    if (phase.name === 'running' || phase.name === 'done' || loading) return;
    setPhase({ name: 'running' });
    try {
      await onConfirm();
      setPhase({ name: 'done' });
    } catch (error) {
      setPhase({ name: 'failed', error });
    }
  };

  const busy = phase.name === 'running' || phase.name === 'done' || loading;
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText ?? t('common.actions.cancel')}
      okButtonProps={{ danger }}
      confirmLoading={loading}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: false }}
      onOk={() => void confirm()}
      onCancel={() => {
        if (busy) return;
        setPhase({ name: 'idle' });
        onClose();
      }}
      destroyOnHidden
    >
      {children}
      {phase.name === 'failed' && !loading ? (
        <Alert type="error" showIcon title={errorText(t, phase.error)} style={{ marginTop: 16 }} />
      ) : null}
    </Modal>
  );
}
