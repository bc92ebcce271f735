import { CONTENT_BODY_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX, Locale } from '@portal/contracts';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { LabelledSwitch } from '@/components/labelled-switch.tsx';
import { LanguageTabs } from '@/components/language-tabs.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import {
  type ContentKind,
  type EditRecord,
  type EditTranslations,
  useSaveContent,
  useSetPublished,
} from '../api/content-api.ts';

interface LanguageTexts {
  title: string;
  /** The news item's teaser or the article's description. */
  summary: string;
  content: string;
}
interface EditorValues {
  translations: Record<Locale, LanguageTexts>;
  published: boolean;
}
type EditorOutput = {
  translations: { en: LanguageTexts } & Partial<Record<Locale, LanguageTexts>>;
  published: boolean;
};

const required = (max: number) => z.string().trim().min(1, 'rules.required').max(max, 'rules.string.max');
const Filled = z.object({
  title: required(CONTENT_TITLE_MAX),
  summary: required(CONTENT_SUMMARY_MAX),
  content: required(CONTENT_BODY_MAX),
});
const isBlank = (texts: LanguageTexts) => !`${texts.title}${texts.summary}${texts.content}`.trim();
// English is required; another language is left out while all its fields are empty, and else needs all three.
const Optional = z.preprocess(
  (value) => (isBlank(value as LanguageTexts) ? undefined : value),
  Filled.optional(),
);
const editorSchema = z.object({
  translations: z.object({ en: Filled, da: Optional, sv: Optional, no: Optional }),
  published: z.boolean(),
}) as unknown as z.ZodType<EditorOutput, EditorValues>;

const SUMMARY_FIELD: Record<ContentKind, 'teaser' | 'description'> = { news: 'teaser', help: 'description' };
const EMPTY: LanguageTexts = { title: '', summary: '', content: '' };

function valuesOf(kind: ContentKind, record: EditRecord | null): EditorValues {
  const texts = record?.translations as Partial<Record<Locale, Record<string, string>>> | undefined;
  const translations = Object.fromEntries(
    Locale.options.map((locale) => {
      const own = texts?.[locale];
      const values = own
        ? { title: own.title ?? '', summary: own[SUMMARY_FIELD[kind]] ?? '', content: own.content ?? '' }
        : EMPTY;
      return [locale, values];
    }),
  ) as Record<Locale, LanguageTexts>;
  return { translations, published: record ? record.publishedAt !== null : false };
}

function bodyOf(kind: ContentKind, translations: EditorOutput['translations']): EditTranslations {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([locale, texts]) =>
      texts
        ? [[locale, { title: texts.title, [SUMMARY_FIELD[kind]]: texts.summary, content: texts.content }]]
        : [],
    ),
  ) as EditTranslations;
}

interface ContentEditorDialogProps {
  kind: ContentKind;
  /** The item to edit, or null to write a new one. */
  record: EditRecord | null;
  onClose: () => void;
}

/** Writes a news item or help article: a tab per language (English required) and the publish switch. */
export function ContentEditorDialog({ kind, record, onClose }: ContentEditorDialogProps) {
  const { t } = useTranslation();
  const save = useSaveContent(kind);
  const setPublished = useSetPublished(kind);
  const [tab, setTab] = useState<Locale>('en');
  // Once a new item is saved, a retry (after the publish switch failed) saves it again instead of a copy.
  const [savedId, setSavedId] = useState<string | null>(record?.id ?? null);
  const resolver = useMemo(() => keyedZodResolver(editorSchema), []);
  const { control, handleSubmit, setError } = useForm<EditorValues, unknown, EditorOutput>({
    resolver,
    defaultValues: valuesOf(kind, record),
  });

  // A problem in a hidden tab would go unseen: the first language with one is shown.
  const showFirstProblem = (errors: FieldErrors<EditorValues>) => {
    const first = Locale.options.find((locale) => errors.translations?.[locale]);
    if (first) setTab(first);
  };

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        id: savedId,
        translations: bodyOf(kind, values.translations),
      });
      setSavedId(saved.id);
      if ((saved.publishedAt !== null) !== values.published) {
        await setPublished.mutateAsync({ id: saved.id, published: values.published });
      }
      onClose();
    } catch (error) {
      if (!isApiError(error)) return;
      // The hub names the summary by its own field (teaser or description).
      const fields = Object.entries(error.fields).map(([path, key]) => [
        path.replace(/\.(teaser|description)$/, '.summary'),
        key,
      ]);
      for (const [path, key] of fields)
        setError(path as `translations.${Locale}.title`, { type: 'server', message: key });
      const first = Locale.options.find((locale) =>
        fields.some(([path]) => path?.startsWith(`translations.${locale}.`)),
      );
      if (first) setTab(first);
    }
  }, showFirstProblem);

  const failed = save.isError ? save.error : setPublished.isError ? setPublished.error : null;
  const title = t(`content.editor.${record ? 'editTitle' : 'newTitle'}.${kind}`);
  return (
    <Modal
      open
      title={title}
      okText={t('common.actions.save')}
      okButtonProps={{ loading: save.isPending || setPublished.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('content.editor.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <LanguageTabs active={tab} onChange={setTab}>
          {(locale) => (
            <>
              <FormField
                control={control}
                name={`translations.${locale}.title`}
                label={t('content.editor.title')}
                required={locale === 'en'}
                render={(field) => <Input {...field} maxLength={CONTENT_TITLE_MAX} />}
              />
              <FormField
                control={control}
                name={`translations.${locale}.summary`}
                label={t(`content.editor.summary.${kind}`)}
                required={locale === 'en'}
                render={(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 4 }} />}
              />
              <FormField
                control={control}
                name={`translations.${locale}.content`}
                label={t('content.editor.content')}
                required={locale === 'en'}
                extra={t('content.editor.contentHint')}
                render={(field) => <Input.TextArea {...field} autoSize={{ minRows: 8, maxRows: 20 }} />}
              />
            </>
          )}
        </LanguageTabs>
        <Controller
          control={control}
          name="published"
          render={({ field }) => (
            <LabelledSwitch
              checked={field.value}
              onChange={field.onChange}
              label={t('content.editor.published')}
              hint={t(`content.editor.publishedHint.${kind}`)}
            />
          )}
        />
      </Form>
      {failed ? <Alert type="error" showIcon title={errorText(t, failed)} /> : null}
    </Modal>
  );
}
