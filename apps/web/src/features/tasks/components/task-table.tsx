import { type TaskRecord, TaskSortKey } from '@portal/contracts';
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
import { RelativeTime } from '@/components/relative-time.tsx';
import { TaskStatusTag } from '@/components/task-status-tag.tsx';
import { DEFAULT_TASK_SORT } from '@/features/tasks/lib/task-list-filters.ts';

interface TaskTableProps extends SortedListProps<TaskSortKey> {
  tasks: TaskRecord[];
}

/** The task's own page, where it is completed. */
const taskPath = (row: TaskRecord) => `/tasks/${encodeURIComponent(row.id)}`;

export function TaskTable({ tasks, loading, sort, onSortChange }: TaskTableProps) {
  const { t } = useTranslation();
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
          <Link to={taskPath(row)}>
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
      sortOrder: sortOrderOf(sort, 'createdAt'),
      width: 120,
      render: (_, row) => <RelativeTime iso={row.createdAt} />,
    },
    {
      key: 'branchName',
      title: t('tasks.columns.department'),
      responsive: ['lg'],
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf(sort, 'branchName'),
      render: (_, row) => row.branchName,
    },
    {
      key: 'caseReference',
      title: t('tasks.columns.caseReference'),
      responsive: ['sm'],
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf(sort, 'caseReference'),
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
      sortOrder: sortOrderOf(sort, 'type'),
      render: (_, row) => (
        <Link to={taskPath(row)}>
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
      sortOrder: sortOrderOf(sort, 'productName'),
      render: (_, row) => row.productName,
    },
    {
      key: 'status',
      title: t('tasks.columns.status'),
      sorter: true,
      sortDirections: TEXT_SORT,
      sortOrder: sortOrderOf(sort, 'status'),
      width: 130,
      render: (_, row) => <TaskStatusTag status={row.status} />,
    },
  ];

  return (
    <ListTable
      rows={tasks}
      columns={columns}
      loading={loading}
      sortKeys={TaskSortKey}
      defaultSort={DEFAULT_TASK_SORT}
      onSortChange={onSortChange}
      rowPath={taskPath}
      empty={t('tasks.pages.list.empty')}
    />
  );
}
