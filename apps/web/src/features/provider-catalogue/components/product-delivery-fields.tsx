import {
  CaseCategory,
  CloudScannerLinkType,
  DeliveryKind,
  MaterialTag,
  MaterialType,
} from '@portal/contracts';
import { Checkbox, Col, Row, Select } from 'antd';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { cloudScannerLinkLabel, materialTagLabel, materialTypeLabel } from '@/lib/material-kinds.ts';
import type { ProductValues } from '../lib/product-delivery.ts';
import './provider-catalogue.css';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * What a product delivers: as files, links or texts (a film may come either way; none for a fee); the
 * material types and tags its deliveries carry on the case; the cloud scanner links added to them; and the
 * case category a delivery adds, which the case list's filter finds.
 */
export function ProductDeliveryFields({
  control,
}: {
  control: Control<Nullable<ProductValues>, unknown, ProductValues>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="portal-catalogue-delivery">
      <legend>{t('providerCatalogue.form.delivers')}</legend>
      <FormField
        control={control}
        name="deliveryKinds"
        label={t('providerCatalogue.form.deliveryKinds')}
        extra={t('providerCatalogue.form.deliveryKindsHint')}
        render={({ value, onChange, id }) => (
          // The box group takes no id of its own; the field's label points at the block around it.
          <div id={id}>
            <Checkbox.Group
              value={value ?? []}
              onChange={onChange}
              options={DeliveryKind.options.map((kind) => ({
                value: kind,
                label: t(`providerCatalogue.deliveryKinds.${kind}`),
              }))}
            />
          </div>
        )}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="deliveredMaterialTypes"
            label={t('providerCatalogue.form.deliveredMaterialTypes')}
            extra={t('providerCatalogue.form.deliveredMaterialTypesHint')}
            render={(field) => (
              <Select
                {...field}
                mode="multiple"
                value={field.value ?? []}
                showSearch={{ optionFilterProp: 'label' }}
                options={MaterialType.options.map((type) => ({
                  value: type,
                  label: materialTypeLabel(t, type),
                }))}
              />
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="tags"
            label={t('providerCatalogue.form.tags')}
            extra={t('providerCatalogue.form.tagsHint')}
            render={(field) => (
              <Select
                {...field}
                mode="multiple"
                value={field.value ?? []}
                showSearch={{ optionFilterProp: 'label' }}
                options={MaterialTag.options.map((tag) => ({ value: tag, label: materialTagLabel(t, tag) }))}
              />
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="cloudScannerLinkTypes"
            label={t('providerCatalogue.form.cloudScannerLinkTypes')}
            extra={t('providerCatalogue.form.cloudScannerLinkTypesHint')}
            render={(field) => (
              <Select
                {...field}
                mode="multiple"
                value={field.value ?? []}
                options={CloudScannerLinkType.options.map((type) => ({
                  value: type,
                  label: cloudScannerLinkLabel(t, type),
                }))}
              />
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="caseCategory"
            label={t('providerCatalogue.form.caseCategory')}
            required
            extra={t('providerCatalogue.form.caseCategoryHint')}
            render={(field) => (
              <Select
                {...field}
                options={CaseCategory.options.map((category) => ({
                  value: category,
                  label: t(`cases.categories.${category}`),
                }))}
              />
            )}
          />
        </Col>
      </Row>
    </fieldset>
  );
}
