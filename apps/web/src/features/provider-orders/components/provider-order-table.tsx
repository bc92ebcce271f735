import { mapOrderStatus, type ProviderOrderRow, ProviderOrderSortKey } from '@portal/contracts';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DATE_SORT,
  ListTable,
  type SortedListProps,
  sortOrderOf,
  TEXT_SORT,
} from '@/components/list-table.tsx';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { DEFAULT_PROVIDER_ORDER_SORT } from '@/features/provider-orders/lib/order-list-filters.ts';

interface ProviderOrderTableProps extends SortedListProps<ProviderOrderSortKey> {
  orders: ProviderOrderRow[];
}

/** The order's page in the console. */
export const providerOrderPath = (orderId: string) => `/provider/orders/${encodeURIComponent(orderId)}`;

export function ProviderOrderTable({ orders, loading, sort, onSortChange }: ProviderOrderTableProps) {
  const { t } = useTranslation();
  const status = (row: ProviderOrderRow) => <OrderStatusTag status={mapOrderStatus(row.status)} exact />;

  // Phones get the sales id, address and department in one column next to the status; the rest appear as
  // the screen grows.
  const columns: TableColumnsType<ProviderOrderRow> = [
    {
      key: 'order',
      title: t('providerOrders.columns.order'),
      responsive: ['xs'],
      render: (_, row) => (
        <>
          <Link to={providerOrderPath(row.id)}>
            <Typography.Text strong>{row.salesId}</Typography.Text>
          </Link>
          <br />
          <Typography.Text>{row.address}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {row.branchName} · <RelativeTime iso={row.createdDate} />
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'createdDate',
      title: t('providerOrders.columns.created'),
      responsive: ['sm'],
      sorter: true,
      sortDirections: DATE_SORT,
      sortOrder: sortOrderOf(sort, 'createdDate'),
      width: 130,
      render: (_, row) => <RelativeTime iso={row.createdDate} />,
    },
    {
      key: 'salesId',
      title: t('providerOrders.columns.salesId'),
      responsive: ['sm'],
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf(sort, 'salesId'),
      width: 140,
      render: (_, row) => (
        <Link to={providerOrderPath(row.id)}>
          <Typography.Text strong>{row.salesId}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'address',
      title: t('providerOrders.columns.address'),
      responsive: ['sm'],
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf(sort, 'address'),
      render: (_, row) => row.address,
    },
    {
      key: 'branchName',
      title: t('providerOrders.columns.department'),
      responsive: ['md'],
      render: (_, row) => `${row.branchName} (${row.countryCode})`,
    },
    {
      key: 'packageName',
      title: t('providerOrders.columns.package'),
      responsive: ['xl'],
      render: (_, row) => row.packageName ?? '–',
    },
    {
      key: 'status',
      title: t('providerOrders.columns.status'),
      width: 130,
      render: (_, row) => status(row),
    },
  ];

  return (
    <ListTable
      rows={orders}
      columns={columns}
      loading={loading}
      sortKeys={ProviderOrderSortKey}
      defaultSort={DEFAULT_PROVIDER_ORDER_SORT}
      onSortChange={onSortChange}
      rowPath={(row) => providerOrderPath(row.id)}
      empty={t('providerOrders.list.empty')}
    />
  );
}
