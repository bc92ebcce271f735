import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/infinite-list.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { propertyListQuery } from '@/features/properties/api/property-api.ts';
import { PropertyGrid } from './property-grid.tsx';

/** The properties for sale of the user's departments as cards, searchable by address, paged by the hub. */
export function PropertyList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(propertyListQuery(search));
  const properties = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return (
    <InfiniteList
      title={t('properties.title')}
      showing={t('properties.showing', { shown: properties.length, total })}
      loadingMore={t('properties.loadingMore')}
      search={query}
      itemCount={properties.length}
      filters={
        <SearchField
          label={t('properties.search')}
          placeholder={t('properties.searchPlaceholder')}
          onSearch={setSearch}
        />
      }
    >
      {query.isPending ? (
        <LoadingSkeleton rows={6} />
      ) : properties.length === 0 ? (
        <Empty description={t(search ? 'properties.noneFound' : 'properties.none')} />
      ) : (
        <PropertyGrid properties={properties} />
      )}
    </InfiniteList>
  );
}
