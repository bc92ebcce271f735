import { OrderRejectBody, REJECTION_REASON_MAX, type WaitingOrder } from '@portal/contracts';
import { Alert, Form, Input, Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { useRejectOrder } from '@/features/spend/api/spend-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

/** Rejecting asks why: the reason is mailed to whoever placed the order, which is cancelled. */
export function RejectOrderDialog({
  order,
  onClose,
  onRejected,
}: {
  order: WaitingOrder;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectOrder();
  const { control, handleSubmit, setError } = useForm<OrderRejectBody, unknown, OrderRejectBody>({
    resolver: keyedZodResolver(OrderRejectBody),
    defaultValues: { reason: '' },
  });
  const submit = (body: OrderRejectBody) =>
    reject.mutate(
      { orderId: order.orderId, body },
      {
        onSuccess: () => {
          onRejected();
          onClose();
        },
        onError: (error) => applyFieldErrors(error, setError, ['reason']),
      },
    );
  const fieldProblem = isApiError(reject.error) && Object.keys(reject.error.fields).length > 0;
  return (
    <Modal
      open
      title={t('spend.approvals.rejectTitle', { salesId: order.salesId })}
      okText={t('spend.approvals.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.actions.cancel')}
      confirmLoading={reject.isPending}
      cancelButtonProps={{ disabled: reject.isPending }}
      closable={!reject.isPending}
      mask={{ closable: false }}
      onOk={() => void handleSubmit(submit)()}
      onCancel={() => (reject.isPending ? undefined : onClose())}
      destroyOnHidden
    >
      <p>{t('spend.approvals.rejectIntro', { address: order.address })}</p>
      <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        <FormField
          control={control}
          name="reason"
          label={t('spend.approvals.reason')}
          required
          render={(field) => (
            <Input.TextArea {...field} rows={4} maxLength={REJECTION_REASON_MAX} showCount />
          )}
        />
        {reject.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, reject.error)} />
        ) : null}
      </Form>
    </Modal>
  );
}
