import {
  Locale,
  type SaveSystemNoticeBody,
  SYSTEM_NOTICE_TEXT_MAX,
  type SystemNoticeEditRecord,
  SystemNoticeLevel,
} from '@portal/contracts';
import { Alert, DatePicker, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { LanguageTabs } from '@/components/language-tabs.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useDayjsLocale } from '@/lib/use-dayjs-locale.ts';
import { useSaveNotice } from '../api/system-notices-api.ts';

interface EditorValues {
  texts: Record<Locale, string>;
  level: SystemNoticeLevel;
  shownFrom: Dayjs | null;
  shownUntil: Dayjs | null;
}

interface EditorOutput {
  texts: Record<Locale, string>;
  level: SystemNoticeLevel;
  shownFrom: Dayjs;
  shownUntil: Dayjs | null;
}

const text = z.string().trim().max(SYSTEM_NOTICE_TEXT_MAX, 'rules.string.max');
// English is required; another language is left out while it is empty. The period is checked as the hub does.
const editorSchema = z
  .object({
    texts: z.object({ en: text.min(1, 'rules.required'), da: text, sv: text, no: text }),
    level: SystemNoticeLevel,
    shownFrom: z.custom<Dayjs>((value) => dayjs.isDayjs(value), 'rules.required'),
    shownUntil: z.custom<Dayjs>((value) => dayjs.isDayjs(value)).nullable(),
  })
  .refine((values) => !values.shownUntil || values.shownUntil.isAfter(values.shownFrom), {
    path: ['shownUntil'],
    message: 'systemNotices.messages.untilBeforeFrom',
  }) as unknown as z.ZodType<EditorOutput, EditorValues>;

function valuesOf(record: SystemNoticeEditRecord | null): EditorValues {
  const texts = Object.fromEntries(
    Locale.options.map((locale) => [locale, record?.translations[locale]?.text ?? '']),
  ) as Record<Locale, string>;
  return {
    texts,
    level: record?.level ?? 'info',
    shownFrom: record ? dayjs(record.shownFrom) : dayjs().startOf('minute'),
    shownUntil: record?.shownUntil ? dayjs(record.shownUntil) : null,
  };
}

function bodyOf(values: EditorOutput): SaveSystemNoticeBody {
  const translations = Object.fromEntries(
    Object.entries(values.texts).flatMap(([locale, value]) => (value ? [[locale, { text: value }]] : [])),
  ) as SaveSystemNoticeBody['translations'];
  return {
    translations,
    level: values.level,
    shownFrom: values.shownFrom.toISOString(),
    shownUntil: values.shownUntil?.toISOString() ?? null,
  };
}

/** The hub names a language's text translations.xx.text; the form keeps it as texts.xx. */
const formPathOf = (path: string) => path.replace(/^translations\.(\w+)\.text$/, 'texts.$1');

interface SystemNoticeEditorDialogProps {
  /** The notice to edit, or null to write a new one. */
  record: SystemNoticeEditRecord | null;
  onClose: () => void;
}

/** Writes a system notice: its text per language (English required), its level and when it is shown. */
export function SystemNoticeEditorDialog({ record, onClose }: SystemNoticeEditorDialogProps) {
  const { t } = useTranslation();
  const datesInLanguage = useDayjsLocale();
  const save = useSaveNotice();
  const [tab, setTab] = useState<Locale>('en');
  const resolver = useMemo(() => keyedZodResolver(editorSchema), []);
  const { control, handleSubmit, setError } = useForm<EditorValues, unknown, EditorOutput>({
    resolver,
    defaultValues: valuesOf(record),
  });

  // A problem in a hidden tab would go unseen: the first language with one is shown.
  const showFirstProblem = (errors: FieldErrors<EditorValues>) => {
    const first = Locale.options.find((locale) => errors.texts?.[locale]);
    if (first) setTab(first);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: record?.id ?? null, body: bodyOf(values) });
      onClose();
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [path, key] of Object.entries(error.fields)) {
        setError(formPathOf(path) as 'shownUntil', { type: 'server', message: key });
      }
    }
  }, showFirstProblem);

  return (
    <Modal
      open
      title={t(record ? 'systemNotices.editor.editTitle' : 'systemNotices.editor.newTitle')}
      okText={t('common.actions.save')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('systemNotices.editor.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <LanguageTabs active={tab} onChange={setTab}>
          {(locale) => (
            <>
              <FormField
                control={control}
                name={`texts.${locale}`}
                label={t('systemNotices.editor.text')}
                required={locale === 'en'}
                render={(field) => (
                  <Input.TextArea
                    {...field}
                    maxLength={SYSTEM_NOTICE_TEXT_MAX}
                    autoSize={{ minRows: 2, maxRows: 5 }}
                  />
                )}
              />
            </>
          )}
        </LanguageTabs>
        <FormField
          control={control}
          name="level"
          label={t('systemNotices.editor.level')}
          required
          render={(field) => (
            <Select
              {...field}
              options={SystemNoticeLevel.options.map((level) => ({
                value: level,
                label: t(`systemNotices.levels.${level}`),
              }))}
            />
          )}
        />
        <Flex gap={16} wrap>
          {(['shownFrom', 'shownUntil'] as const).map((name) => (
            <div key={name} style={{ flex: '1 1 240px' }}>
              <FormField
                control={control}
                name={name}
                label={t(`systemNotices.editor.${name}`)}
                required={name === 'shownFrom'}
                extra={name === 'shownUntil' ? t('systemNotices.editor.untilHint') : undefined}
                render={({ onChange, value, id, ...aria }) => (
                  <DatePicker
                    // Remounted once dayjs speaks the portal's language, so the calendar names days in it.
                    key={datesInLanguage ? 'localised' : 'loading'}
                    id={id}
                    aria-invalid={aria['aria-invalid']}
                    aria-describedby={aria['aria-describedby']}
                    showTime={{ format: 'HH:mm' }}
                    format="YYYY-MM-DD HH:mm"
                    style={{ width: '100%' }}
                    value={value}
                    onChange={(date) => onChange(date ?? null)}
                  />
                )}
              />
            </div>
          ))}
        </Flex>
      </Form>
      {save.isError && !isApiError(save.error, 400) ? (
        <Alert type="error" showIcon title={errorText(t, save.error)} />
      ) : null}
    </Modal>
  );
}
