import { API_KEY_NAME_MAX, ApiKeyCreateBody, type ApiKeyCreated, ApiKeyScope } from '@portal/contracts';
import { Alert, Checkbox, DatePicker, Flex, Form, Input, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { useCreateApiKey } from '@/features/api-keys/api/api-key-api.ts';
import { scopeLabelKey } from '@/features/api-keys/lib/scopes.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useDayjsLocale } from '@/lib/use-dayjs-locale.ts';

interface ApiKeyInput {
  branchId: number;
  name: string;
  scopes: ApiKeyScope[];
  expiresOn: string | null;
}

const FIELDS = ['name', 'scopes', 'expiresOn'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/** Once made, the key itself, with the warning that it is not shown again. */
function CreatedKey({ created }: { created: ApiKeyCreated }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon title={t('apiKeys.created.onlyOnce')} />
      <Typography.Paragraph
        copyable={{ text: created.secret }}
        code
        style={{ wordBreak: 'break-all', margin: 0 }}
      >
        {created.secret}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t('apiKeys.created.howToUse')}</Typography.Text>
    </Flex>
  );
}

/** An admin's form for a new key of the department: name, scopes and an optional last day; then the key. */
export function ApiKeyFormDialog({ branchId, onClose }: { branchId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const datesInLanguage = useDayjsLocale();
  const create = useCreateApiKey();
  const { control, handleSubmit, setError } = useForm<ApiKeyInput, unknown, ApiKeyCreateBody>({
    resolver: keyedZodResolver(ApiKeyCreateBody),
    defaultValues: { branchId, name: '', scopes: [], expiresOn: null },
  });
  const submit = (values: ApiKeyCreateBody) =>
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
        title={t('apiKeys.created.title')}
        onCancel={onClose}
        onOk={onClose}
        okText={t('apiKeys.created.done')}
        cancelButtonProps={{ style: { display: 'none' } }}
        mask={{ closable: false }}
      >
        <CreatedKey created={create.data} />
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t('apiKeys.form.title')}
      okText={t('apiKeys.form.create')}
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
          name="name"
          label={t('apiKeys.form.name')}
          required
          extra={t('apiKeys.form.nameHint')}
          render={(field) => <Input {...field} maxLength={API_KEY_NAME_MAX} autoComplete="off" />}
        />
        <FormField
          control={control}
          name="scopes"
          label={t('apiKeys.form.scopes')}
          required
          render={({ ref: _ref, value, onChange, id, ...field }) => (
            <Checkbox.Group
              value={value}
              onChange={(checked) => onChange(checked)}
              aria-describedby={field['aria-describedby']}
            >
              <Flex vertical gap={8} id={id}>
                {ApiKeyScope.options.map((scope) => (
                  <Checkbox key={scope} value={scope}>
                    {t(scopeLabelKey(scope))}
                  </Checkbox>
                ))}
              </Flex>
            </Checkbox.Group>
          )}
        />
        <FormField
          control={control}
          name="expiresOn"
          label={t('apiKeys.form.expiresOn')}
          extra={t('apiKeys.form.expiresHint')}
          render={({ value, onChange, ref: _ref, ...field }) => (
            <DatePicker
              {...field}
              key={datesInLanguage ? 'ready' : 'loading'}
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              value={value ? dayjs(value) : null}
              onChange={(day) => onChange(day ? day.format('YYYY-MM-DD') : null)}
            />
          )}
        />
        {create.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, create.error)} />
        ) : null}
      </Form>
    </Modal>
  );
}
