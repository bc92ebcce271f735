import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, SupportMessageBody } from '@portal/contracts';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { Panel } from '@/components/panel.tsx';
import { useSendSupportMessage } from '@/features/support/api/support-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

const MessageFields = SupportMessageBody.pick({ subject: true, message: true });
type MessageValues = z.output<typeof MessageFields>;
const EMPTY = { subject: '', message: '' };
const FIELD_NAMES = ['subject', 'message'] as const;

interface SupportMessageFormProps {
  branchId: number;
  /** The portal page the user came from, sent along for support's context. */
  fromPage?: string;
  /** Where support's reply will go: the user's own address. */
  replyTo: string;
}

/** Writes to the provider's customer support; the hub mails it with the user's department and page. */
export function SupportMessageForm({ branchId, fromPage, replyTo }: SupportMessageFormProps) {
  const { t } = useTranslation();
  const send = useSendSupportMessage();
  const { control, handleSubmit, setError, reset } = useForm<
    z.input<typeof MessageFields>,
    unknown,
    MessageValues
  >({ resolver: keyedZodResolver(MessageFields), defaultValues: EMPTY });

  const submit = (values: MessageValues) =>
    send.mutate(
      { ...values, branchId, ...(fromPage ? { fromPage } : {}) },
      {
        onSuccess: () => reset(EMPTY),
        onError: (error) => applyFieldErrors(error, setError, FIELD_NAMES),
      },
    );
  const fieldProblem = isApiError(send.error) && Object.keys(send.error.fields).length > 0;

  return (
    <Panel title={t('support.form.title')}>
      <Typography.Paragraph type="secondary">{t('support.form.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        {send.isSuccess ? (
          <Alert
            type="success"
            showIcon
            // A success is announced politely, not as an alert that interrupts.
            role="status"
            title={t('support.form.sent', { email: replyTo })}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {send.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, send.error)} style={{ marginBottom: 16 }} />
        ) : null}
        <FormField
          control={control}
          name="subject"
          label={t('support.form.subject')}
          required
          render={(field) => <Input {...field} maxLength={SUPPORT_SUBJECT_MAX} />}
        />
        <FormField
          control={control}
          name="message"
          label={t('support.form.message')}
          required
          render={(field) => <Input.TextArea {...field} rows={6} maxLength={SUPPORT_MESSAGE_MAX} showCount />}
        />
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('support.form.send')}
        </Button>
      </Form>
    </Panel>
  );
}
