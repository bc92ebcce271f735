import { isTaskOpen, TASK_FORM_KIND, TaskCategory } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Descriptions, Flex, Popconfirm, Row, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { TaskStatusTag } from '@/components/task-status-tag.tsx';
import { markTaskPartial, taskDetailQuery } from '@/features/tasks/api/task-api.ts';
import { TaskNotes } from '@/features/tasks/components/task-notes.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { taskKeys } from '@/lib/query-keys.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { TASK_PANELS } from './task-panels.ts';

const TaskFormCard = lazy(async () => ({
  default: (await import('@/features/task-forms/components/task-form-card.tsx')).TaskFormCard,
}));

/** One task: what it is for, its completion screen, the case and order it belongs to, and its notes. */
export function TaskDetailsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const detail = useQuery(taskDetailQuery(id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
  const partial = useMutation({ mutationFn: () => markTaskPartial(id), onSuccess: refresh });

  if (detail.isPending) return <PageSpin />;
  if (detail.isError) {
    return (
      <Flex vertical gap={16}>
        <PageHeading title={t('tasks.details.title')} />
        <Alert
          type={isApiError(detail.error, 404) ? 'warning' : 'error'}
          showIcon
          title={isApiError(detail.error, 404) ? t('tasks.details.notFound') : errorText(t, detail.error)}
        />
        <Link to="/tasks">{t('tasks.details.backToList')}</Link>
      </Flex>
    );
  }

  const { task } = detail.data;
  const category = TaskCategory.parse(task.type);
  const CompletionPanel = TASK_PANELS[detail.data.completionCall];
  const formKind = TASK_FORM_KIND[category];
  const open = isTaskOpen(task.status);

  return (
    <Flex vertical gap={16}>
      <PageHeading
        title={t(`tasks.categories.${category}`)}
        extra={
          // A live status, so a screen reader hears the task become done or partly done after an action.
          <span role="status" aria-label={t('tasks.columns.status')}>
            <TaskStatusTag status={task.status} />
          </span>
        }
      />
      <Typography.Paragraph className="portal-task-purpose">
        {t(`tasks.purposes.${category}`)}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Panel title={open ? t('tasks.details.work') : t('tasks.details.submitted')}>
              <Suspense fallback={<LoadingSkeleton />}>
                <CompletionPanel detail={detail.data} onChanged={refresh} />
              </Suspense>
            </Panel>
            {formKind ? (
              <Suspense fallback={<LoadingSkeleton />}>
                <TaskFormCard detail={detail.data} />
              </Suspense>
            ) : null}
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <Panel title={t('tasks.details.about')}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('tasks.columns.address')}>{task.address}</Descriptions.Item>
                <Descriptions.Item label={t('tasks.columns.caseReference')}>
                  <Link to={`/cases/${encodeURIComponent(task.caseId)}/orders`}>{task.caseReference}</Link>
                </Descriptions.Item>
                <Descriptions.Item label={t('tasks.details.order')}>
                  <Link to={`/orders/${encodeURIComponent(task.orderId)}`}>{task.salesId}</Link>
                </Descriptions.Item>
                <Descriptions.Item label={t('tasks.columns.product')}>{task.productName}</Descriptions.Item>
                <Descriptions.Item label={t('tasks.columns.department')}>{task.branchName}</Descriptions.Item>
                <Descriptions.Item label={t('tasks.columns.created')}>
                  {formatDate(task.createdAt, locale, user.timezone)}
                </Descriptions.Item>
              </Descriptions>
              {task.status === 'Open' ? (
                <Flex vertical gap={8} align="flex-start" className="portal-task-actions">
                  {partial.isError ? (
                    <Alert type="error" showIcon title={errorText(t, partial.error)} />
                  ) : null}
                  <Popconfirm
                    title={t('tasks.details.partialConfirm')}
                    okText={t('tasks.details.markPartial')}
                    cancelText={t('common.actions.cancel')}
                    onConfirm={() => partial.mutateAsync()}
                  >
                    <Button loading={partial.isPending}>{t('tasks.details.markPartial')}</Button>
                  </Popconfirm>
                </Flex>
              ) : null}
            </Panel>
            <Panel title={t('tasks.notes.title')}>
              <TaskNotes taskId={task.id} />
            </Panel>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
