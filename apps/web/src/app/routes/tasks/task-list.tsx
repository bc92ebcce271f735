import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSignedInUser } from '../../../features/auth/api/session-api.ts';
import { taskFiltersQuery, taskSearchQuery } from '../../../features/tasks/api/task-api.ts';
import {
  NO_TASK_FILTERS,
  readTaskListFilters,
  type TaskListFilters,
  toTaskSearchBody,
  writeTaskListFilters,
} from '../../../features/tasks/api/task-list-filters.ts';
import { TaskFilterBar } from '../../../features/tasks/components/task-filter-bar.tsx';
import { TaskTable } from '../../../features/tasks/components/task-table.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';

export function TaskListPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readTaskListFilters(params), [params]);
  const body = useMemo(() => toTaskSearchBody(filters), [filters]);

  const options = useQuery(taskFiltersQuery);
  const search = useInfiniteQuery(taskSearchQuery(body));
  const tasks = useMemo(() => search.data?.pages.flatMap((page) => page.data) ?? [], [search.data]);
  const total = search.data?.pages.at(-1)?.total ?? 0;

  // Filters live in the address, so the list can be reloaded or shared; typing does not fill the history.
  const update = useCallback(
    (patch: Partial<TaskListFilters>) =>
      setParams(writeTaskListFilters({ ...filters, ...patch }), { replace: true }),
    [filters, setParams],
  );
  // The sort order is not a filter, so it stays.
  const { sortOrder, sortDirection } = filters;
  const clear = useCallback(
    () => setParams(writeTaskListFilters({ ...NO_TASK_FILTERS, sortOrder, sortDirection })),
    [sortOrder, sortDirection, setParams],
  );

  useInfiniteScroll({
    hasMore: search.hasNextPage,
    loading: search.isFetching,
    onLoadMore: () => void search.fetchNextPage(),
    itemCount: tasks.length,
  });

  return (
    <>
      <PageHeading
        title={t('tasks.pages.list.title')}
        extra={
          search.data ? (
            <Typography.Text type="secondary" aria-live="polite">
              {t('tasks.pages.list.showing', { shown: tasks.length, total })}
            </Typography.Text>
          ) : null
        }
      />
      <TaskFilterBar filters={filters} options={options.data} onChange={update} onClear={clear} />
      {search.isError && !search.data ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, search.error)}
          action={<Button onClick={() => void search.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : (
        <TaskTable
          tasks={tasks}
          loading={search.isPending || (search.isPlaceholderData && search.isFetching)}
          sort={{ sortOrder, sortDirection }}
          onSortChange={update}
          timeZone={user.timezone}
        />
      )}
      {search.isFetchingNextPage ? (
        <Flex justify="center" gap={8} style={{ padding: 16 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">{t('tasks.pages.list.loadingMore')}</Typography.Text>
        </Flex>
      ) : null}
    </>
  );
}
