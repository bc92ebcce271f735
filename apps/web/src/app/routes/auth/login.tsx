import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PlainErrorAlert } from '@/components/plain-form.tsx';
import { PublicPageHeading } from '@/components/public-page-heading.tsx';
import { loginInfoQuery } from '@/features/auth/api/auth-api.ts';
import { LoginForm } from '@/features/auth/forms/login-form.tsx';
import { HOME_PATH, portalPagePath } from '@/lib/auth.ts';

const DEFAULT_RECOVERY_PATH = '/forgot-password';

/**
 * Why a directory sign-in came back to the login page (the hub's `directoryError`). Only these keys are
 * shown: the address bar is anyone's to write, and any other value reads as the general failure.
 */
const DIRECTORY_ERRORS: readonly string[] = [
  ErrorKey.directoryFailed,
  ErrorKey.directoryUnavailable,
  ErrorKey.directoryNotConnected,
  ErrorKey.directoryNoAccess,
  ErrorKey.directoryChoiceExpired,
  ErrorKey.directoryUserFetchFailed,
  ErrorKey.directoryAccountNotLinkable,
];

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The address bar is anyone's to write: only a page of the portal is kept, asked about or opened.
  const redirectUrl = portalPagePath(params.get('redirectUrl'));
  const directoryError = params.get('directoryError');
  // Also keeps the login-url answer in local storage (logout URL, reset URL...) for later pages.
  const loginInfo = useQuery(loginInfoQuery(redirectUrl));
  const resetUrl = loginInfo.data?.resetPasswordUrl;
  const recoveryPath = portalPagePath(resetUrl) ?? DEFAULT_RECOVERY_PATH;

  return (
    <>
      <PublicPageHeading title={t('auth.pages.login.title')} intro={t('auth.pages.login.intro')} />
      {directoryError ? (
        <PlainErrorAlert>
          {t(DIRECTORY_ERRORS.includes(directoryError) ? directoryError : ErrorKey.directoryFailed)}
        </PlainErrorAlert>
      ) : null}
      <LoginForm
        redirectUrl={redirectUrl}
        onSignedIn={() => void navigate(redirectUrl ?? HOME_PATH, { replace: true })}
      />
      <p className="portal-public-footer">
        <Link to={recoveryPath}>{t('auth.pages.login.forgotLink')}</Link>
      </p>
    </>
  );
}
