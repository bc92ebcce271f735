import type { TaskDetailRecord, TaskImageRecord } from '@portal/contracts';
import { isTaskOpen } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { taskImagesQuery } from '@/features/task-images/api/task-images-api.ts';
import { errorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

interface PicturesShellProps {
  detail: TaskDetailRecord;
  /** The form of an open task. */
  form: (images: TaskImageRecord[]) => ReactNode;
  /** What a closed task's submission said, read-only. */
  summary: (images: TaskImageRecord[], payload: Record<string, unknown>) => ReactNode;
}

/**
 * What every picture task shares: the case's pictures loading, the empty state while the pictures are not
 * delivered yet, and for a closed task who submitted what, when.
 */
export function PicturesShell({ detail, form, summary }: PicturesShellProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const open = isTaskOpen(detail.task.status);
  const images = useQuery({
    ...taskImagesQuery(detail.task.id),
    enabled: open || detail.submission !== null,
  });

  if (!open && !detail.submission) {
    return <Typography.Paragraph>{t('staging.closedWithoutSubmission')}</Typography.Paragraph>;
  }
  if (images.isPending) return <LoadingSkeleton />;
  if (images.isError) return <Alert type="error" showIcon title={errorText(t, images.error)} />;
  if (open && images.data.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('staging.empty.title')}</Typography.Text>
            <Typography.Text type="secondary">{t('staging.empty.hint')}</Typography.Text>
          </Flex>
        }
      />
    );
  }
  if (open || !detail.submission) return form(images.data);
  const { submittedAt, submittedByEmail, payload } = detail.submission;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        {t('staging.submittedBy', {
          date: formatDate(submittedAt, locale, user.timezone, true),
          email: submittedByEmail ?? '—',
        })}
      </Typography.Text>
      {summary(images.data, payload)}
    </Flex>
  );
}
