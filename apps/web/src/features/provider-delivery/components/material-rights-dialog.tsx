import { type MaterialRights, MaterialRightsBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { LicenceSelect, LicenceTextInput } from '@/components/rights-inputs.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { providerDeliveryKeys } from '@/lib/query-keys.ts';
import { useDayjsLocale } from '@/lib/use-dayjs-locale.ts';
import { changeMaterialRights } from '../api/provider-delivery-api.ts';

const RIGHTS_FIELDS = ['licence', 'licenceText', 'credit', 'expiresOn'] as const;
const DAY_FORMAT = 'YYYY-MM-DD';

interface MaterialRightsDialogProps {
  caseId: string;
  /** The material to change, all to the same rights. */
  materialIds: string[];
  /** The rights the form starts from: those of the first chosen material. */
  initial: MaterialRights;
  onClose: () => void;
}

/**
 * The same usage rights for the chosen delivered material: the licence (the provider's own words for a custom
 * one), who is credited and the last day it may be used (none: no expiry), e.g. a portrait's last day when the
 * person leaves the office. The hub's refusal of a field shows next to it.
 */
export function MaterialRightsDialog({ caseId, materialIds, initial, onClose }: MaterialRightsDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const datesInLanguage = useDayjsLocale();
  const resolver = useMemo(() => keyedZodResolver(MaterialRightsBody), []);
  const form = useForm<MaterialRightsBody>({
    resolver,
    defaultValues: {
      materialIds,
      credit: initial.credit ?? '',
      licence: initial.licence,
      licenceText: initial.licenceText ?? '',
      expiresOn: initial.expiresOn,
    },
  });
  const licence = useWatch({ control: form.control, name: 'licence' });
  const save = useMutation({
    mutationFn: (body: MaterialRightsBody) =>
      changeMaterialRights(caseId, {
        ...body,
        credit: body.credit || null,
        // Words belong to a custom licence only; the others are the portal's own, in every language.
        licenceText: body.licence === 'CUSTOM' ? body.licenceText : null,
      }),
    onSuccess: async (changed) => {
      void message.success(t('delivery.rights.saved', { count: changed.length }));
      await queryClient.invalidateQueries({ queryKey: providerDeliveryKeys.all });
      onClose();
    },
    onError: (error) => applyFieldErrors(error, form.setError, RIGHTS_FIELDS),
  });
  const placed =
    isApiError(save.error) &&
    Object.keys(save.error.fields).some((field) => (RIGHTS_FIELDS as readonly string[]).includes(field));
  const submit = form.handleSubmit((values) => save.mutate(values));

  return (
    <Modal
      open
      title={t('delivery.rights.title', { count: materialIds.length })}
      okText={t('common.actions.save')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('delivery.rights.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <FormField
          control={form.control}
          name="licence"
          label={t('delivery.rights.licence')}
          required
          render={(field) => <LicenceSelect {...field} />}
        />
        {licence === 'CUSTOM' ? (
          <FormField
            control={form.control}
            name="licenceText"
            label={t('delivery.rights.licenceText')}
            required
            extra={t('delivery.rights.licenceTextHint')}
            render={(field) => <LicenceTextInput {...field} />}
          />
        ) : null}
        <FormField
          control={form.control}
          name="credit"
          label={t('delivery.rights.credit')}
          extra={t('delivery.rights.creditHint')}
          render={(field) => <Input {...field} value={field.value ?? ''} maxLength={200} />}
        />
        <FormField
          control={form.control}
          name="expiresOn"
          label={t('delivery.rights.expiresOn')}
          extra={t('delivery.rights.expiresOnHint')}
          render={({ onChange, value, id, ...aria }) => (
            <DatePicker
              // Remounted once dayjs speaks the portal's language, so the calendar names days in it.
              key={datesInLanguage ? 'localised' : 'loading'}
              id={id}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={aria['aria-describedby']}
              format={DAY_FORMAT}
              allowClear
              style={{ width: '100%' }}
              value={value ? dayjs(value, DAY_FORMAT) : null}
              onChange={(date) => onChange(date ? date.format(DAY_FORMAT) : null)}
            />
          )}
        />
      </Form>
      {save.isError && !placed ? <Alert type="error" showIcon title={errorText(t, save.error)} /> : null}
    </Modal>
  );
}
