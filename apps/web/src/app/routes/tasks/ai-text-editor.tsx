import { isTaskOpen } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { aiTextDraftQuery } from '@/features/task-texts/api/task-texts-api.ts';
import AiTextPanel from '@/features/task-texts/components/ai-text-panel.tsx';
import { AiTextReviewForm } from '@/features/task-texts/components/ai-text-review-form.tsx';
import { OpenAiTextTool } from '@/features/task-texts/components/open-ai-text-tool.tsx';
import { taskDetailQuery } from '@/features/tasks/api/task-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { useLocale } from '@/lib/i18n.ts';
import { taskKeys } from '@/lib/query-keys.ts';

/** The text to review: the service's finished text, or a draft from the facts; the tool again until ready. */
function DraftReview({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useQuery(aiTextDraftQuery(taskId, locale));
  if (draft.isPending) return <LoadingSkeleton />;
  if (draft.isError) return <Alert type="error" showIcon title={errorText(t, draft.error)} />;
  if (!draft.data.ready) {
    return (
      <Flex vertical gap={12} align="flex-start">
        <Alert type="info" showIcon title={t('texts.editor.notReady')} />
        <OpenAiTextTool taskId={taskId} />
        <Button loading={draft.isFetching} onClick={() => void draft.refetch()}>
          {t('texts.editor.checkAgain')}
        </Button>
      </Flex>
    );
  }
  return (
    <AiTextReviewForm
      taskId={taskId}
      draft={draft.data}
      onCompleted={() => {
        void queryClient.invalidateQueries({ queryKey: taskKeys.all });
        void navigate(`/tasks/${encodeURIComponent(taskId)}`);
      }}
    />
  );
}

/** /tasks/:id/ai-text: the portal's own AI text editor, and where the AI text service sends the user back. */
export function AiTextEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useQuery(taskDetailQuery(id));
  const back = <Link to={`/tasks/${encodeURIComponent(id)}`}>{t('texts.editor.back')}</Link>;

  if (detail.isPending) return <PageSpin />;
  if (detail.isError) {
    return (
      <Flex vertical gap={16}>
        <PageHeading title={t('texts.editor.title')} />
        <Alert
          type={isApiError(detail.error, 404) ? 'warning' : 'error'}
          showIcon
          title={isApiError(detail.error, 404) ? t('tasks.details.notFound') : errorText(t, detail.error)}
        />
      </Flex>
    );
  }
  const { task, completionCall } = detail.data;
  const open = isTaskOpen(task.status);
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('texts.editor.title')} />
      <Typography.Paragraph>
        {task.address} · {task.caseReference}
      </Typography.Paragraph>
      <Panel title={open ? t('texts.editor.reviewTitle') : t('tasks.details.submitted')} extra={back}>
        {completionCall !== 'ai-text' ? (
          <Alert type="warning" showIcon title={t('tasks.messages.wrongCategory')} />
        ) : open ? (
          <Flex vertical gap={12}>
            <Typography.Paragraph>{t('texts.editor.intro')}</Typography.Paragraph>
            <DraftReview taskId={task.id} />
          </Flex>
        ) : (
          <AiTextPanel detail={detail.data} onChanged={() => undefined} />
        )}
      </Panel>
    </Flex>
  );
}
