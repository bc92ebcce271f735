import {
  type ActiveUser,
  type Branch,
  type ContactPersonType,
  PHOTOGRAPHER_COMMENT_MAX,
  type ProductRecord,
  type PropertyTypeOption,
} from '@portal/contracts';
import { Form, Input, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { LabelledSwitch } from '@/components/labelled-switch.tsx';
import { type InformationOutput, informationSchema } from '@/features/orders/lib/step-schemas.ts';
import { type InformationValues, STEP } from '@/features/orders/lib/wizard-state.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { CampaignField } from './campaign-field.tsx';
import { ContactPersonFields } from './contact-person-fields.tsx';
import { FormSection } from './form-section.tsx';
import { InvoicingFields } from './invoicing-fields.tsx';
import { PropertyFields } from './property-fields.tsx';
import type { SubmitHandle } from './start-step.tsx';
import { StepActions } from './step-actions.tsx';

interface InformationStepProps {
  values: InformationValues;
  branch: Branch;
  /** The largest living area the chosen products cover. */
  maxArea: number | null;
  /** The key pickup fee, when the department has one. */
  fee: ProductRecord | null;
  /** The fee end-user invoicing adds, when the department has one. */
  endUserFee: ProductRecord | null;
  showPrices: boolean;
  users: ActiveUser[] | undefined;
  contactTypes: ContactPersonType[];
  propertyTypes: PropertyTypeOption[] | undefined;
  serverErrors: Record<string, string>;
  submitRef: SubmitHandle;
  onChange: (values: InformationValues) => void;
  onSubmit: (values: InformationOutput, target: number) => void;
  onBack: () => void;
}

/** Step three: contact persons, the property, practical details, watchers and invoicing. */
export function InformationStep({
  values,
  branch,
  maxArea,
  fee,
  endUserFee,
  showPrices,
  users,
  contactTypes,
  propertyTypes,
  serverErrors,
  submitRef,
  onChange,
  onSubmit,
  onBack,
}: InformationStepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resolver = useMemo(
    () => keyedZodResolver(informationSchema({ countryCode: branch.countryCode, maxArea })),
    [branch.countryCode, maxArea],
  );
  const { control, handleSubmit, watch, setError } = useForm<InformationValues, unknown, InformationOutput>({
    resolver,
    defaultValues: values,
  });

  useEffect(() => {
    const subscription = watch((current) => onChange(current as InformationValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  useEffect(() => {
    for (const [path, key] of Object.entries(serverErrors)) {
      setError(path as 'propertyInfo.livingArea', { type: 'server', message: key });
    }
  }, [serverErrors, setError]);

  const submit = (target: number) => void handleSubmit((output) => onSubmit(output, target))();
  submitRef.current = submit;

  const keyPickup = useWatch({ control, name: 'bookingInfo.keyPickup' });
  const endUserInvoicing = useWatch({ control, name: 'endUserInvoicing' });

  return (
    <Form layout="vertical" onFinish={() => submit(STEP.summary)} className="portal-wizard-form">
      <FormSection id="order-contacts-heading" title={t('orders.pages.new.contactsTitle')}>
        <ContactPersonFields control={control} types={contactTypes} />
      </FormSection>

      <FormSection id="order-property-heading" title={t('orders.pages.new.propertyTitle')}>
        <PropertyFields control={control} maxArea={maxArea} propertyTypes={propertyTypes} />
      </FormSection>

      <FormSection id="order-practical-heading" title={t('orders.pages.new.practicalTitle')}>
        <Controller
          control={control}
          name="bookingInfo.keyPickup"
          render={({ field }) => (
            <Form.Item>
              <LabelledSwitch
                checked={field.value}
                onChange={field.onChange}
                label={t('orders.fields.keyPickup')}
                hint={
                  showPrices && fee && fee.price !== null
                    ? t('orders.pages.new.keyPickupFee', {
                        price: formatPrice(fee.price, fee.currency, locale),
                      })
                    : t('orders.pages.new.keyPickupFeeNoPrice')
                }
              />
            </Form.Item>
          )}
        />
        {keyPickup ? (
          <FormField
            control={control}
            name="bookingInfo.keyPickupAddress"
            label={t('orders.fields.keyPickupAddress')}
            required
            extra={t('orders.pages.new.keyPickupAddressHint')}
            render={(field) => <Input {...field} />}
          />
        ) : null}
        <Controller
          control={control}
          name="bookingInfo.externalStylist"
          render={({ field }) => (
            <Form.Item>
              <LabelledSwitch
                checked={field.value}
                onChange={field.onChange}
                label={t('orders.fields.externalStylist')}
                hint={t('orders.pages.new.externalStylistHint')}
              />
            </Form.Item>
          )}
        />
        <FormField
          control={control}
          name="bookingInfo.photographerComment"
          label={t('orders.fields.photographerComment')}
          extra={t('orders.pages.new.commentHint')}
          render={(field) => (
            <Input.TextArea {...field} rows={4} maxLength={PHOTOGRAPHER_COMMENT_MAX} showCount />
          )}
        />
      </FormSection>

      <FormSection id="order-watchers-heading" title={t('orders.pages.new.watchersTitle')}>
        <FormField
          control={control}
          name="watcherEmails"
          label={t('orders.fields.watchers')}
          extra={t('orders.pages.new.watchersHint')}
          render={({ ref: _ref, ...field }) => (
            <Select
              {...field}
              mode="multiple"
              allowClear
              loading={!users}
              placeholder={t('orders.fields.chooseUsers')}
              showSearch={{ optionFilterProp: 'label' }}
              options={users?.map((user) => ({
                value: user.email,
                label: `${user.firstName} ${user.lastName}`.trim() || user.email,
              }))}
            />
          )}
        />
      </FormSection>

      <CampaignField control={control} branchId={branch.id} showPrices={showPrices} />

      <InvoicingFields
        control={control}
        branch={branch}
        endUserFee={endUserFee}
        showPrices={showPrices}
        endUserInvoicing={endUserInvoicing}
      />

      <StepActions onBack={onBack} nextLabel={t('orders.actions.toSummary')} />
    </Form>
  );
}
