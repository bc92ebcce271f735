import { WEBHOOK_URL_MAX, WebhookCreateBody, type WebhookCreated, WebhookEvent } from '@portal/contracts';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { useCreateWebhook } from '@/features/webhooks/api/webhook-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { EventChoices } from './event-choices.tsx';

interface WebhookInput {
  branchId: number;
  url: string;
  events: WebhookEvent[];
}

const FIELDS = ['url', 'events'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/** Once registered, the signing secret, with the warning that it is not shown again. */
function CreatedSecret({ created }: { created: WebhookCreated }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="warning" showIcon title={t('webhooks.created.onlyOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: created.secret }} code style={{ wordBreak: 'break-all' }}>
        {created.secret}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t('webhooks.created.howToVerify')}</Typography.Text>
    </>
  );
}

/** An admin's form for a new webhook of the department: its address and events; then its secret. */
export function WebhookFormDialog({ branchId, onClose }: { branchId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const { control, handleSubmit, setError } = useForm<WebhookInput, unknown, WebhookCreateBody>({
    resolver: keyedZodResolver(WebhookCreateBody),
    defaultValues: { branchId, url: '', events: [...WebhookEvent.options] },
  });
  const submit = (values: WebhookCreateBody) =>
    create.mutate(values, {
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [path, key] of Object.entries(error.fields)) {
          if (isField(path)) setError(path, { type: 'server', message: key });
        }
      },
    });
  const fieldProblem = isApiError(create.error) && Object.keys(create.error.fields).length > 0;

  if (create.data) {
    return (
      <Modal
        open
        title={t('webhooks.created.title')}
        onCancel={onClose}
        onOk={onClose}
        okText={t('webhooks.created.done')}
        cancelButtonProps={{ style: { display: 'none' } }}
        mask={{ closable: false }}
      >
        <CreatedSecret created={create.data} />
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t('webhooks.form.title')}
      okText={t('webhooks.form.create')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => void handleSubmit(submit)()}
      onCancel={() => (create.isPending ? undefined : onClose())}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        <FormField
          control={control}
          name="url"
          label={t('webhooks.form.url')}
          required
          extra={t('webhooks.form.urlHint')}
          render={(field) => (
            <Input {...field} maxLength={WEBHOOK_URL_MAX} autoComplete="off" inputMode="url" />
          )}
        />
        <FormField
          control={control}
          name="events"
          label={t('webhooks.form.events')}
          required
          render={({ ref: _ref, value, onChange, id, ...field }) => (
            <EventChoices id={id} value={value} onChange={onChange} describedBy={field['aria-describedby']} />
          )}
        />
        {create.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, create.error)} />
        ) : null}
      </Form>
    </Modal>
  );
}
