import { type SortDirection, type TaskRecord, TaskSortKey } from '@portal/contracts';
import { Empty, Table, type TableColumnsType, type TableProps, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TaskStatusTag } from '../../../components/task-status-tag.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { DEFAULT_TASK_SORT } from '../api/task-list-filters.ts';

// A sorted column flips between the two directions; a third click never leaves the list unsorted.
const TEXT_SORT: SortOrder[] = ['ascend', 'descend', 'ascend'];
const DATE_SORT: SortOrder[] = ['descend', 'ascend', 'descend'];

interface TaskSort {
  sortOrder: TaskSortKey;
  sortDirection: SortDirection;
}

interface TaskTableProps {
  tasks: TaskRecord[];
  loading: boolean;
  sort: TaskSort;
  onSortChange: (sort: TaskSort) => void;
  /** The signed-in user's time zone, for the dates. */
  timeZone: string;
}

/** The order the task belongs to; the screens that complete each kind of task come later. */
const orderPath = (row: TaskRecord) => `/orders/${encodeURIComponent(row.orderId)}`;

export function TaskTable({ tasks, loading, sort, onSortChange, timeZone }: TaskTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const sortOrderOf = (key: TaskSortKey): SortOrder =>
    sort.sortOrder === key ? (sort.sortDirection === 'asc' ? 'ascend' : 'descend') : null;
  const categoryOf = (row: TaskRecord) => t(`tasks.categories.${row.type}`, { defaultValue: row.type });

  // Phones get the task, case number and address in one column next to the status; the rest appear as
  // the screen grows.
  const columns: TableColumnsType<TaskRecord> = [
    {
      key: 'task',
      title: t('tasks.columns.task'),
      responsive: ['xs'],
      render: (_, row) => (
        <>
          <Link to={orderPath(row)}>
            <Typography.Text strong>{categoryOf(row)}</Typography.Text>
          </Link>
          <br />
          <Typography.Text type="secondary">
            {row.caseReference} · {row.address}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'createdAt',
      title: t('tasks.columns.created'),
      responsive: ['sm'],
      sorter: true,
      sortDirections: DATE_SORT,
      sortOrder: sortOrderOf('createdAt'),
      width: 120,
      render: (_, row) => formatDate(row.createdAt, locale, timeZone),
    },
    {
      key: 'branchName',
      title: t('tasks.columns.department'),
      responsive: ['lg'],
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf('branchName'),
      render: (_, row) => row.branchName,
    },
    {
      key: 'caseReference',
      title: t('tasks.columns.caseReference'),
      responsive: ['sm'],
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf('caseReference'),
      width: 140,
      render: (_, row) => row.caseReference,
    },
    {
      key: 'address',
      title: t('tasks.columns.address'),
      responsive: ['md'],
      render: (_, row) => row.address,
    },
    {
      key: 'type',
      title: t('tasks.columns.category'),
      responsive: ['sm'],
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf('type'),
      render: (_, row) => (
        <Link to={orderPath(row)}>
          <Typography.Text strong>{categoryOf(row)}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'productName',
      title: t('tasks.columns.product'),
      responsive: ['xl'],
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf('productName'),
      render: (_, row) => row.productName,
    },
    {
      key: 'status',
      title: t('tasks.columns.status'),
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf('status'),
      width: 130,
      render: (_, row) => <TaskStatusTag status={row.status} />,
    },
  ];

  const handleChange: TableProps<TaskRecord>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = TaskSortKey.safeParse(single?.columnKey);
    if (!single?.order || !key.success) {
      onSortChange(DEFAULT_TASK_SORT);
      return;
    }
    onSortChange({ sortOrder: key.data, sortDirection: single.order === 'ascend' ? 'asc' : 'desc' });
  };

  return (
    <Table<TaskRecord>
      rowKey="id"
      columns={columns}
      dataSource={tasks}
      loading={loading}
      size="middle"
      pagination={false}
      onChange={handleChange}
      // The whole row opens the order for a pointer; keyboards and screen readers use the task's link.
      onRow={(row) => ({
        className: 'portal-clickable-row',
        onClick: (event) => {
          if ((event.target as HTMLElement).closest('a, button')) return;
          void navigate(orderPath(row));
        },
      })}
      // The page scrolls with the window and the column titles stay under the portal's header.
      sticky={{ offsetHeader: 64 }}
      locale={{ emptyText: <Empty description={t('tasks.pages.list.empty')} /> }}
    />
  );
}
