import { ErrorKey } from '@portal/contracts';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PublicPageHeading } from '@/components/public-page-heading.tsx';
import { useConfirmEmailChange } from '@/features/users/api/user-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';

/**
 * The link mailed to a new address. The change waits for a click, since mail scanners open links on their
 * own; the link may be opened on any device, signed in or not.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const title = t('users.pages.confirmEmail.title');

  if (token === '' || isApiError(confirm.error, 410) || isApiError(confirm.error, 400)) {
    return (
      <>
        <PublicPageHeading title={title} />
        <Result
          status="warning"
          title={t(ErrorKey.emailChangeLinkInvalid)}
          extra={<Link to="/profile">{t('users.pages.confirmEmail.toProfile')}</Link>}
        />
      </>
    );
  }
  if (confirm.isSuccess) {
    return (
      <>
        <PublicPageHeading title={title} />
        <Result
          status="success"
          title={t('users.pages.confirmEmail.done', { email: confirm.data.email })}
          extra={<Link to="/login">{t('users.pages.confirmEmail.toLogin')}</Link>}
        />
      </>
    );
  }
  return (
    <>
      <PublicPageHeading title={title} intro={t('users.pages.confirmEmail.intro')} />
      <Flex vertical gap={16}>
        {confirm.isError ? (
          <Result status="error" title={errorText(t, confirm.error)} style={{ padding: 0 }} />
        ) : null}
        <Button
          type="primary"
          size="large"
          block
          loading={confirm.isPending}
          onClick={() => confirm.mutate(token)}
        >
          {t('users.pages.confirmEmail.confirm')}
        </Button>
      </Flex>
    </>
  );
}
