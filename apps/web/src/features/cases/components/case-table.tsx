import { type Case, CaseSortOrder } from '@portal/contracts';
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
import { DEFAULT_SORT } from '@/features/cases/lib/case-list-filters.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

interface CaseTableProps extends SortedListProps<CaseSortOrder> {
  cases: Case[];
}

/** The case details page, which each row opens. */
const detailsPath = (row: Case) => `/cases/${encodeURIComponent(row.id)}`;

export function CaseTable({ cases, loading, sort, onSortChange, timeZone }: CaseTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();

  // Phones get number and address in one column next to the status; the rest appear as the screen grows.
  const columns: TableColumnsType<Case> = [
    {
      key: 'case',
      title: t('cases.columns.case'),
      responsive: ['xs'],
      render: (_, row) => (
        <>
          <Link to={detailsPath(row)}>
            <Typography.Text strong>{row.reference}</Typography.Text>
          </Link>
          <br />
          {row.address.full}
        </>
      ),
    },
    {
      key: 'reference',
      responsive: ['sm'],
      title: t('cases.columns.reference'),
      dataIndex: 'reference',
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf(sort, 'reference'),
      width: 150,
      render: (reference: string, row) => (
        <Link to={detailsPath(row)}>
          <Typography.Text strong>{reference}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'address',
      title: t('cases.columns.address'),
      responsive: ['sm'],
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf(sort, 'address'),
      render: (_, row) => row.address.full,
    },
    {
      key: 'department',
      title: t('cases.columns.department'),
      responsive: ['lg'],
      render: (_, row) => row.department.name,
    },
    {
      key: 'category',
      title: t('cases.columns.category'),
      responsive: ['xl'],
      render: (_, row) => t(`cases.categories.${row.category}`),
    },
    {
      key: 'status',
      title: t('cases.columns.status'),
      width: 130,
      render: (_, row) => {
        return <OrderStatusTag status={row.orderStatus} />;
      },
    },
    {
      key: 'deliveryDate',
      title: t('cases.columns.deliveryDate'),
      sorter: true,
      sortDirections: DATE_SORT,
      sortOrder: sortOrderOf(sort, 'deliveryDate'),
      responsive: ['md'],
      width: 150,
      render: (_, row) => formatDate(row.deliveryDate, locale, timeZone),
    },
    {
      key: 'modifiedDate',
      title: t('cases.columns.updated'),
      sorter: true,
      sortDirections: DATE_SORT,
      sortOrder: sortOrderOf(sort, 'modifiedDate'),
      responsive: ['sm'],
      width: 190,
      render: (_, row) => <RelativeTime iso={row.updatedAt} />,
    },
  ];

  return (
    <ListTable
      rows={cases}
      columns={columns}
      loading={loading}
      sortKeys={CaseSortOrder}
      defaultSort={DEFAULT_SORT}
      onSortChange={onSortChange}
      rowPath={detailsPath}
      empty={t('cases.pages.list.empty')}
    />
  );
}
