import { type CaseCurrentTextRecord, DeliverCaseTextBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { Panel } from '@/components/panel.tsx';
import { TextReviewTag } from '@/components/text-review-tag.tsx';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { providerDeliveryKeys } from '@/lib/query-keys.ts';
import { sectionTitle } from '@/lib/text-section-title.ts';
import { deliverText } from '../api/provider-delivery-api.ts';

type TextValues = z.input<typeof DeliverCaseTextBody>;
const textSchema = DeliverCaseTextBody as unknown as z.ZodType<TextValues, TextValues>;

interface TextDeliveryCardProps {
  caseId: string;
  orderId: string;
  name: string;
  maxLength: number;
  /** The section's text in force, when it has one. */
  current?: CaseCurrentTextRecord;
}

/**
 * One text section: the office's review of the newest delivery (a rejection with its reason), and the text to
 * deliver, starting from the version in force so a rejected text is reworked rather than retyped.
 */
export function TextDeliveryCard({ caseId, orderId, name, maxLength, current }: TextDeliveryCardProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => keyedZodResolver(textSchema), []);
  const form = useForm<TextValues>({ resolver, defaultValues: { orderId, content: current?.content ?? '' } });
  const deliver = useMutation({
    mutationFn: (values: TextValues) => deliverText(caseId, name, values),
    onSuccess: () => {
      void message.success(t('delivery.texts.delivered'));
      return queryClient.invalidateQueries({ queryKey: providerDeliveryKeys.texts(orderId) });
    },
    onError: (error) => applyFieldErrors(error, form.setError, ['content']),
  });
  const review = current?.review;
  const title = sectionTitle(t, name);

  return (
    <Panel title={title} extra={review ? <TextReviewTag review={review} /> : null}>
      <Form layout="vertical" onFinish={form.handleSubmit((values) => deliver.mutate(values))}>
        <Flex vertical gap={8}>
          {review?.state === 'REJECTED' ? (
            <Alert
              type="warning"
              showIcon
              title={t('delivery.texts.rejected', { name: review.reviewedBy?.name ?? '' })}
              description={
                <Typography.Text style={{ whiteSpace: 'pre-line' }}>{review.reason}</Typography.Text>
              }
            />
          ) : null}
          <FormField
            control={form.control}
            name="content"
            label={t('delivery.texts.content', { section: title })}
            required
            render={(field) => (
              <Input.TextArea
                {...field}
                maxLength={maxLength}
                showCount
                autoSize={{ minRows: 3, maxRows: 14 }}
              />
            )}
          />
          {deliver.isError ? <Alert type="error" showIcon title={errorText(t, deliver.error)} /> : null}
          <div>
            <Button type="primary" htmlType="submit" loading={deliver.isPending}>
              {t('delivery.texts.deliver')}
            </Button>
          </div>
        </Flex>
      </Form>
    </Panel>
  );
}
