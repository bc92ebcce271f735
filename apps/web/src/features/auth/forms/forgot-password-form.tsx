import { ForgotPasswordBody } from '@portal/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useForgotPassword } from '@/features/auth/api/auth-api.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useLocale } from '@/lib/i18n.ts';

const ForgotFields = ForgotPasswordBody.pick({ email: true });
type ForgotValues = z.output<typeof ForgotFields>;

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const forgot = useForgotPassword();
  const { control, handleSubmit, setError } = useForm<z.input<typeof ForgotFields>, unknown, ForgotValues>({
    resolver: keyedZodResolver(ForgotFields),
    defaultValues: { email: '' },
  });

  // The mail is written in the language the visitor reads the portal in.
  const submit = (values: ForgotValues) =>
    forgot.mutate(
      { ...values, locale },
      { onError: (error) => applyFieldErrors(error, setError, ['email']) },
    );

  if (forgot.isSuccess) {
    return (
      <Alert
        type="success"
        showIcon
        title={t('auth.pages.forgotPassword.sent', { email: forgot.variables.email })}
      />
    );
  }
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void handleSubmit(submit)()}>
      {forgot.isError ? (
        <Alert type="error" showIcon title={errorText(t, forgot.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <FormField
        control={control}
        name="email"
        label={t('common.fields.email')}
        render={(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" />}
      />
      <Button type="primary" htmlType="submit" block size="large" loading={forgot.isPending}>
        {t('auth.pages.forgotPassword.submit')}
      </Button>
    </Form>
  );
}
