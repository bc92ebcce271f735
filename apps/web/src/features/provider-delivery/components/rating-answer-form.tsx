import { AnswerRatingBody, type RatingDeliveryRecord, type RatingRecord } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { providerDeliveryKeys } from '@/lib/query-keys.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { answerRating } from '../api/provider-delivery-api.ts';

type AnswerValues = z.input<typeof AnswerRatingBody>;
const answerSchema = AnswerRatingBody as unknown as z.ZodType<AnswerValues, AnswerValues>;
const STATES = ['ACCEPTED', 'DONE', 'DECLINED'] as const;

interface RatingAnswerFormProps {
  orderId: string;
  rating: RatingRecord;
  /** The line's deliveries, newest first; those made since the rating can be its correction. */
  deliveries: RatingDeliveryRecord[];
}

/**
 * Answers a change request, complaint or feedback: accepted (being worked on, answered again later), done
 * or declined, a reply for the office and, when it applies, the corrected delivery, delivered first on the
 * line's delivery page with the usual upload.
 */
export function RatingAnswerForm({ orderId, rating, deliveries }: RatingAnswerFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => keyedZodResolver(answerSchema), []);
  const form = useForm<AnswerValues>({
    resolver,
    defaultValues: { state: rating.state === 'ACCEPTED' ? 'DONE' : 'ACCEPTED', reply: '' },
  });
  const corrections = deliveries.filter((delivery) => delivery.deliveredAt >= rating.createdAt);
  const answer = useMutation({
    mutationFn: (values: AnswerValues) => answerRating(rating.orderlineId, rating.id, values),
    onSuccess: (_answer, values) => {
      void message.success(t('delivery.ratingAnswer.sent'));
      // Ready for the next answer: once accepted, the one that says it is done.
      form.reset({ state: values.state === 'ACCEPTED' ? 'DONE' : values.state, reply: '' });
      return queryClient.invalidateQueries({ queryKey: providerDeliveryKeys.all });
    },
    onError: (error) => applyFieldErrors(error, form.setError, ['reply', 'state', 'correctedBatchId']),
  });

  return (
    <Form
      layout="vertical"
      className="portal-rating-answer"
      onFinish={form.handleSubmit((values) => answer.mutate(values))}
    >
      <FormField
        control={form.control}
        name="state"
        label={t('delivery.ratingAnswer.state')}
        required
        render={({ value, onChange, id }) => (
          <Radio.Group
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            options={STATES.map((state) => ({ value: state, label: t(`delivery.ratingAnswer.${state}`) }))}
          />
        )}
      />
      <FormField
        control={form.control}
        name="reply"
        label={t('delivery.ratingAnswer.reply')}
        required
        render={(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 8 }} />}
      />
      <FormField
        control={form.control}
        name="correctedBatchId"
        label={t('delivery.ratingAnswer.corrected')}
        extra={
          <Link
            to={`/provider/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(rating.orderlineId)}`}
          >
            {t('delivery.ratingAnswer.deliverCorrection')}
          </Link>
        }
        render={({ value, onChange, onBlur, id }) => (
          <Select
            id={id}
            value={value}
            onChange={(chosen) => onChange(chosen ?? undefined)}
            onBlur={onBlur}
            allowClear
            placeholder={t('delivery.ratingAnswer.noCorrection')}
            notFoundContent={t('delivery.ratingAnswer.noDeliverySince')}
            style={{ maxWidth: 360 }}
            options={corrections.map((delivery) => ({
              value: delivery.batchId,
              label: t('delivery.ratingAnswer.delivery', {
                count: delivery.files,
                date: formatDate(delivery.deliveredAt, locale, user.timezone, true),
              }),
            }))}
          />
        )}
      />
      {answer.isError ? <Alert type="error" showIcon title={errorText(t, answer.error)} /> : null}
      <Button type="primary" htmlType="submit" loading={answer.isPending} style={{ marginTop: 8 }}>
        {t('delivery.ratingAnswer.send')}
      </Button>
    </Form>
  );
}
