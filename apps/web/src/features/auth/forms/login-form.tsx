import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// Plain controls rather than Ant Design's: this is every visitor's first download (plain-form.tsx).
import {
  PlainButton,
  PlainCheckbox,
  PlainErrorAlert,
  PlainField,
  PlainInput,
  PlainPasswordInput,
} from '@/components/plain-form.tsx';
import { useSignIn } from '@/features/auth/api/auth-api.ts';
import { isDirectorySignIn, signInMethodQuery } from '@/features/auth/api/directory-api.ts';
import { portalPagePath, storeLoginInfo } from '@/lib/auth.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useDebouncedValue } from '@/lib/use-debounced.ts';

import type { LoginInput, LoginValues } from './login-fields.ts';

const loadLoginFields = () => import('./login-fields.ts');

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
  // The schema arrives once the visitor is on the form (its first focus); the page shows without it.
  const [fields, setFields] = useState<Awaited<ReturnType<typeof loadLoginFields>>>();
  const startOnForm = () => {
    if (!fields) void loadLoginFields().then(setFields);
  };
  const { control, getValues, handleSubmit, setError } = useForm<LoginInput, unknown, LoginValues>({
    resolver: keyedZodResolver(() => loadLoginFields().then((loaded) => loaded.LoginFields)),
    defaultValues: { email: '', password: '', remember: false },
  });
  const watched = useDebouncedValue(useWatch({ control, name: 'email' }), 300);
  const typed = fields?.addressOf(watched);
  const method = useQuery({ ...signInMethodQuery(typed ?? '', redirectUrl), enabled: typed !== undefined });
  const directory = isDirectorySignIn(method.data);

  const submit = (values: LoginValues) =>
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => applyFieldErrors(error, setError, ['email', 'password']),
    });

  // Enter may be pressed before the typed address was looked up: ask first, then take the right way.
  const finish = async () => {
    if (signIn.isPending) return;
    const { addressOf } = await loadLoginFields();
    const email = addressOf(getValues('email'));
    const answer = email
      ? await queryClient.fetchQuery(signInMethodQuery(email, redirectUrl)).catch(() => undefined)
      : undefined;
    // The directory's start is the hub's own link; the whole page goes there, so nothing else is followed.
    const directoryStart = isDirectorySignIn(answer) ? portalPagePath(answer.loginUrl) : undefined;
    if (answer && directoryStart) {
      storeLoginInfo(answer);
      window.location.assign(directoryStart);
      return;
    }
    await handleSubmit(submit)();
  };

  return (
    <form
      noValidate
      onFocus={startOnForm}
      onSubmit={(event) => {
        event.preventDefault();
        void finish();
      }}
    >
      {signIn.isError ? <PlainErrorAlert>{errorText(t, signIn.error)}</PlainErrorAlert> : null}
      <PlainField
        control={control}
        name="email"
        label={t('common.fields.email')}
        render={(field) => <PlainInput {...field} type="email" autoComplete="username" inputMode="email" />}
      />
      {directory ? (
        <p className="portal-public-intro" role="status">
          {t('auth.pages.login.directory')}
        </p>
      ) : (
        <>
          <PlainField
            control={control}
            name="password"
            label={t('common.fields.password')}
            render={(field) => <PlainPasswordInput {...field} autoComplete="current-password" />}
          />
          <PlainField
            control={control}
            name="remember"
            label={null}
            render={({ value, onChange, ...field }) => (
              <PlainCheckbox {...field} checked={value} onChange={(event) => onChange(event.target.checked)}>
                {t('auth.pages.login.remember')}
              </PlainCheckbox>
            )}
          />
        </>
      )}
      <PlainButton type="submit" loading={signIn.isPending}>
        {directory ? t('auth.pages.login.directorySubmit') : t('auth.pages.login.submit')}
      </PlainButton>
    </form>
  );
}
