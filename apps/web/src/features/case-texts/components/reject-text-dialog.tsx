import { RejectCaseTextBody } from '@portal/contracts';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useReviewTexts } from '../api/case-texts-api.ts';

interface RejectTextDialogProps {
  caseId: string;
  /** One section with its title, or none to reject every text waiting for review. */
  section: { name: string; title: string } | null;
  open: boolean;
  onClose: () => void;
}

interface RejectValues {
  reason: string;
}

// The hub's rule (RejectCaseTextBody) plus the reason it requires: "cannot reject text" without one.
const rejectSchema = RejectCaseTextBody.refine((body) => body.reason.length > 0, {
  path: ['reason'],
  message: 'rules.required',
}) as unknown as z.ZodType<RejectValues, RejectValues>;

/** Rejecting a delivered text asks why, so the provider knows what to change. */
export function RejectTextDialog({ caseId, section, open, onClose }: RejectTextDialogProps) {
  const { t } = useTranslation();
  const review = useReviewTexts(caseId);
  const resolver = useMemo(() => keyedZodResolver(rejectSchema), []);
  const { control, handleSubmit, setError, reset } = useForm<RejectValues, unknown, RejectValues>({
    resolver,
    defaultValues: { reason: '' },
  });

  const close = () => {
    review.reset();
    reset();
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await review.mutateAsync({ name: section?.name, decision: 'reject', body: values });
      close();
    } catch (error) {
      applyFieldErrors(error, setError, ['reason']);
    }
  });

  return (
    <Modal
      open={open}
      title={
        section ? t('caseTexts.reject.title', { section: section.title }) : t('caseTexts.reject.allTitle')
      }
      okText={t('caseTexts.reject.confirm')}
      okButtonProps={{ danger: true, loading: review.isPending }}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('caseTexts.reject.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <FormField
          control={control}
          name="reason"
          label={t('caseTexts.reject.reason')}
          required
          render={(field) => <Input.TextArea {...field} autoSize={{ minRows: 3, maxRows: 8 }} />}
        />
      </Form>
      {review.isError ? <Alert type="error" showIcon title={errorText(t, review.error)} /> : null}
    </Modal>
  );
}
