import { mapCase, mapCaseFilters } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/infinite-list.tsx';
import { caseFiltersQuery, caseSearchQuery } from '@/features/cases/api/case-api.ts';
import { CaseFilterBar } from '@/features/cases/components/case-filter-bar.tsx';
import { CaseTable } from '@/features/cases/components/case-table.tsx';
import {
  NO_FILTERS,
  readCaseListFilters,
  toCaseSearchBody,
  writeCaseListFilters,
} from '@/features/cases/lib/case-list-filters.ts';
import { formatListCount } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { useRowsInView } from '@/lib/use-rows-in-view.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';

export function CaseListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const { filters, update, clear } = useUrlFilters(readCaseListFilters, writeCaseListFilters, NO_FILTERS);
  const body = useMemo(() => toCaseSearchBody(filters, locale), [filters, locale]);

  const options = useQuery({ ...caseFiltersQuery, select: mapCaseFilters });
  const search = useInfiniteQuery(caseSearchQuery(body));
  const cases = useMemo(
    () => search.data?.pages.flatMap((page) => page.data.map(mapCase)) ?? [],
    [search.data],
  );
  const inView = useRowsInView(cases, body);
  // The list's infinite scroll draws the loaded rows first, then asks the hub for its next page.
  const list = inView.hidden
    ? { ...search, hasNextPage: true, fetchNextPage: async () => inView.drawMore() }
    : search;
  const lastPage = search.data?.pages.at(-1);
  const total = formatListCount(lastPage?.total ?? 0, locale, lastPage?.totalIsCapped);

  const { sortOrder, sortDirection } = filters;

  return (
    <InfiniteList
      title={t('cases.pages.list.title')}
      showing={t('cases.pages.list.showing', { shown: formatListCount(cases.length, locale), total })}
      loadingMore={t('cases.pages.list.loadingMore')}
      search={list}
      itemCount={inView.rows.length}
      filters={<CaseFilterBar filters={filters} options={options.data} onChange={update} onClear={clear} />}
    >
      <CaseTable
        cases={inView.rows}
        loading={search.isPending || (search.isPlaceholderData && search.isFetching)}
        sort={{ sortOrder, sortDirection }}
        onSortChange={update}
        timeZone={user.timezone}
      />
    </InfiniteList>
  );
}
