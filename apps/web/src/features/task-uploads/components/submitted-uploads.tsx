import { type TaskSubmissionRecord, UploadsSubmission } from '@portal/contracts';
import { Descriptions, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

/** What was submitted to complete an upload task, read-only: the files and the comment. */
export function SubmittedUploads({ submission }: { submission: TaskSubmissionRecord | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parsed = UploadsSubmission.safeParse(submission?.payload);
  if (!parsed.success) return <Typography.Paragraph>{t('uploads.submitted.nothing')}</Typography.Paragraph>;
  const { files, comment } = parsed.data;
  return (
    <Flex vertical gap={12}>
      {comment ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('uploads.comment.label')}>
            <span className="portal-upload-comment">{comment}</span>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      {files.length === 0 ? (
        <Typography.Text type="secondary">{t('uploads.submitted.noFiles')}</Typography.Text>
      ) : (
        <List
          size="small"
          header={t('uploads.submitted.files', { count: files.length })}
          dataSource={files}
          renderItem={(file) => (
            <List.Item>
              <span>{file.fileName}</span>
              <Typography.Text type="secondary">{formatFileSize(file.size, locale)}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
