import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Result, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PublicPageHeading } from '@/components/public-page-heading.tsx';
import { resetTokenQuery } from '@/features/auth/api/auth-api.ts';
import { ResetPasswordForm } from '@/features/auth/forms/reset-password-form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');
  // The link is checked before the form is shown, so nobody types a password for a dead link.
  const check = useQuery({ ...resetTokenQuery(token), enabled: token !== '' });
  const invalid = token === '' || state === 'invalid' || isApiError(check.error, 410);

  let body: ReactNode;
  if (invalid) {
    body = (
      <Result
        status="warning"
        title={t(ErrorKey.resetLinkInvalid)}
        extra={<Link to="/forgot-password">{t('auth.pages.resetPassword.requestNew')}</Link>}
      />
    );
  } else if (state === 'done') {
    body = (
      <Result
        status="success"
        title={t('auth.pages.resetPassword.success')}
        extra={<Link to="/login">{t('auth.pages.resetPassword.goToLogin')}</Link>}
      />
    );
  } else if (check.isPending) {
    body = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin description={t('auth.pages.resetPassword.checking')} />
      </Flex>
    );
  } else if (check.isError) {
    body = <Alert type="error" showIcon title={errorText(t, check.error)} />;
  } else {
    body = (
      <ResetPasswordForm
        token={token}
        onDone={() => setState('done')}
        onLinkInvalid={() => setState('invalid')}
      />
    );
  }

  return (
    <>
      <PublicPageHeading
        title={t('auth.pages.resetPassword.title')}
        intro={state === 'form' && !invalid ? t('auth.pages.resetPassword.intro') : undefined}
      />
      {body}
    </>
  );
}
