import { PlusOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list.tsx';
import { catalogueProductsQuery } from '@/features/provider-catalogue/api/provider-catalogue-api.ts';
import { CatalogueNav } from '@/features/provider-catalogue/components/catalogue-nav.tsx';
import {
  ProductFilterBar,
  type ProductFilters,
} from '@/features/provider-catalogue/components/product-filter-bar.tsx';
import {
  catalogueProductPath,
  ProductTable,
} from '@/features/provider-catalogue/components/product-table.tsx';

/**
 * Every department's products, found by name or item number and narrowed to a country and a category; paged
 * on the hub, since each department carries the whole catalogue (tens of products each).
 */
export function CatalogueProductsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ProductFilters>({ search: '' });
  // Stable, since the search box calls it from an effect once typing stops.
  const update = useCallback(
    (patch: Partial<ProductFilters>) => setFilters((current) => ({ ...current, ...patch })),
    [],
  );
  const query = useMemo(
    () => ({ search: filters.search || undefined, country: filters.country, grouping: filters.grouping }),
    [filters],
  );
  const search = useInfiniteQuery(catalogueProductsQuery(query));
  const products = useMemo(() => search.data?.pages.flatMap((page) => page.data) ?? [], [search.data]);
  const total = search.data?.pages.at(-1)?.total ?? 0;

  return (
    <InfiniteList
      title={t('providerCatalogue.products.title')}
      showing={t('providerCatalogue.products.showing', { shown: products.length, total })}
      loadingMore={t('providerCatalogue.products.loadingMore')}
      search={search}
      itemCount={products.length}
      filters={
        <Flex vertical gap={16} style={{ marginBottom: 16 }}>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <CatalogueNav />
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => void navigate(catalogueProductPath('new'))}
            >
              {t('providerCatalogue.products.new')}
            </Button>
          </Flex>
          <ProductFilterBar filters={filters} onChange={update} />
        </Flex>
      }
    >
      <ProductTable
        products={products}
        loading={search.isPending || (search.isPlaceholderData && search.isFetching)}
      />
    </InfiniteList>
  );
}
