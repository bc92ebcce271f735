import { ErrorKey, matchField, password } from '@portal/contracts';
import { Alert, Button, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { useResetPassword } from '@/features/auth/api/auth-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

const ResetFields = matchField(
  z.object({ password, confirmPassword: z.string() }),
  'confirmPassword',
  'password',
);
type ResetValues = z.output<typeof ResetFields>;

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link was used up or expired while the form was open. */
  onLinkInvalid: () => void;
}

export function ResetPasswordForm({ token, onDone, onLinkInvalid }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm<z.input<typeof ResetFields>, unknown, ResetValues>({
    resolver: keyedZodResolver(ResetFields),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = (values: ResetValues) =>
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error, 410)) onLinkInvalid();
          else applyFieldErrors(error, setError, ['password']);
        },
      },
    );

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
      {reset.isError && !isApiError(reset.error, 410) ? (
        <Alert type="error" showIcon title={t(ErrorKey.resetFailed)} style={{ marginBottom: 16 }} />
      ) : null}
      <NewPasswordFields control={control} name="password" label={t('common.fields.newPassword')} />
      <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
        {t('auth.pages.resetPassword.submit')}
      </Button>
    </Form>
  );
}
