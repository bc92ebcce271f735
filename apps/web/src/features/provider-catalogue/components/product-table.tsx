import type { CatalogueProductRow } from '@portal/contracts';
import { Grid, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ListTable } from '@/components/list-table.tsx';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

/** The product's page in the console. */
export const catalogueProductPath = (id: number | 'new') => `/provider/catalogue/products/${id}`;

// The hub lists products by name; the table offers no other order.
const NAME_SORT = z.enum(['name']);
const BY_NAME = { sortOrder: 'name', sortDirection: 'asc' } as const;

interface ProductTableProps {
  products: CatalogueProductRow[];
  loading: boolean;
}

export function ProductTable({ products, loading }: ProductTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Without the department column (below md) the department goes under the product's name.
  const narrow = !Grid.useBreakpoint().md;
  const rows = products.map((product) => ({ ...product, id: String(product.id), product }));
  type Row = (typeof rows)[number];
  const state = (row: Row) => (row.active ? null : <Tag>{t('providerCatalogue.products.inactive')}</Tag>);
  const price = (row: Row) => formatPrice(row.effectivePrice, row.currency, locale);

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('providerCatalogue.products.name'),
      render: (_, row) => (
        <>
          <Link to={catalogueProductPath(row.product.id)}>
            <Typography.Text strong>{row.name}</Typography.Text>
          </Link>{' '}
          {state(row)}
          <br />
          <Typography.Text type="secondary">
            {row.itemNumber} · {t(`providerCatalogue.groupings.${row.grouping}`)}
            {narrow ? ` · ${row.branchName} (${row.countryCode})` : null}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'department',
      title: t('providerCatalogue.products.department'),
      responsive: ['md'],
      render: (_, row) => `${row.branchName} (${row.countryCode})`,
    },
    {
      key: 'maxKvmSize',
      title: t('providerCatalogue.products.maxKvmSize'),
      responsive: ['lg'],
      width: 120,
      render: (_, row) => (row.maxKvmSize ? `${row.maxKvmSize} m²` : '–'),
    },
    {
      key: 'price',
      title: t('providerCatalogue.products.price'),
      align: 'right',
      width: 130,
      render: (_, row) => price(row),
    },
  ];

  return (
    <ListTable
      rows={rows}
      columns={columns}
      loading={loading}
      sortKeys={NAME_SORT}
      defaultSort={BY_NAME}
      onSortChange={() => undefined}
      rowPath={(row) => catalogueProductPath(row.product.id)}
      empty={t('providerCatalogue.products.empty')}
    />
  );
}
