import { type DeliveryLineRecord, LinkDeliveryBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { linkTypeLabel } from '@/lib/material-kinds.ts';
import { providerDeliveryKeys } from '@/lib/query-keys.ts';
import { deliverLink } from '../api/provider-delivery-api.ts';

const LINK_FIELDS = ['type', 'url', 'title'] as const;

/**
 * A link to deliver (a Matterport tour, a film on YouTube or Vimeo, another web page, or a cloud scanner's link
 * to the line's material): its type among those the line's product delivers, its https address and the title
 * the office sees. The hub checks the address against the type's services and says what is wrong next to the
 * field.
 */
export function LinkDeliveryForm({ line }: { line: DeliveryLineRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const types = line.linkTypes;
  const resolver = useMemo(() => keyedZodResolver(LinkDeliveryBody), []);
  const form = useForm<LinkDeliveryBody>({
    resolver,
    defaultValues: { type: types[0], url: '', title: '' },
  });
  const deliver = useMutation({
    mutationFn: (body: LinkDeliveryBody) => deliverLink(line.orderlineId, body),
    onSuccess: (delivered, body) => {
      void message.success(t('delivery.link.delivered'));
      if (delivered.orderStatus === 'Delivered' && line.orderStatus !== 'Delivered') {
        void message.info(t('delivery.line.orderDelivered'));
      }
      form.reset({ type: body.type, url: '', title: '' });
      return queryClient.invalidateQueries({ queryKey: providerDeliveryKeys.all });
    },
    onError: (error) => applyFieldErrors(error, form.setError, LINK_FIELDS),
  });
  const placed =
    isApiError(deliver.error) &&
    Object.keys(deliver.error.fields).some((field) => (LINK_FIELDS as readonly string[]).includes(field));

  return (
    <Form layout="vertical" onFinish={form.handleSubmit((values) => deliver.mutate(values))}>
      <Typography.Paragraph type="secondary">{t('delivery.link.intro')}</Typography.Paragraph>
      <FormField
        control={form.control}
        name="type"
        label={t('delivery.link.type')}
        required
        render={(field) => (
          <Select {...field} options={types.map((value) => ({ value, label: linkTypeLabel(t, value) }))} />
        )}
      />
      <FormField
        control={form.control}
        name="url"
        label={t('delivery.link.url')}
        required
        extra={t('delivery.link.urlHint')}
        render={(field) => (
          <Input
            {...field}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            maxLength={2000}
          />
        )}
      />
      <FormField
        control={form.control}
        name="title"
        label={t('delivery.link.title')}
        required
        extra={t('delivery.link.titleHint')}
        render={(field) => <Input {...field} maxLength={200} />}
      />
      <Flex vertical gap={12} align="flex-start">
        {deliver.isError && !placed ? (
          <Alert type="error" showIcon title={errorText(t, deliver.error)} />
        ) : null}
        <Button type="primary" htmlType="submit" loading={deliver.isPending}>
          {t('delivery.link.deliver')}
        </Button>
      </Flex>
    </Form>
  );
}
