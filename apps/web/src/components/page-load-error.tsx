import { ErrorKey } from '@portal/contracts';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { PageHeading } from './page-heading.tsx';

interface PageLoadErrorProps {
  /** The page's heading when its record could not be read. */
  title: string;
  error: Error;
  onRetry: () => void;
  /** What a missing record is called on this page; "not found" unless told. */
  notFoundText?: string;
  /** Shown beside the heading, such as a way back. */
  extra?: ReactNode;
}

/**
 * A page whose record could not be read. The hub answers a record of another department as missing (404 or
 * 403), and a refusal (4xx) does not change by asking again, so "Try again" is offered only when the hub or
 * the network failed.
 */
export function PageLoadError({ title, error, onRetry, notFoundText, extra }: PageLoadErrorProps) {
  const { t } = useTranslation();
  const missing = isApiError(error, 404) || isApiError(error, 403);
  const refused = isApiError(error) && error.status < 500;
  return (
    <>
      <PageHeading title={title} extra={extra} />
      <Alert
        type="error"
        showIcon
        title={missing ? (notFoundText ?? t(ErrorKey.notFound)) : errorText(t, error)}
        action={refused ? undefined : <Button onClick={onRetry}>{t('common.actions.retry')}</Button>}
      />
    </>
  );
}
