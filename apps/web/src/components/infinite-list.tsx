import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors.ts';
import { useInfiniteScroll } from '@/lib/use-infinite-scroll.ts';
import { PageHeading } from './page-heading.tsx';

/** The parts of an infinite query the list shell reads. */
interface InfiniteSearch {
  data: unknown;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface InfiniteListProps {
  title: string;
  /** "Showing X of Y", shown once the first page is there. */
  showing: string;
  loadingMore: string;
  search: InfiniteSearch;
  itemCount: number;
  filters: ReactNode;
  /** The table of the rows. */
  children: ReactNode;
}

/**
 * The shell every server-paged list shares: heading with the count, filters, the rows (or the error with a
 * retry), and the next page loading when the window is scrolled near the bottom.
 */
export function InfiniteList({
  title,
  showing,
  loadingMore,
  search,
  itemCount,
  filters,
  children,
}: InfiniteListProps) {
  const { t } = useTranslation();
  useInfiniteScroll({
    hasMore: search.hasNextPage,
    loading: search.isFetching,
    onLoadMore: () => void search.fetchNextPage(),
    itemCount,
  });
  return (
    <>
      <PageHeading
        title={title}
        extra={
          search.data ? (
            <Typography.Text type="secondary" aria-live="polite">
              {showing}
            </Typography.Text>
          ) : null
        }
      />
      {filters}
      {search.isError && !search.data ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, search.error)}
          action={<Button onClick={() => void search.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : (
        children
      )}
      {search.isFetchingNextPage ? (
        <Flex justify="center" gap={8} style={{ padding: 16 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">{loadingMore}</Typography.Text>
        </Flex>
      ) : null}
    </>
  );
}
