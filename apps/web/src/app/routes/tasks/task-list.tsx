import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/infinite-list.tsx';
import { taskFiltersQuery, taskSearchQuery } from '@/features/tasks/api/task-api.ts';
import { TaskFilterBar } from '@/features/tasks/components/task-filter-bar.tsx';
import { TaskTable } from '@/features/tasks/components/task-table.tsx';
import {
  NO_TASK_FILTERS,
  readTaskListFilters,
  toTaskSearchBody,
  writeTaskListFilters,
} from '@/features/tasks/lib/task-list-filters.ts';
import { formatListCount } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';

export function TaskListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const { filters, update, clear } = useUrlFilters(
    readTaskListFilters,
    writeTaskListFilters,
    NO_TASK_FILTERS,
  );
  const body = useMemo(() => toTaskSearchBody(filters), [filters]);

  const options = useQuery(taskFiltersQuery);
  const search = useInfiniteQuery(taskSearchQuery(body));
  const tasks = useMemo(() => search.data?.pages.flatMap((page) => page.data) ?? [], [search.data]);
  const lastPage = search.data?.pages.at(-1);
  const total = formatListCount(lastPage?.total ?? 0, locale, lastPage?.totalIsCapped);

  const { sortOrder, sortDirection } = filters;

  return (
    <InfiniteList
      title={t('tasks.pages.list.title')}
      showing={t('tasks.pages.list.showing', { shown: formatListCount(tasks.length, locale), total })}
      loadingMore={t('tasks.pages.list.loadingMore')}
      search={search}
      itemCount={tasks.length}
      filters={<TaskFilterBar filters={filters} options={options.data} onChange={update} onClear={clear} />}
    >
      <TaskTable
        tasks={tasks}
        loading={search.isPending || (search.isPlaceholderData && search.isFetching)}
        sort={{ sortOrder, sortDirection }}
        onSortChange={update}
        timeZone={user.timezone}
      />
    </InfiniteList>
  );
}
