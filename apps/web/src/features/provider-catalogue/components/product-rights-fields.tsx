import { RIGHTS_VALID_MONTHS_MAX } from '@portal/contracts';
import { Col, Input, InputNumber, Row, Typography } from 'antd';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { LicenceSelect, LicenceTextInput } from '@/components/rights-inputs.tsx';
import type { ProductValues } from '../lib/product-delivery.ts';
import './provider-catalogue.css';

type Nullable<T> = { [K in keyof T]: T[K] | null };
type ProductControl = Control<Nullable<ProductValues>, unknown, ProductValues>;

/**
 * The usage rights a product's deliveries are stamped with: the licence (the provider's own words for a
 * custom one), who is credited, and for how many months from the delivery.
 */
export function ProductRightsFields({ control }: { control: ProductControl }) {
  const { t } = useTranslation();
  const licence = useWatch({ control, name: 'rights.licence' });
  return (
    <fieldset className="portal-catalogue-delivery">
      <legend>{t('providerCatalogue.form.rightsTitle')}</legend>
      <Typography.Paragraph type="secondary">{t('providerCatalogue.form.rightsHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="rights.licence"
            label={t('providerCatalogue.form.licence')}
            required
            render={(field) => <LicenceSelect {...field} />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="rights.validMonths"
            label={t('providerCatalogue.form.validMonths')}
            extra={t('providerCatalogue.form.validMonthsHint')}
            render={({ onChange, value, ...field }) => (
              <InputNumber
                {...field}
                value={value}
                onChange={(next) => onChange(next ?? null)}
                min={1}
                max={RIGHTS_VALID_MONTHS_MAX}
                precision={0}
                suffix={t('providerCatalogue.form.months')}
                style={{ width: '100%' }}
              />
            )}
          />
        </Col>
      </Row>
      {licence === 'CUSTOM' ? (
        <FormField
          control={control}
          name="rights.licenceText"
          label={t('providerCatalogue.form.licenceText')}
          required
          extra={t('providerCatalogue.form.licenceTextHint')}
          render={(field) => <LicenceTextInput {...field} />}
        />
      ) : null}
      <FormField
        control={control}
        name="rights.credit"
        label={t('providerCatalogue.form.credit')}
        extra={t('providerCatalogue.form.creditHint')}
        render={(field) => <Input {...field} value={field.value ?? ''} maxLength={200} />}
      />
    </fieldset>
  );
}
