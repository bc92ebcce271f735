import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/infinite-list.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { branchSearchQuery } from '@/features/branches/api/branch-api.ts';
import { BranchTable } from '@/features/branches/components/branch-table.tsx';

/** The departments the user has access to (every one for branches.manage), searchable by name. */
export function DepartmentListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const body = useMemo(() => (search ? { search } : {}), [search]);
  const query = useInfiniteQuery(branchSearchQuery(body));
  const branches = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <InfiniteList
      title={t('branches.list.title')}
      showing={t('branches.list.showing', { shown: branches.length, total })}
      loadingMore={t('branches.list.loadingMore')}
      search={query}
      itemCount={branches.length}
      filters={<SearchField label={t('branches.list.search')} onSearch={setSearch} />}
    >
      <BranchTable
        branches={branches}
        loading={query.isPending || (query.isPlaceholderData && query.isFetching)}
      />
    </InfiniteList>
  );
}
