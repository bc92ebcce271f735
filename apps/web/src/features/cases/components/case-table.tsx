import { type Case, CaseSortOrder, type SortDirection } from '@portal/contracts';
import { Empty, Table, type TableColumnsType, type TableProps, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OrderStatusTag } from '../../../components/order-status-tag.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { DEFAULT_SORT } from '../api/case-list-filters.ts';

// A sorted column flips between the two directions; a third click never leaves the list unsorted.
const TEXT_SORT: SortOrder[] = ['ascend', 'descend', 'ascend'];
const DATE_SORT: SortOrder[] = ['descend', 'ascend', 'descend'];

interface CaseSort {
  sortOrder: CaseSortOrder;
  sortDirection: SortDirection;
}

interface CaseTableProps {
  cases: Case[];
  loading: boolean;
  sort: CaseSort;
  onSortChange: (sort: CaseSort) => void;
  /** The signed-in user's time zone, for the dates. */
  timeZone: string;
}

/** The case's orders page, which each row opens. */
const ordersPath = (row: Case) => `/cases/${encodeURIComponent(row.id)}/orders`;

export function CaseTable({ cases, loading, sort, onSortChange, timeZone }: CaseTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const sortOrderOf = (key: CaseSortOrder): SortOrder =>
    sort.sortOrder === key ? (sort.sortDirection === 'asc' ? 'ascend' : 'descend') : null;

  // Phones get number and address in one column next to the status; the rest appear as the screen grows.
  const columns: TableColumnsType<Case> = [
    {
      key: 'case',
      title: t('cases.columns.case'),
      responsive: ['xs'],
      render: (_, row) => (
        <>
          <Link to={ordersPath(row)}>
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
      sortOrder: sortOrderOf('reference'),
      width: 150,
      render: (reference: string, row) => (
        <Link to={ordersPath(row)}>
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
      sortOrder: sortOrderOf('address'),
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
      sortOrder: sortOrderOf('deliveryDate'),
      responsive: ['md'],
      width: 150,
      render: (_, row) => formatDate(row.deliveryDate, locale, timeZone),
    },
    {
      key: 'modifiedDate',
      title: t('cases.columns.updated'),
      sorter: true,
      sortDirections: DATE_SORT,
      sortOrder: sortOrderOf('modifiedDate'),
      responsive: ['sm'],
      width: 190,
      render: (_, row) => formatDate(row.updatedAt, locale, timeZone, true),
    },
  ];

  const handleChange: TableProps<Case>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = CaseSortOrder.safeParse(single?.columnKey);
    if (!single?.order || !key.success) {
      onSortChange(DEFAULT_SORT);
      return;
    }
    onSortChange({ sortOrder: key.data, sortDirection: single.order === 'ascend' ? 'asc' : 'desc' });
  };

  return (
    <Table<Case>
      rowKey="id"
      columns={columns}
      dataSource={cases}
      loading={loading}
      size="middle"
      pagination={false}
      onChange={handleChange}
      // The whole row opens the case for a pointer; keyboards and screen readers use the case number's link.
      onRow={(row) => ({
        className: 'portal-clickable-row',
        onClick: (event) => {
          if ((event.target as HTMLElement).closest('a, button')) return;
          void navigate(ordersPath(row));
        },
      })}
      // The page scrolls with the window and the column titles stay under the portal's header.
      sticky={{ offsetHeader: 64 }}
      locale={{ emptyText: <Empty description={t('cases.pages.list.empty')} /> }}
    />
  );
}
