import { LockOutlined } from '@ant-design/icons';
import {
  type TaskTextSectionsRecord,
  type TextSectionRecord,
  textSectionsSchema,
  WritingStyle,
} from '@portal/contracts';
import { App, Button, Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { completeTextTask } from '@/features/task-texts/api/task-texts-api.ts';
import { applyFieldErrors } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { LongTextArea } from './long-text-area.tsx';
import { WritingStyleField } from './writing-style-field.tsx';
import './task-texts.css';

interface TextFormValues {
  sections: Record<string, string>;
  writingStyle?: WritingStyle;
}

// The hub's own rules, from the same contract: the sections' rules after the long-text rule, and the
// writing style where the category takes one. A locked description is not sent; the hub keeps it.
function formSchema(editable: TextSectionRecord[], takesWritingStyle: boolean) {
  return z.object({
    sections: textSectionsSchema(editable),
    // A style not chosen yet reads "required", not "must be one of".
    writingStyle: takesWritingStyle
      ? WritingStyle.optional().refine((style) => style !== undefined, { message: 'rules.required' })
      : z.undefined(),
  }) as unknown as z.ZodType<TextFormValues, TextFormValues>;
}

/** A section that was submitted earlier for the case and cannot be changed (docs/product.md). */
function LockedSection({ section }: { section: TextSectionRecord }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t(section.title)}>
      <Typography.Paragraph className="portal-locked-text">{section.content}</Typography.Paragraph>
      <Typography.Text type="secondary">
        <LockOutlined /> {t('texts.form.lockedNote')}
      </Typography.Text>
    </Form.Item>
  );
}

/** The sections of an open text task, completed after a confirmation that they cannot be changed later. */
export function TextTaskForm({
  record,
  onCompleted,
}: {
  record: TaskTextSectionsRecord;
  onCompleted: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const editable = useMemo(() => record.sections.filter((section) => !section.locked), [record]);
  const resolver = useMemo(
    () => keyedZodResolver(formSchema(editable, record.takesWritingStyle)),
    [editable, record.takesWritingStyle],
  );
  const { control, handleSubmit, setError } = useForm<TextFormValues, unknown, TextFormValues>({
    resolver,
    defaultValues: {
      sections: Object.fromEntries(editable.map((section) => [section.name, section.content])),
      writingStyle: record.writingStyle ?? undefined,
    },
  });
  const [confirming, setConfirming] = useState<TextFormValues | null>(null);
  const fieldNames = [
    ...editable.map((section) => `sections.${section.name}` as const),
    'writingStyle' as const,
  ];

  const complete = async (values: TextFormValues) => {
    try {
      await completeTextTask({
        taskId: record.taskId,
        sections: Object.entries(values.sections).map(([name, content]) => ({ name, content })),
        writingStyle: values.writingStyle,
      });
    } catch (error) {
      applyFieldErrors(error, setError, fieldNames);
      throw error;
    }
    void message.success(t('texts.form.completed'));
    onCompleted();
  };

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(setConfirming)()}>
      {record.sections.map((section) =>
        section.locked ? (
          <LockedSection key={section.name} section={section} />
        ) : (
          <FormField
            key={section.name}
            control={control}
            name={`sections.${section.name}`}
            label={t(section.title)}
            required={section.required}
            extra={t(section.hint)}
            render={(field) => <LongTextArea {...field} maxLength={section.maxLength} />}
          />
        ),
      )}
      {record.takesWritingStyle ? (
        <FormField
          control={control}
          name="writingStyle"
          label={t('texts.form.writingStyle')}
          required
          render={(field) => (
            <WritingStyleField id={field.id} value={field.value} onChange={field.onChange} />
          )}
        />
      ) : null}
      <Button type="primary" htmlType="submit">
        {t('texts.form.complete')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={t('texts.form.confirmTitle')}
        okText={t('texts.form.complete')}
        onConfirm={() => (confirming ? complete(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      >
        <Typography.Paragraph>{t('texts.form.confirmBody')}</Typography.Paragraph>
      </ConfirmDialog>
    </Form>
  );
}
