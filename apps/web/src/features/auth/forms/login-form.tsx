import { SignInBody } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
// The login page's code is one chunk of its own (build/first-page-chunk.ts), so it imports each component
// from its own file: through the index it would take in all of Ant Design. The two inputs are imported
// directly, which keeps out Input's text area, search and one-time-code variants.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useSignIn } from '@/features/auth/api/auth-api.ts';
import { isDirectorySignIn, signInMethodQuery } from '@/features/auth/api/directory-api.ts';
import { storeLoginInfo } from '@/lib/auth.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useDebouncedValue } from '@/lib/use-debounced.ts';

const LoginFields = SignInBody.extend({ remember: z.boolean() });
type LoginInput = z.input<typeof LoginFields>;
type LoginValues = z.output<typeof LoginFields>;

const TypedEmail = SignInBody.shape.email;
/** The typed address once it is one, so login-url is asked about addresses only, not every keystroke. */
const addressOf = (typed: string): string | undefined => {
  const parsed = TypedEmail.safeParse(typed);
  return parsed.success ? parsed.data : undefined;
};

interface LoginFormProps {
  redirectUrl: string | undefined;
  onSignedIn: () => void;
}

/**
 * Password sign-in, or, for an address whose organisation signs in through its directory, the way there:
 * the password field gives way to a button that sends the whole page to the hub's directory start link.
 */
export function LoginForm({ redirectUrl, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const { control, getValues, handleSubmit, setError } = useForm<LoginInput, unknown, LoginValues>({
    resolver: keyedZodResolver(LoginFields),
    defaultValues: { email: '', password: '', remember: false },
  });
  const typed = addressOf(useDebouncedValue(useWatch({ control, name: 'email' }), 300));
  const method = useQuery({ ...signInMethodQuery(typed ?? '', redirectUrl), enabled: typed !== undefined });
  const directory = isDirectorySignIn(method.data);

  const submit = (values: LoginValues) =>
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => applyFieldErrors(error, setError, ['email', 'password']),
    });

  // Enter may be pressed before the typed address was looked up: ask first, then take the right way.
  const finish = async () => {
    const email = addressOf(getValues('email'));
    const answer = email
      ? await queryClient.fetchQuery(signInMethodQuery(email, redirectUrl)).catch(() => undefined)
      : undefined;
    if (isDirectorySignIn(answer)) {
      storeLoginInfo(answer);
      window.location.assign(answer.loginUrl);
      return;
    }
    await handleSubmit(submit)();
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void finish()}>
      {signIn.isError ? (
        <Alert type="error" showIcon title={errorText(t, signIn.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <FormField
        control={control}
        name="email"
        label={t('common.fields.email')}
        render={(field) => <Input {...field} type="email" autoComplete="username" inputMode="email" />}
      />
      {directory ? (
        <p className="portal-public-intro" role="status">
          {t('auth.pages.login.directory')}
        </p>
      ) : (
        <>
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
        </>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
        {directory ? t('auth.pages.login.directorySubmit') : t('auth.pages.login.submit')}
      </Button>
    </Form>
  );
}
