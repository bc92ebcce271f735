import type { Branch, ProductRecord } from '@portal/contracts';
import { Alert, Col, Form, Input, Row, Typography } from 'antd';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { LabelledSwitch } from '@/components/labelled-switch.tsx';
import type { InformationOutput } from '@/features/orders/lib/step-schemas.ts';
import type { InformationValues } from '@/features/orders/lib/wizard-state.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { FormSection } from './form-section.tsx';

interface InvoicingFieldsProps {
  control: Control<InformationValues, unknown, InformationOutput>;
  branch: Branch;
  /** The fee end-user invoicing adds, when the department has one. */
  endUserFee: ProductRecord | null;
  showPrices: boolean;
  /** Whether the end user is invoiced, as the form holds it now. */
  endUserInvoicing: boolean;
}

/** The invoicing sections of step three, each shown only when the department offers that invoicing. */
export function InvoicingFields({
  control,
  branch,
  endUserFee,
  showPrices,
  endUserInvoicing,
}: InvoicingFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {branch.businessInvoicing ? (
        <FormSection id="order-business-heading" title={t('orders.pages.new.businessTitle')}>
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
        </FormSection>
      ) : null}

      {branch.endUserInvoicing ? (
        <FormSection id="order-enduser-heading" title={t('orders.pages.new.endUserTitle')}>
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
                    showPrices && endUserFee && endUserFee.price !== null
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
                    label={t('common.fields.firstName')}
                    required
                    render={(field) => <Input {...field} />}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <FormField
                    control={control}
                    name="invoicing.endUser.lastName"
                    label={t('common.fields.lastName')}
                    render={(field) => <Input {...field} />}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <FormField
                    control={control}
                    name="invoicing.endUser.email"
                    label={t('common.fields.email')}
                    required
                    render={(field) => <Input {...field} type="email" inputMode="email" />}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <FormField
                    control={control}
                    name="invoicing.endUser.phone"
                    label={t('common.fields.phone')}
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
        </FormSection>
      ) : null}
    </>
  );
}
