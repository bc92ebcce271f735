import { isTaskOpen, TaskFormKind } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { textSectionsQuery } from '@/features/task-texts/api/task-texts-api.ts';
import { errorText } from '@/lib/errors.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { TextSubmissionView } from './text-submission-view.tsx';
import { TextTaskForm } from './text-task-form.tsx';

/**
 * The text input tasks (BASIC, TEXT, SPEAK_INPUT, LOCATION, PERSON...): the sections the category asks for,
 * or, once the task is closed, what was submitted.
 */
export default function TextTaskPanel({ detail, onChanged }: TaskPanelProps) {
  const { t } = useTranslation();
  const open = isTaskOpen(detail.task.status);
  const sections = useQuery({ ...textSectionsQuery(detail.task.id), enabled: open });
  const answeredBy = TaskFormKind.safeParse(detail.submission?.kind);
  // The interview or questionnaire card beside this panel shows the answers that completed the task.
  if (!open && answeredBy.success) {
    return <Typography.Paragraph>{t(`texts.view.answeredBy.${answeredBy.data}`)}</Typography.Paragraph>;
  }
  if (!open) return <TextSubmissionView payload={detail.submission?.payload} />;
  if (sections.isPending) return <LoadingSkeleton />;
  if (sections.isError) return <Alert type="error" showIcon title={errorText(t, sections.error)} />;
  return <TextTaskForm record={sections.data} onCompleted={onChanged} />;
}
