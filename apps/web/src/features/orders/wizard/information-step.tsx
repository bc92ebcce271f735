import {
  type ActiveUser,
  type Branch,
  type ContactPersonType,
  PHOTOGRAPHER_COMMENT_MAX,
  type ProductRecord,
  type PropertyTypeOption,
  stripLongText,
} from '@portal/contracts';
import { Alert, Col, Form, Input, Row, Select, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field.tsx';
import { LabelledSwitch } from '../../../components/labelled-switch.tsx';
import { keyedZodResolver } from '../../../lib/form-resolver.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { ContactPersonFields } from './contact-person-fields.tsx';
import type { SubmitHandle } from './start-step.tsx';
import { StepActions } from './step-actions.tsx';
import { type InformationOutput, informationSchema } from './step-schemas.ts';
import { type InformationValues, STEP } from './wizard-state.ts';

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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="portal-order-section" aria-labelledby={id}>
      <Typography.Title level={3} id={id} className="portal-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
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
  const area = t('orders.units.squareMetres');

  return (
    <Form layout="vertical" onFinish={() => submit(STEP.summary)} className="portal-wizard-form">
      <Section id="order-contacts-heading" title={t('orders.pages.new.contactsTitle')}>
        <ContactPersonFields control={control} types={contactTypes} />
      </Section>

      <Section id="order-property-heading" title={t('orders.pages.new.propertyTitle')}>
        <Row gutter={16}>
          <Col xs={24} md={12} xl={6}>
            <FormField
              control={control}
              name="propertyInfo.propertyType"
              label={t('orders.fields.propertyType')}
              render={({ ref: _ref, ...field }) => (
                <Select
                  {...field}
                  allowClear
                  loading={!propertyTypes}
                  placeholder={t('orders.fields.choose')}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={propertyTypes?.map((type) => ({ value: type.key, label: type.label }))}
                  onChange={(value: string | undefined) => field.onChange(value ?? null)}
                />
              )}
            />
          </Col>
          <Col xs={24} sm={8} md={12} xl={6}>
            <FormField
              control={control}
              name="propertyInfo.livingArea"
              label={t('orders.fields.livingArea')}
              extra={maxArea !== null ? t('orders.pages.new.maxAreaHint', { max: maxArea }) : undefined}
              render={(field) => <Input {...field} inputMode="numeric" suffix={area} />}
            />
          </Col>
          <Col xs={24} sm={8} md={12} xl={6}>
            <FormField
              control={control}
              name="propertyInfo.basementArea"
              label={t('orders.fields.basementArea')}
              render={(field) => <Input {...field} inputMode="numeric" suffix={area} />}
            />
          </Col>
          <Col xs={24} sm={8} md={12} xl={6}>
            <FormField
              control={control}
              name="propertyInfo.floors"
              label={t('orders.fields.floors')}
              render={(field) => <Input {...field} inputMode="numeric" />}
            />
          </Col>
        </Row>
      </Section>

      <Section id="order-practical-heading" title={t('orders.pages.new.practicalTitle')}>
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
                  fee && showPrices
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
          render={({ onChange: change, ...field }) => (
            <Input.TextArea
              {...field}
              rows={4}
              maxLength={PHOTOGRAPHER_COMMENT_MAX}
              showCount
              // Characters the provider's systems cannot take are dropped as they are typed, so nothing vanishes later.
              onChange={(event) => change(stripLongText(event.target.value))}
            />
          )}
        />
      </Section>

      <Section id="order-watchers-heading" title={t('orders.pages.new.watchersTitle')}>
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
      </Section>

      {branch.businessInvoicing ? (
        <Section id="order-business-heading" title={t('orders.pages.new.businessTitle')}>
          <Typography.Paragraph type="secondary">{t('orders.pages.new.businessHint')}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <FormField
                control={control}
                name="invoicing.business.customerReference"
                label={t('orders.fields.customerReference')}
                render={(field) => <Input {...field} />}
              />
            </Col>
            <Col xs={24} sm={12} md={8}>
              <FormField
                control={control}
                name="invoicing.business.cvr"
                label={t('orders.fields.cvr')}
                render={(field) => <Input {...field} inputMode="numeric" />}
              />
            </Col>
            <Col xs={24} sm={12} md={8}>
              <FormField
                control={control}
                name="invoicing.business.ean"
                label={t('orders.fields.ean')}
                render={(field) => <Input {...field} inputMode="numeric" />}
              />
            </Col>
          </Row>
        </Section>
      ) : null}

      {branch.endUserInvoicing ? (
        <Section id="order-enduser-heading" title={t('orders.pages.new.endUserTitle')}>
          <Controller
            control={control}
            name="endUserInvoicing"
            render={({ field }) => (
              <Form.Item>
                <LabelledSwitch
                  checked={field.value}
                  onChange={field.onChange}
                  label={t('orders.fields.endUserInvoicing')}
                  hint={
                    endUserFee && showPrices
                      ? t('orders.pages.new.endUserFee', {
                          price: formatPrice(endUserFee.price, endUserFee.currency, locale),
                        })
                      : undefined
                  }
                />
              </Form.Item>
            )}
          />
          {endUserInvoicing ? (
            <>
              <Alert
                type="info"
                showIcon
                title={t('orders.pages.new.endUserNote')}
                style={{ marginBottom: 16 }}
              />
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <FormField
                    control={control}
                    name="invoicing.endUser.firstName"
                    label={t('fields.firstName')}
                    required
                    render={(field) => <Input {...field} />}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <FormField
                    control={control}
                    name="invoicing.endUser.lastName"
                    label={t('fields.lastName')}
                    render={(field) => <Input {...field} />}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <FormField
                    control={control}
                    name="invoicing.endUser.email"
                    label={t('fields.email')}
                    required
                    render={(field) => <Input {...field} type="email" inputMode="email" />}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <FormField
                    control={control}
                    name="invoicing.endUser.phone"
                    label={t('fields.phone')}
                    render={(field) => <Input {...field} type="tel" inputMode="tel" />}
                  />
                </Col>
                <Col xs={24}>
                  <FormField
                    control={control}
                    name="invoicing.endUser.address"
                    label={t('orders.fields.invoiceAddress')}
                    required
                    render={(field) => <Input {...field} />}
                  />
                </Col>
              </Row>
            </>
          ) : null}
        </Section>
      ) : null}

      <StepActions onBack={onBack} nextLabel={t('orders.actions.toSummary')} />
    </Form>
  );
}
