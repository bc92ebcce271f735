import { SignInBody } from '@portal/contracts';
import { Alert, Button, Checkbox, Form } from 'antd';
// The login page has a download budget (scripts/check-bundle.mjs): importing the two inputs directly keeps
// out Input's text area, search and one-time-code variants, which the index would bring along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useSignIn } from '@/features/auth/api/auth-api.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

const LoginFields = SignInBody.extend({ remember: z.boolean() });
type LoginInput = z.input<typeof LoginFields>;
type LoginValues = z.output<typeof LoginFields>;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const { control, handleSubmit, setError } = useForm<LoginInput, unknown, LoginValues>({
    resolver: keyedZodResolver(LoginFields),
    defaultValues: { email: '', password: '', remember: false },
  });

  const submit = (values: LoginValues) =>
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => applyFieldErrors(error, setError, ['email', 'password']),
    });

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void handleSubmit(submit)()}>
      {signIn.isError ? (
        <Alert type="error" showIcon title={errorText(t, signIn.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <FormField
        control={control}
        name="email"
        label={t('common.fields.email')}
        render={(field) => <Input {...field} type="email" autoComplete="username" inputMode="email" />}
      />
      <FormField
        control={control}
        name="password"
        label={t('common.fields.password')}
        render={(field) => <Password {...field} autoComplete="current-password" />}
      />
      <FormField
        control={control}
        name="remember"
        label={null}
        render={({ value, onChange, ...field }) => (
          <Checkbox {...field} checked={value} onChange={(event) => onChange(event.target.checked)}>
            {t('auth.pages.login.remember')}
          </Checkbox>
        )}
      />
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
        {t('auth.pages.login.submit')}
      </Button>
    </Form>
  );
}
