import { AI_TEXT_MAX, type AiTextDraftRecord, CompleteAiTextBody } from '@portal/contracts';
import { App, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { completeAiText } from '@/features/task-texts/api/task-texts-api.ts';
import { applyFieldErrors } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { LongTextArea } from './long-text-area.tsx';

type ReviewInput = z.input<typeof CompleteAiTextBody>;
type ReviewValues = z.output<typeof CompleteAiTextBody>;

const resolver = keyedZodResolver(CompleteAiTextBody);

/** The draft (from the AI text service or from the case's facts) to rewrite and complete the task with. */
export function AiTextReviewForm({
  taskId,
  draft,
  onCompleted,
}: {
  taskId: string;
  draft: AiTextDraftRecord;
  onCompleted: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { control, handleSubmit, setError } = useForm<ReviewInput, unknown, ReviewValues>({
    resolver,
    defaultValues: { text: draft.text },
  });
  const [confirming, setConfirming] = useState<ReviewValues | null>(null);

  const complete = async (values: ReviewValues) => {
    try {
      await completeAiText(taskId, values);
    } catch (error) {
      applyFieldErrors(error, setError, ['text']);
      throw error;
    }
    void message.success(t('texts.editor.completed'));
    onCompleted();
  };

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(setConfirming)()}>
      <FormField
        control={control}
        name="text"
        label={t('texts.editor.text')}
        required
        extra={t(`texts.editor.origins.${draft.origin}`)}
        render={(field) => <LongTextArea {...field} maxLength={AI_TEXT_MAX} minRows={12} />}
      />
      <Button type="primary" htmlType="submit">
        {t('texts.editor.complete')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={t('texts.editor.confirmTitle')}
        okText={t('texts.editor.complete')}
        onConfirm={() => (confirming ? complete(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      >
        <Typography.Paragraph>{t('texts.form.confirmBody')}</Typography.Paragraph>
      </ConfirmDialog>
    </Form>
  );
}
