import { ErrorKey, isTaskOpen } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookingCallNotice } from '@/components/booking-call-notice.tsx';
import { call, hub } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';

/**
 * Tasks done outside the portal's forms (the photographer's visit): the user marks them done. How the visit
 * is booked is chosen on the order's receipt page.
 */
export default function PlainCompletionPanel({ detail, onChanged }: TaskPanelProps) {
  const { t } = useTranslation();
  const { task } = detail;
  const complete = useMutation({
    mutationFn: () =>
      call(hub.PATCH('/api/orders/tasks/{id}/complete', { params: { path: { id: task.id } } }), {
        failure: ErrorKey.taskCompletionFailed,
      }),
    onSuccess: onChanged,
  });
  if (!isTaskOpen(task.status)) {
    return <Typography.Paragraph>{t('tasks.details.doneOutsidePortal')}</Typography.Paragraph>;
  }
  return (
    <Flex vertical gap={16} align="flex-start">
      {task.booking?.callNeeded ? <BookingCallNotice markedAt={task.booking.callNeededAt} /> : null}
      <Link to={`/orders/${encodeURIComponent(task.orderId)}/receipt`}>
        {t('tasks.details.bookingOptions')}
      </Link>
      {complete.isError ? <Alert type="error" showIcon title={errorText(t, complete.error)} /> : null}
      <Popconfirm
        title={t('tasks.details.completeConfirm')}
        okText={t('tasks.details.complete')}
        cancelText={t('common.actions.cancel')}
        onConfirm={() => complete.mutateAsync()}
      >
        <Button type="primary" loading={complete.isPending}>
          {t('tasks.details.complete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
