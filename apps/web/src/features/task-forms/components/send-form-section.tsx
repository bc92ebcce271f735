import {
  ErrorKey,
  Locale,
  type TaskFormKind,
  type TaskFormOverview,
  type TaskFormSendBody,
  TaskFormSendFields,
  zodIssueToKey,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { sendTaskForm } from '@/features/task-forms/api/task-form-api.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { taskKeys } from '@/lib/query-keys.ts';

/** The recipient choice for someone who is not a contact person with an email on the case. */
const OTHER = 'other';

// Name and email are checked with the hub's own rules, but only when another person is chosen.
const SendFields = z
  .object({ recipient: z.string().min(1), name: z.string(), email: z.string(), locale: Locale })
  .superRefine((values, context) => {
    if (values.recipient !== OTHER) return;
    const rules = { name: TaskFormSendFields.shape.name, email: TaskFormSendFields.shape.email };
    for (const [field, rule] of Object.entries(rules)) {
      const checked = rule.unwrap().safeParse(values[field as keyof typeof rules]);
      const issue = checked.error?.issues[0];
      if (issue) context.addIssue({ code: 'custom', path: [field], message: zodIssueToKey(issue).key });
    }
  });
type SendValues = z.output<typeof SendFields>;

interface SendFormSectionProps {
  taskId: string;
  kind: TaskFormKind;
  overview: TaskFormOverview;
  timeZone?: string;
}

/** "Send to the contact person": whom, in which language, and when it was sent before. */
export function SendFormSection({ taskId, kind, overview, timeZone }: SendFormSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { sent, recipients } = overview;
  const { control, handleSubmit, setError } = useForm<SendValues>({
    resolver: keyedZodResolver(SendFields),
    defaultValues: {
      recipient: recipients[0]?.id ?? OTHER,
      name: '',
      email: '',
      locale: sent?.locale ?? overview.departmentLocale,
    },
  });
  const recipient = useWatch({ control, name: 'recipient' });
  const send = useMutation({
    mutationFn: (body: TaskFormSendBody) => sendTaskForm(taskId, kind, body),
    onSuccess: (record) => {
      void message.success(t('forms.send.done', { email: record.recipientEmail }));
      // The task became partially done; the page and this card load it again.
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: (error) => applyFieldErrors(error, setError, ['name', 'email']),
  });

  const submit = (values: SendValues) =>
    send.mutate(
      values.recipient === OTHER
        ? { name: values.name, email: values.email, locale: values.locale }
        : { contactPersonId: values.recipient, locale: values.locale },
    );

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {t('forms.send.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t(`forms.send.intro.${kind}`)}</Typography.Text>
      {sent ? (
        <Alert
          type="info"
          showIcon
          title={t('forms.send.sentTo', {
            name: sent.recipientName,
            email: sent.recipientEmail,
            date: formatDate(sent.sentAt, locale, timeZone, true),
          })}
          description={t('forms.send.sendAgainHint')}
        />
      ) : null}
      {overview.isSendEmailAvailable ? null : (
        <Alert
          type="warning"
          showIcon
          title={t(ErrorKey.formRecipientMissing)}
          description={t('forms.send.otherRecipientHint')}
        />
      )}
      <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        <FormField
          control={control}
          name="recipient"
          label={t('forms.send.recipient')}
          render={(field) => (
            <Select
              {...field}
              options={[
                ...recipients.map((person) => ({
                  value: person.id,
                  label: `${person.name} (${person.email})`,
                })),
                { value: OTHER, label: t('forms.send.otherRecipient') },
              ]}
            />
          )}
        />
        {recipient === OTHER ? (
          <>
            <FormField
              control={control}
              name="name"
              label={t('forms.send.name')}
              required
              render={(field) => <Input {...field} autoComplete="off" />}
            />
            <FormField
              control={control}
              name="email"
              label={t('forms.send.email')}
              required
              render={(field) => <Input {...field} type="email" autoComplete="off" />}
            />
          </>
        ) : null}
        <FormField
          control={control}
          name="locale"
          label={t('forms.send.language')}
          render={(field) => (
            <Select
              {...field}
              options={Locale.options.map((option) => ({
                value: option,
                label: t(`forms.send.languages.${option}`),
              }))}
            />
          )}
        />
        {send.isError ? (
          <Alert type="error" showIcon title={errorText(t, send.error)} style={{ marginBottom: 16 }} />
        ) : null}
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {sent ? t('forms.send.sendAgain') : t('forms.send.send')}
        </Button>
      </Form>
    </Flex>
  );
}
