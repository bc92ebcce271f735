import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors.ts';
import { LoadingSkeleton } from './loading-skeleton.tsx';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Lines of the placeholder shown while the answer loads. */
  rows?: number;
  /** What an empty list says; without it an empty answer goes to `children` like any other. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/**
 * What a section shows for its query: a placeholder while it loads, the error with "Try again", the empty
 * state for an empty list, else its content.
 */
export function QueryContent<T>({ query, rows = 2, empty, children }: QueryContentProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingSkeleton rows={rows} />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(t, query.error)}
        action={<Button onClick={() => void query.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  }
  return children(query.data);
}
