import { ErrorKey } from '@portal/contracts';
import { Flex, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicPageHeading } from '@/components/public-page-heading.tsx';
import { useSignInWithLink } from '@/features/auth/api/sign-in-link-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { HOME_PATH } from '@/lib/auth.ts';
import { errorText } from '@/lib/errors.ts';

/**
 * A sign-in link mailed by provider staff (/external-sign-in?user=&token=): checked at once while the page
 * says so, then the portal opens; a used, expired or altered link says so, with the way to the login page.
 */
export function ExternalSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const signIn = useSignInWithLink();
  const { mutate } = signIn;
  // A link works once: the check must not run twice when the page is drawn again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !userId || !token) return;
    sent.current = true;
    mutate({ userId, token }, { onSuccess: () => void navigate(HOME_PATH, { replace: true }) });
  }, [mutate, navigate, token, userId]);

  const title = t('auth.pages.externalSignIn.title');
  // A link without its parts, or one the hub's schema refuses (400), is as invalid as a used one.
  if (!userId || !token || isApiError(signIn.error, 410) || isApiError(signIn.error, 400)) {
    return (
      <>
        <PublicPageHeading title={title} />
        <Result
          role="alert"
          status="warning"
          title={t(ErrorKey.signInLinkInvalid)}
          extra={<Link to="/login">{t('auth.pages.externalSignIn.toLogin')}</Link>}
        />
      </>
    );
  }
  if (signIn.isError) {
    return (
      <>
        <PublicPageHeading title={title} />
        <Result
          role="alert"
          status="error"
          title={errorText(t, signIn.error)}
          extra={<Link to="/login">{t('auth.pages.externalSignIn.toLogin')}</Link>}
        />
      </>
    );
  }
  return (
    <>
      <PublicPageHeading title={title} />
      <Flex vertical align="center" gap={16} role="status">
        <Spin size="large" />
        <p>{t('auth.pages.externalSignIn.validating')}</p>
      </Flex>
    </>
  );
}
