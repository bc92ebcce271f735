import { UploadOutlined } from '@ant-design/icons';
import { type AllowedDocumentNameRecord, DocumentType, SaveDocumentBody } from '@portal/contracts';
import { Alert, Button, Form, Input, Modal, Progress, Select, Upload } from 'antd';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useSaveDocument } from '@/features/case-documents/api/case-documents-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

const DocumentFields = z.object({
  type: DocumentType,
  title: SaveDocumentBody.shape.title,
  file: z.instanceof(File, { message: 'rules.required' }),
});
type DocumentInput = z.input<typeof DocumentFields>;
type DocumentValues = z.output<typeof DocumentFields>;

/** The hub's field names for what this form calls `file`. */
const FILE_FIELDS = ['key', 'fileName'];

interface DocumentDialogProps {
  caseId: string;
  /** Replacing: the type is fixed and the title starts as the current one. */
  replacing: { type: DocumentType; title: string } | null;
  /** Which types the case already has: choosing one of them replaces that document. */
  allowedNames: AllowedDocumentNameRecord[];
  onClose: () => void;
}

/** Adds a PDF document of a type to the case, or replaces the one it has, showing the upload's progress. */
export function DocumentDialog({ caseId, replacing, allowedNames, onClose }: DocumentDialogProps) {
  const { t } = useTranslation();
  const save = useSaveDocument(caseId);
  const [progress, setProgress] = useState<number | null>(null);
  const { control, handleSubmit, setError } = useForm<DocumentInput, unknown, DocumentValues>({
    resolver: keyedZodResolver(DocumentFields),
    defaultValues: { type: replacing?.type, title: replacing?.title ?? '', file: undefined },
  });
  const chosenType = useWatch({ control, name: 'type' });
  const takenTypes = new Set(allowedNames.filter((name) => name.documentId).map((name) => name.type));
  const replacesExisting = !replacing && chosenType !== undefined && takenTypes.has(chosenType);

  const submit = (values: DocumentValues) => {
    setProgress(0);
    save.mutate(
      { ...values, onProgress: setProgress },
      {
        onSuccess: onClose,
        onError: (error) => {
          setProgress(null);
          if (!isApiError(error)) return;
          for (const [path, key] of Object.entries(error.fields)) {
            if (path === 'title' || path === 'type') setError(path, { type: 'server', message: key });
            if (FILE_FIELDS.includes(path)) setError('file', { type: 'server', message: key });
          }
        },
      },
    );
  };
  const fieldProblem = isApiError(save.error) && Object.keys(save.error.fields).length > 0;

  return (
    <Modal
      open
      title={t(replacing ? 'documents.dialog.replaceTitle' : 'documents.dialog.addTitle')}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={save.isPending}
      cancelButtonProps={{ disabled: save.isPending }}
      closable={!save.isPending}
      mask={{ closable: false }}
      onOk={() => void handleSubmit(submit)()}
      onCancel={() => (save.isPending ? undefined : onClose())}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        <FormField
          control={control}
          name="type"
          label={t('documents.fields.type')}
          required
          extra={replacesExisting ? t('documents.dialog.replacesExisting') : undefined}
          render={(field) => (
            <Select
              {...field}
              disabled={replacing !== null}
              placeholder={t('documents.fields.typePlaceholder')}
              options={DocumentType.options.map((type) => ({
                value: type,
                label: t(`documents.types.${type}`),
              }))}
            />
          )}
        />
        <FormField
          control={control}
          name="title"
          label={t('documents.fields.title')}
          required
          render={(field) => <Input {...field} maxLength={200} />}
        />
        <FormField
          control={control}
          name="file"
          label={t('documents.fields.file')}
          required
          extra={t('documents.fields.fileHint')}
          render={({ value, onChange, id }) => (
            <Upload
              accept=".pdf,application/pdf"
              maxCount={1}
              fileList={value ? [{ uid: 'chosen', name: value.name, status: 'done' }] : []}
              beforeUpload={(file) => {
                onChange(file);
                // The file goes to storage when the form is saved, not when it is chosen.
                return false;
              }}
              onRemove={() => onChange(undefined)}
              disabled={save.isPending}
            >
              <Button id={id} icon={<UploadOutlined aria-hidden />}>
                {t('documents.fields.choose')}
              </Button>
            </Upload>
          )}
        />
        {progress !== null ? (
          <Progress
            percent={Math.round(progress * 100)}
            size="small"
            aria-label={t('documents.dialog.uploading')}
          />
        ) : null}
        {save.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, save.error)} />
        ) : null}
      </Form>
    </Modal>
  );
}
