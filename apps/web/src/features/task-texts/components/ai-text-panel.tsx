import { AiTextSubmission, isTaskOpen } from '@portal/contracts';
import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { OpenAiTextTool } from './open-ai-text-tool.tsx';
import './task-texts.css';

/** AI_TEXT_INPUT and AI_TEXT_OVERVIEW: the way into the AI text tool, or the text that was completed. */
export default function AiTextPanel({ detail }: TaskPanelProps) {
  const { t } = useTranslation();
  const { task } = detail;
  if (!isTaskOpen(task.status)) {
    const submission = AiTextSubmission.safeParse(detail.submission?.payload);
    if (!submission.success)
      return <Typography.Paragraph>{t('texts.view.nothingSubmitted')}</Typography.Paragraph>;
    return (
      <Descriptions column={1} layout="vertical" size="small">
        <Descriptions.Item label={t('texts.editor.text')}>
          <Typography.Paragraph className="portal-submitted-text">
            {submission.data.text}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('texts.editor.origin')}>
          {t(`texts.editor.origins.${submission.data.origin}`)}
        </Descriptions.Item>
      </Descriptions>
    );
  }
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Paragraph>{t('texts.ai.intro')}</Typography.Paragraph>
      <OpenAiTextTool taskId={task.id} />
      <Link to={`/tasks/${encodeURIComponent(task.id)}/ai-text`}>{t('texts.ai.review')}</Link>
    </Flex>
  );
}
