import { UploadOutlined } from '@ant-design/icons';
import { AnswerAnnotationBody, IMAGE_EXTENSIONS } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Progress, Radio, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { providerDeliveryKeys } from '@/lib/query-keys.ts';
import { uploadFile } from '@/lib/upload.ts';
import { answerAnnotation, registerDeliveryUpload } from '../api/provider-delivery-api.ts';

type AnswerValues = z.input<typeof AnswerAnnotationBody>;
const answerSchema = AnswerAnnotationBody as unknown as z.ZodType<AnswerValues, AnswerValues>;

/** The corrected picture as it uploads: its name and progress, then the id of the registered file. */
interface Correction {
  fileName: string;
  percent: number;
  uploadId?: string;
}

/**
 * Answers one comment: done or declined, a reply for the office and, for a change, a corrected picture,
 * uploaded to the line first (with progress) and delivered with the answer as the picture's new version.
 */
export function AnnotationAnswerForm({ lineId, annotationId }: { lineId: string; annotationId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => keyedZodResolver(answerSchema), []);
  const form = useForm<AnswerValues>({ resolver, defaultValues: { state: 'DONE', reply: '' } });
  const [correction, setCorrection] = useState<Correction | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      setCorrection({ fileName: file.name, percent: 0 });
      const { key } = await uploadFile({
        target: { deliveryOrderlineId: lineId },
        file,
        onProgress: (fraction) => setCorrection({ fileName: file.name, percent: Math.round(fraction * 100) }),
        onRetry: () => setCorrection({ fileName: file.name, percent: 0 }),
      });
      const waiting = await registerDeliveryUpload(lineId, { key, fileName: file.name });
      const registered = waiting.filter((each) => each.fileName === file.name).at(-1);
      setCorrection({ fileName: file.name, percent: 100, uploadId: registered?.id });
    },
    onError: () => setCorrection(null),
  });
  const answer = useMutation({
    mutationFn: (values: AnswerValues) =>
      answerAnnotation(lineId, annotationId, { ...values, correctedUploadId: correction?.uploadId }),
    onSuccess: () => {
      void message.success(t('delivery.workOrder.sent'));
      return queryClient.invalidateQueries({ queryKey: providerDeliveryKeys.all });
    },
    onError: (error) => applyFieldErrors(error, form.setError, ['reply', 'state']),
  });

  return (
    <Form layout="vertical" onFinish={form.handleSubmit((values) => answer.mutate(values))}>
      <FormField
        control={form.control}
        name="state"
        label={t('delivery.workOrder.state')}
        required
        render={({ value, onChange, id }) => (
          <Radio.Group
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            options={(['DONE', 'DECLINED'] as const).map((state) => ({
              value: state,
              label: t(`delivery.workOrder.${state}`),
            }))}
          />
        )}
      />
      <FormField
        control={form.control}
        name="reply"
        label={t('delivery.workOrder.reply')}
        required
        render={(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 6 }} />}
      />
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Text>{t('delivery.workOrder.corrected')}</Typography.Text>
        <Upload
          showUploadList={false}
          accept={IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          customRequest={({ file, onSuccess, onError }) => {
            upload.mutateAsync(file as File).then(() => onSuccess?.({}), onError);
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {t('delivery.workOrder.uploadCorrected')}
          </Button>
        </Upload>
        {correction ? (
          <Flex gap={8} align="center" wrap>
            <Typography.Text>{correction.fileName}</Typography.Text>
            <Progress
              percent={correction.percent}
              size="small"
              style={{ width: 160 }}
              aria-label={t('delivery.workOrder.uploading', { percent: correction.percent })}
            />
          </Flex>
        ) : null}
        {upload.isError ? <Alert type="error" showIcon title={errorText(t, upload.error)} /> : null}
      </Flex>
      {answer.isError ? <Alert type="error" showIcon title={errorText(t, answer.error)} /> : null}
      <Button type="primary" htmlType="submit" loading={answer.isPending} disabled={upload.isPending}>
        {t('delivery.workOrder.send')}
      </Button>
    </Form>
  );
}
