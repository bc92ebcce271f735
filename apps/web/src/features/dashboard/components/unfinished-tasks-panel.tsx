import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { TaskStatusTag } from '@/components/task-status-tag.tsx';
import { unfinishedTasksQuery } from '@/features/dashboard/api/dashboard-api.ts';
import { errorText } from '@/lib/errors.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { BookingState } from './booking-state.tsx';
import './dashboard-panels.css';

/** The task list's own filter for open and partly done tasks. */
const ALL_UNFINISHED = '/tasks?status=NOT_DONE&status=PARTIAL';

/** The latest unfinished tasks with their case address and, where the order has one, the photography. */
export function UnfinishedTasksPanel() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const tasks = useQuery(unfinishedTasksQuery);
  const total = tasks.data?.total ?? 0;
  return (
    <Panel
      title={t('dashboard.tasks.title')}
      extra={
        total > 0 ? <Link to={ALL_UNFINISHED}>{t('dashboard.tasks.seeAll', { count: total })}</Link> : null
      }
    >
      {tasks.isPending ? <LoadingSkeleton rows={4} /> : null}
      {tasks.isError ? <Alert type="error" showIcon title={errorText(t, tasks.error)} /> : null}
      {tasks.data && tasks.data.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.tasks.none')} />
      ) : null}
      {tasks.data && tasks.data.data.length > 0 ? (
        <List
          dataSource={tasks.data.data}
          renderItem={(task) => (
            <List.Item key={task.id} data-testid="dashboard-task">
              <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                <Flex justify="space-between" align="baseline" gap={8} wrap>
                  <Link to={`/tasks/${encodeURIComponent(task.id)}`}>
                    {t(`tasks.categories.${task.type}`)}
                  </Link>
                  <TaskStatusTag status={task.status} />
                </Flex>
                <Typography.Text type="secondary" className="portal-dashboard-address">
                  {task.address}
                </Typography.Text>
                {task.booking ? (
                  <BookingState
                    booking={task.booking}
                    bookingTask={task.type === 'BOOK_PHOTOGRAPHER'}
                    timeZone={user.timezone}
                  />
                ) : null}
              </Flex>
            </List.Item>
          )}
        />
      ) : null}
    </Panel>
  );
}
