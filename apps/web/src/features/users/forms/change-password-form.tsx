import { ChangePasswordBody, matchField, password } from '@portal/contracts';
import { Alert, App, Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { useChangePassword } from '@/features/users/api/user-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

const PasswordFields = matchField(
  ChangePasswordBody.extend({ newPassword: password, confirmPassword: z.string() }),
  'confirmPassword',
  'newPassword',
);
type PasswordValues = z.output<typeof PasswordFields>;

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useChangePassword(userId);
  const { control, handleSubmit, setError, reset } = useForm<
    z.input<typeof PasswordFields>,
    unknown,
    PasswordValues
  >({
    resolver: keyedZodResolver(PasswordFields),
    defaultValues: EMPTY,
  });

  const submit = ({ oldPassword, newPassword }: PasswordValues) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          void message.success(t('users.pages.profile.passwordChanged'));
        },
        onError: (error) => applyFieldErrors(error, setError, ['oldPassword', 'newPassword']),
      },
    );

  // "Old password is incorrect." belongs under its field; only other failures need the banner.
  const fieldProblem = isApiError(change.error) && Object.keys(change.error.fields).length > 0;

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()} style={{ maxWidth: 480 }}>
      {change.isError && !fieldProblem ? (
        <Alert type="error" showIcon title={errorText(t, change.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <FormField
        control={control}
        name="oldPassword"
        label={t('common.fields.oldPassword')}
        required
        render={(field) => <Input.Password {...field} autoComplete="current-password" />}
      />
      <NewPasswordFields control={control} name="newPassword" label={t('common.fields.newPassword')} />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('users.pages.profile.password')}
      </Button>
    </Form>
  );
}
