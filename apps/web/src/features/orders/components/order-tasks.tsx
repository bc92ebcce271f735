import type { OrderTaskRecord } from '@portal/contracts';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaskStatusTag } from '@/components/task-status-tag.tsx';

/** The follow-up tasks an order created, named by their category in the user's language. */
export function OrderTasks({ tasks }: { tasks: OrderTaskRecord[] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.tasks.none')} />;
  }
  return (
    <ul className="portal-task-list" aria-label={t('orders.tasks.title')}>
      {tasks.map((task) => (
        <li key={task.id} className="portal-task-row">
          <div>
            <Link to={`/tasks/${encodeURIComponent(task.id)}`}>
              <Typography.Text strong>
                {t(`tasks.categories.${task.type}`, { defaultValue: task.type })}
              </Typography.Text>
            </Link>
            {task.productName ? (
              <Typography.Text type="secondary" className="portal-task-product">
                {task.productName}
              </Typography.Text>
            ) : null}
          </div>
          <TaskStatusTag status={task.status} />
        </li>
      ))}
    </ul>
  );
}
