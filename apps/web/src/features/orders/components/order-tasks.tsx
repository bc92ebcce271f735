import { mapTaskStatus, type OrderTaskRecord, type TaskStatus } from '@portal/contracts';
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const TASK_COLORS: Record<TaskStatus, string> = {
  COMPLETE: 'success',
  PARTIAL: 'warning',
  NOT_DONE: 'processing',
  CANCELLED: 'error',
  UNKNOWN: 'default',
};

/** The follow-up tasks an order created, named by their category in the user's language. */
export function OrderTasks({ tasks }: { tasks: OrderTaskRecord[] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.tasks.none')} />;
  }
  return (
    <ul className="portal-task-list" aria-label={t('orders.tasks.title')}>
      {tasks.map((task) => {
        const status = mapTaskStatus(task.status);
        return (
          <li key={task.id} className="portal-task-row">
            <div>
              <Typography.Text strong>
                {t(`orders.taskCategories.${task.type}`, { defaultValue: task.type })}
              </Typography.Text>
              {task.productName ? (
                <Typography.Text type="secondary" className="portal-task-product">
                  {task.productName}
                </Typography.Text>
              ) : null}
            </div>
            <Tag color={TASK_COLORS[status]}>{t(`orders.taskStatuses.${status}`)}</Tag>
          </li>
        );
      })}
    </ul>
  );
}
