import { mapTaskStatus, type TaskStatus } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const TASK_COLORS: Record<TaskStatus, string> = {
  COMPLETE: 'success',
  PARTIAL: 'warning',
  NOT_DONE: 'processing',
  CANCELLED: 'error',
  UNKNOWN: 'default',
};

/** A task's status in the user's language, from the hub's word (Open, Partial, Completed…). */
export function TaskStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  const shown = mapTaskStatus(status);
  return <Tag color={TASK_COLORS[shown]}>{t(`tasks.statuses.${shown}`)}</Tag>;
}
