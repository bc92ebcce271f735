import { EmailChangeBody } from '@portal/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useRequestEmailChange } from '@/features/users/api/user-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

type EmailChangeValues = z.output<typeof EmailChangeBody>;
const EMPTY = { newEmail: '', password: '' };

/**
 * A new address for the user's own account: the hub mails a link to it, and only that link makes the
 * change. The password proves it is the user asking, not someone at an unlocked computer.
 */
export function ChangeEmailForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const request = useRequestEmailChange(userId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<
    z.input<typeof EmailChangeBody>,
    unknown,
    EmailChangeValues
  >({
    resolver: keyedZodResolver(EmailChangeBody),
    defaultValues: EMPTY,
  });

  const submit = (values: EmailChangeValues) =>
    request.mutate(values, {
      onSuccess: () => {
        setSentTo(values.newEmail);
        reset(EMPTY);
      },
      onError: (error) => applyFieldErrors(error, setError, ['newEmail', 'password']),
    });

  const fieldProblem = isApiError(request.error) && Object.keys(request.error.fields).length > 0;

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()} style={{ maxWidth: 480 }}>
      {sentTo ? (
        <Alert
          type="success"
          showIcon
          title={t('users.pages.profile.emailLinkSent', { email: sentTo })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {request.isError && !fieldProblem ? (
        <Alert type="error" showIcon title={errorText(t, request.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <FormField
        control={control}
        name="newEmail"
        label={t('common.fields.newEmail')}
        required
        render={(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" />}
      />
      <FormField
        control={control}
        name="password"
        label={t('common.fields.currentPassword')}
        required
        render={(field) => <Input.Password {...field} autoComplete="current-password" />}
      />
      <Button type="primary" htmlType="submit" loading={request.isPending}>
        {t('users.pages.profile.sendEmailLink')}
      </Button>
    </Form>
  );
}
