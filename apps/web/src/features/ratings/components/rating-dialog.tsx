import { UploadOutlined } from '@ant-design/icons';
import { RATING_DOCUMENTS_MAX, RateOrderLineBody, RatingType } from '@portal/contracts';
import { Alert, App, Button, Form, Input, Modal, Progress, Radio, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { uploadFile } from '@/lib/upload.ts';
import { useRateOrderLine } from '../api/ratings-api.ts';

// The call's own rules for type and comment; the documents are files here and keys once uploaded.
const RatingFields = z.object({
  // Nothing chosen yet reads as "required", not as the list of the call's values.
  type: z.enum(RatingType.options, { error: 'rules.required' }),
  comment: RateOrderLineBody.shape.comment,
  documents: z.array(z.instanceof(File)).max(RATING_DOCUMENTS_MAX),
});
type RatingInput = z.input<typeof RatingFields>;
type RatingValues = z.output<typeof RatingFields>;

/** PDF documents and pictures, as the hub accepts them for a rating. */
const ACCEPTED_DOCUMENTS = '.pdf,application/pdf,image/jpeg,image/png';

interface RatingDialogProps {
  orderId: string;
  line: { id: string; productName: string };
  onClose: () => void;
}

/**
 * A short rating of a delivered order line: a change request, a complaint or feedback, a comment, and
 * documents that go straight to storage through the same presigned upload as every other file.
 */
export function RatingDialog({ orderId, line, onClose }: RatingDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rate = useRateOrderLine(orderId);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<RatingInput, unknown, RatingValues>({
    resolver: keyedZodResolver(RatingFields),
    defaultValues: { type: undefined, comment: '', documents: [] },
  });
  const busy = progress !== null;

  const submit = async (values: RatingValues) => {
    setFailure(null);
    setProgress(0);
    try {
      const uploadedDocuments = [];
      for (const [index, file] of values.documents.entries()) {
        const share = 1 / values.documents.length;
        const { key } = await uploadFile({
          // The rating's own folder: the hub takes only documents presigned for the rating.
          target: { ratingOrderlineId: line.id },
          file,
          onProgress: (fraction) => setProgress((index + fraction) * share),
          onRetry: () => undefined,
        });
        uploadedDocuments.push({ key, fileName: file.name });
      }
      await rate.mutateAsync({
        orderlineId: line.id,
        type: values.type,
        comment: values.comment,
        uploadedDocuments,
      });
      void message.success(t('ratings.dialog.sent'));
      onClose();
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && error.fields.comment) {
        setError('comment', { type: 'server', message: error.fields.comment });
      }
      setFailure(error);
    }
  };

  return (
    <Modal
      open
      title={t('ratings.dialog.title', { product: line.productName })}
      okText={t('ratings.dialog.send')}
      confirmLoading={busy}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      mask={{ closable: false }}
      onOk={() => void handleSubmit(submit)()}
      onCancel={() => (busy ? undefined : onClose())}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('ratings.dialog.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        <FormField
          control={control}
          name="type"
          label={t('ratings.dialog.type')}
          required
          render={({ ref: _ref, ...field }) => (
            <Radio.Group
              {...field}
              options={RatingType.options.map((type) => ({ value: type, label: t(`ratings.types.${type}`) }))}
            />
          )}
        />
        <FormField
          control={control}
          name="comment"
          label={t('ratings.dialog.comment')}
          required
          render={(field) => <Input.TextArea {...field} autoSize={{ minRows: 3, maxRows: 10 }} />}
        />
        <FormField
          control={control}
          name="documents"
          label={t('ratings.dialog.documents')}
          extra={t('ratings.dialog.documentsHint', { max: RATING_DOCUMENTS_MAX })}
          render={({ value, onChange, id }) => (
            <Upload
              accept={ACCEPTED_DOCUMENTS}
              multiple
              fileList={value.map((file, index) => ({
                uid: `${index}-${file.name}`,
                name: file.name,
                status: 'done',
              }))}
              beforeUpload={(file) => {
                onChange([...value, file]);
                // The files go to storage when the rating is sent, not when they are chosen.
                return false;
              }}
              onRemove={(removed) =>
                onChange(value.filter((_, index) => `${index}-${value[index]?.name}` !== removed.uid))
              }
              disabled={busy}
            >
              <Button id={id} icon={<UploadOutlined aria-hidden />}>
                {t('ratings.dialog.choose')}
              </Button>
            </Upload>
          )}
        />
        {progress !== null ? (
          <Progress
            percent={Math.round(progress * 100)}
            size="small"
            aria-label={t('ratings.dialog.uploading')}
          />
        ) : null}
        {failure ? <Alert type="error" showIcon title={errorText(t, failure)} /> : null}
      </Form>
    </Modal>
  );
}
