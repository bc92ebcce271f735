import {
  isTaskOpen,
  TASK_FORM_KIND,
  type TaskCategory,
  type TaskDetailRecord,
  type TaskFormKind,
  type TaskFormQuestion,
  TaskFormSubmissionPayload,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Divider, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { completeTaskForm, taskFormOverviewQuery } from '@/features/task-forms/api/task-form-api.ts';
import { errorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { taskKeys } from '@/lib/query-keys.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { FormAnswersForm } from './form-answers-form.tsx';
import { SendFormSection } from './send-form-section.tsx';
import { SubmittedAnswers } from './submitted-answers.tsx';

/**
 * The interview or questionnaire of a text task: send it to the contact person, or fill it in here; once
 * the task is done, the answers it was completed with, read-only.
 */
export function TaskFormCard({ detail }: { detail: TaskDetailRecord }) {
  const kind = TASK_FORM_KIND[detail.task.type as TaskCategory];
  return kind ? <TaskFormPanel detail={detail} kind={kind} /> : null;
}

function TaskFormPanel({ detail, kind }: { detail: TaskDetailRecord; kind: TaskFormKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const overview = useQuery(taskFormOverviewQuery(detail.task.id, kind, locale));
  const title = t(`forms.card.title.${kind}`);

  if (overview.isPending) {
    return (
      <Panel title={title}>
        <LoadingSkeleton />
      </Panel>
    );
  }
  if (overview.isError) {
    return (
      <Panel title={title}>
        <Alert type="error" showIcon title={errorText(t, overview.error)} />
      </Panel>
    );
  }
  if (!isTaskOpen(detail.task.status)) {
    const { submission } = detail;
    const answered =
      submission?.kind === kind ? TaskFormSubmissionPayload.safeParse(submission.payload) : null;
    if (answered?.success) {
      return (
        <Panel title={title}>
          <Typography.Paragraph type="secondary">
            {t('forms.card.answeredBy', {
              email: submission?.submittedByEmail ?? '',
              date: formatDate(submission?.submittedAt ?? null, locale, user.timezone, true),
            })}
          </Typography.Paragraph>
          <SubmittedAnswers answers={answered.data.answers} />
        </Panel>
      );
    }
    const { sent } = overview.data;
    return sent ? (
      <Panel title={title}>
        <Typography.Text type="secondary">
          {t('forms.card.notAnswered', {
            name: sent.recipientName,
            date: formatDate(sent.sentAt, locale, user.timezone, true),
          })}
        </Typography.Text>
      </Panel>
    ) : null;
  }
  return (
    <Panel title={title}>
      <SendFormSection
        key={overview.data.sent?.sentAt ?? 'unsent'}
        taskId={detail.task.id}
        kind={kind}
        overview={overview.data}
        timeZone={user.timezone}
      />
      <Divider />
      <FillInSection taskId={detail.task.id} kind={kind} questions={overview.data.questions} />
    </Panel>
  );
}

/** "Fill in the interview yourself": the questions in the portal's language; answering completes the task. */
function FillInSection({
  taskId,
  kind,
  questions,
}: {
  taskId: string;
  kind: TaskFormKind;
  questions: TaskFormQuestion[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filling, setFilling] = useState(false);
  const complete = useMutation({
    mutationFn: (answers: { questionId: string; answer: string }[]) =>
      completeTaskForm(taskId, kind, { answers, locale }),
    onSuccess: () => {
      void message.success(t('forms.fill.done'));
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {t(`forms.fill.title.${kind}`)}
      </Typography.Title>
      <Typography.Text type="secondary">{t('forms.fill.intro')}</Typography.Text>
      {filling ? (
        <>
          {complete.isError ? <Alert type="error" showIcon title={errorText(t, complete.error)} /> : null}
          <FormAnswersForm
            key={locale}
            questions={questions}
            submitLabel={t('forms.fill.submit')}
            pending={complete.isPending}
            onSubmit={(answers) => complete.mutate(answers)}
          />
        </>
      ) : (
        <div>
          <Button onClick={() => setFilling(true)}>{t(`forms.fill.open.${kind}`)}</Button>
        </div>
      )}
    </Flex>
  );
}
