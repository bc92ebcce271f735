import type { TaskDetailRecord } from '@portal/contracts';

/** What every completion panel of the task page gets. */
export interface TaskPanelProps {
  detail: TaskDetailRecord;
  /** Called after the panel changed the task (completed it, uploaded a file...); the page loads it again. */
  onChanged: () => void;
}
