import type { CataloguePackageRow } from '@portal/contracts';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ListTable } from '@/components/list-table.tsx';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

export const cataloguePackagePath = (id: number | 'new') => `/provider/catalogue/packages/${id}`;

// The hub lists packages by name; the table offers no other order.
const NAME_SORT = z.enum(['name']);
const BY_NAME = { sortOrder: 'name', sortDirection: 'asc' } as const;

/** Every package with its department, contents and base price. */
export function PackageTable({ packages, loading }: { packages: CataloguePackageRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = packages.map((pack) => ({ ...pack, id: String(pack.id), pack }));
  type Row = (typeof rows)[number];

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('providerCatalogue.packages.name'),
      render: (_, row) => (
        <>
          <Link to={cataloguePackagePath(row.pack.id)}>
            <Typography.Text strong>{row.name}</Typography.Text>
          </Link>{' '}
          {row.active ? null : <Tag>{t('providerCatalogue.products.inactive')}</Tag>}
          <br />
          <Typography.Text type="secondary">
            {row.itemNumber} · {t(`providerCatalogue.groupings.${row.grouping}`)}
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
      key: 'contents',
      title: t('providerCatalogue.packages.contents'),
      responsive: ['lg'],
      render: (_, row) =>
        row.products.map((content) => `${content.quantity} × ${content.name}`).join(', ') || '–',
    },
    {
      key: 'price',
      title: t('providerCatalogue.packages.basePrice'),
      align: 'right',
      width: 130,
      render: (_, row) => formatPrice(row.basePrice, row.currency, locale),
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
      rowPath={(row) => cataloguePackagePath(row.pack.id)}
      empty={t('providerCatalogue.packages.empty')}
    />
  );
}
