import { CADASTRAL_NUMBER_MAX, OfferingType, type PropertyTypeOption, RoofColor } from '@portal/contracts';
import { Col, Input, Row, Select } from 'antd';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import type { InformationOutput } from '@/features/orders/lib/step-schemas.ts';
import type { InformationValues } from '@/features/orders/lib/wizard-state.ts';

interface PropertyFieldsProps {
  control: Control<InformationValues, unknown, InformationOutput>;
  /** The largest living area the chosen products cover. */
  maxArea: number | null;
  propertyTypes: PropertyTypeOption[] | undefined;
}

/**
 * The property: its type and areas, and what the provider needs to know besides (the cadastral number, the
 * roof's colour for outdoor pictures and staging, and whether it is offered for sale or for rent).
 */
export function PropertyFields({ control, maxArea, propertyTypes }: PropertyFieldsProps) {
  const { t } = useTranslation();
  const area = t('orders.units.squareMetres');
  return (
    <>
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
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <FormField
            control={control}
            name="propertyInfo.cadastralNumber"
            label={t('orders.fields.cadastralNumber')}
            extra={t('orders.pages.new.cadastralNumberHint')}
            render={(field) => <Input {...field} maxLength={CADASTRAL_NUMBER_MAX} />}
          />
        </Col>
        <Col xs={24} sm={12} md={6} xl={8}>
          <FormField
            control={control}
            name="propertyInfo.roofColor"
            label={t('orders.fields.roofColor')}
            render={({ ref: _ref, ...field }) => (
              <Select
                {...field}
                allowClear
                placeholder={t('orders.fields.choose')}
                options={RoofColor.options.map((color) => ({
                  value: color,
                  label: t(`orders.roofColors.${color}`),
                }))}
                onChange={(value: RoofColor | undefined) => field.onChange(value ?? null)}
              />
            )}
          />
        </Col>
        <Col xs={24} sm={12} md={6} xl={8}>
          <FormField
            control={control}
            name="propertyInfo.offeringType"
            label={t('orders.fields.offeringType')}
            render={({ ref: _ref, ...field }) => (
              <Select
                {...field}
                allowClear
                placeholder={t('orders.fields.choose')}
                options={OfferingType.options.map((type) => ({
                  value: type,
                  label: t(`orders.offeringTypes.${type}`),
                }))}
                onChange={(value: OfferingType | undefined) => field.onChange(value ?? null)}
              />
            )}
          />
        </Col>
      </Row>
    </>
  );
}
