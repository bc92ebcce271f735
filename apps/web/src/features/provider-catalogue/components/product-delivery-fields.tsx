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
type ProductControl = Control<Nullable<ProductValues>, unknown, ProductValues>;

/** A product field holding a list of words, each chosen in a select of the word's labels. */
function ListField({
  control,
  name,
  options,
  searchable = false,
}: {
  control: ProductControl;
  name: 'deliveredMaterialTypes' | 'tags' | 'cloudScannerLinkTypes';
  options: { value: string; label: string }[];
  searchable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={12}>
      <FormField
        control={control}
        name={name}
        label={t(`providerCatalogue.form.${name}`)}
        extra={t(`providerCatalogue.form.${name}Hint`)}
        render={(field) => (
          <Select
            {...field}
            mode="multiple"
            value={field.value ?? []}
            showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
            options={options}
          />
        )}
      />
    </Col>
  );
}

/**
 * What a product delivers: as files, links or texts (a film may come either way; none for a fee); the
 * material types and tags its deliveries carry on the case; the cloud scanner links added to them; and the
 * case category a delivery adds, which the case list's filter finds.
 */
export function ProductDeliveryFields({ control }: { control: ProductControl }) {
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
        <ListField
          control={control}
          name="deliveredMaterialTypes"
          searchable
          options={MaterialType.options.map((type) => ({ value: type, label: materialTypeLabel(t, type) }))}
        />
        <ListField
          control={control}
          name="tags"
          searchable
          options={MaterialTag.options.map((tag) => ({ value: tag, label: materialTagLabel(t, tag) }))}
        />
        <ListField
          control={control}
          name="cloudScannerLinkTypes"
          options={CloudScannerLinkType.options.map((type) => ({
            value: type,
            label: cloudScannerLinkLabel(t, type),
          }))}
        />
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
