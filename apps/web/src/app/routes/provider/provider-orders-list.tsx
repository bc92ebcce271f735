import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/infinite-list.tsx';
import {
  providerOrderFiltersQuery,
  providerOrdersQuery,
} from '@/features/provider-orders/api/provider-orders-api.ts';
import { ProviderOrderFilterBar } from '@/features/provider-orders/components/provider-order-filter-bar.tsx';
import { ProviderOrderTable } from '@/features/provider-orders/components/provider-order-table.tsx';
import {
  NO_PROVIDER_ORDER_FILTERS,
  readProviderOrderFilters,
  toProviderOrderQuery,
  writeProviderOrderFilters,
} from '@/features/provider-orders/lib/order-list-filters.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';

/** The coordinator's incoming orders: every department's, filtered and searched on the hub, newest first. */
export function ProviderOrdersListPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { filters, update, clear } = useUrlFilters(
    readProviderOrderFilters,
    writeProviderOrderFilters,
    NO_PROVIDER_ORDER_FILTERS,
  );
  const query = useMemo(() => toProviderOrderQuery(filters), [filters]);
  const options = useQuery(providerOrderFiltersQuery);
  const search = useInfiniteQuery(providerOrdersQuery(query));
  const orders = useMemo(() => search.data?.pages.flatMap((page) => page.data) ?? [], [search.data]);
  const total = search.data?.pages.at(-1)?.total ?? 0;
  const { sortOrder, sortDirection } = filters;

  return (
    <InfiniteList
      title={t('providerOrders.list.title')}
      showing={t('providerOrders.list.showing', { shown: orders.length, total })}
      loadingMore={t('providerOrders.list.loadingMore')}
      search={search}
      itemCount={orders.length}
      filters={
        <ProviderOrderFilterBar filters={filters} options={options.data} onChange={update} onClear={clear} />
      }
    >
      <ProviderOrderTable
        orders={orders}
        loading={search.isPending || (search.isPlaceholderData && search.isFetching)}
        sort={{ sortOrder, sortDirection }}
        onSortChange={update}
        timeZone={user.timezone}
      />
    </InfiniteList>
  );
}
