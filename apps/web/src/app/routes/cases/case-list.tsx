import { mapCase, mapCaseFilters } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSignedInUser } from '../../../features/auth/api/session-api.ts';
import { caseFiltersQuery, caseSearchQuery } from '../../../features/cases/api/case-api.ts';
import {
  type CaseListFilters,
  NO_FILTERS,
  readCaseListFilters,
  toCaseSearchBody,
  writeCaseListFilters,
} from '../../../features/cases/api/case-list-filters.ts';
import { CaseFilterBar } from '../../../features/cases/components/case-filter-bar.tsx';
import { CaseTable } from '../../../features/cases/components/case-table.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';

export function CaseListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readCaseListFilters(params), [params]);
  const body = useMemo(() => toCaseSearchBody(filters, locale), [filters, locale]);

  const options = useQuery({ ...caseFiltersQuery, select: mapCaseFilters });
  const search = useInfiniteQuery(caseSearchQuery(body));
  const cases = useMemo(
    () => search.data?.pages.flatMap((page) => page.data.map(mapCase)) ?? [],
    [search.data],
  );
  const total = search.data?.pages.at(-1)?.total ?? 0;

  // Filters live in the address, so the list can be reloaded or shared; typing does not fill the history.
  const update = useCallback(
    (patch: Partial<CaseListFilters>) =>
      setParams(writeCaseListFilters({ ...filters, ...patch }), { replace: true }),
    [filters, setParams],
  );
  // The sort order is not a filter, so it stays.
  const { sortOrder, sortDirection } = filters;
  const clear = useCallback(
    () => setParams(writeCaseListFilters({ ...NO_FILTERS, sortOrder, sortDirection })),
    [sortOrder, sortDirection, setParams],
  );

  useInfiniteScroll({
    hasMore: search.hasNextPage,
    loading: search.isFetching,
    onLoadMore: () => void search.fetchNextPage(),
    itemCount: cases.length,
  });

  return (
    <>
      <PageHeading
        title={t('cases.pages.list.title')}
        extra={
          search.data ? (
            <Typography.Text type="secondary" aria-live="polite">
              {t('cases.pages.list.showing', { shown: cases.length, total })}
            </Typography.Text>
          ) : null
        }
      />
      <CaseFilterBar filters={filters} options={options.data} onChange={update} onClear={clear} />
      {search.isError && !search.data ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, search.error)}
          action={<Button onClick={() => void search.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : (
        <CaseTable
          cases={cases}
          loading={search.isPending || (search.isPlaceholderData && search.isFetching)}
          sort={{ sortOrder, sortDirection }}
          onSortChange={update}
          timeZone={user.timezone}
        />
      )}
      {search.isFetchingNextPage ? (
        <Flex justify="center" gap={8} style={{ padding: 16 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">{t('cases.pages.list.loadingMore')}</Typography.Text>
        </Flex>
      ) : null}
    </>
  );
}
