import { type CaseCurrentTextRecord, writtenText } from '@portal/contracts';
import { Alert, Button, Flex, Form } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useSaveText } from '../api/case-texts-api.ts';
import { TextEditorField } from './text-editor-field.tsx';

interface TextEditFormProps {
  caseId: string;
  text: CaseCurrentTextRecord;
  title: string;
  onDone: () => void;
}

interface TextFormValues {
  content: string;
}

/** Edits a section; saving makes a new version, so the text before stays in the history. */
export function TextEditForm({ caseId, text, title, onDone }: TextEditFormProps) {
  const { t } = useTranslation();
  const save = useSaveText(caseId, text.name);
  // The hub's rule for this section (SaveCaseTextBody with the section's maximum), checked here first.
  const resolver = useMemo(
    () =>
      keyedZodResolver(
        z.object({
          content: writtenText.pipe(z.string().trim().max(text.maxLength)),
        }) as unknown as z.ZodType<TextFormValues, TextFormValues>,
      ),
    [text.maxLength],
  );
  const { control, handleSubmit, setError } = useForm<TextFormValues, unknown, TextFormValues>({
    resolver,
    defaultValues: { content: text.content },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (error) {
      applyFieldErrors(error, setError, ['content']);
    }
  });

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <FormField
        control={control}
        name="content"
        label={t('caseTexts.editor.label', { section: title })}
        render={(field) => <TextEditorField {...field} maxLength={text.maxLength} />}
      />
      {save.isError ? <Alert type="error" showIcon title={errorText(t, save.error)} /> : null}
      <Flex gap={8} style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('caseTexts.editor.save')}
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          {t('common.actions.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}
