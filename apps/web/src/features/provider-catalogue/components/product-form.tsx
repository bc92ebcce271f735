import { type CatalogueProductRow, DEFAULT_PRODUCT_RIGHTS, TaskCategory } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { LabelledSwitch } from '@/components/labelled-switch.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { catalogueDepartmentsQuery, useSaveProduct } from '../api/provider-catalogue-api.ts';
import { departmentLabel, groupingOptions } from '../lib/catalogue-labels.ts';
import {
  deliveryOf,
  ProductCreateSchema,
  ProductEditSchema,
  type ProductValues,
} from '../lib/product-delivery.ts';
import { ProductDeliveryFields } from './product-delivery-fields.tsx';
import { ProductRightsFields } from './product-rights-fields.tsx';

type Nullable<T> = { [K in keyof T]: T[K] | null };

const valuesOf = (product: CatalogueProductRow | null): Nullable<ProductValues> => ({
  branchId: product?.branchId ?? null,
  itemNumber: product?.itemNumber ?? '',
  name: product?.name ?? '',
  description: product?.description ?? '',
  grouping: product?.grouping ?? 'CASE',
  unit: product?.unit ?? 'pcs',
  price: product?.price ?? null,
  maxKvmSize: product?.maxKvmSize ?? null,
  maxOrderAmount: product?.maxOrderAmount ?? null,
  tasks: product?.tasks ?? [],
  alaCarte: product?.alaCarte ?? true,
  active: product?.active ?? true,
  rights: product?.rights ?? DEFAULT_PRODUCT_RIGHTS,
  ...deliveryOf(product),
});

/** An empty credit means "the photographer", and only a custom licence keeps its words. */
const withPlainRights = (values: ProductValues): ProductValues => ({
  ...values,
  rights: {
    ...values.rights,
    credit: values.rights.credit?.trim() || null,
    licenceText: values.rights.licence === 'CUSTOM' ? values.rights.licenceText : null,
  },
});

interface ProductFormProps {
  /** The product to edit, or null for a new one (its department and item number are chosen once). */
  product: CatalogueProductRow | null;
  /** After a save; without it the form stays and says it was saved. */
  onSaved?: (saved: CatalogueProductRow) => void;
}

/**
 * A product's names, category, unit, list price, limits, tasks, what it delivers, the usage rights its
 * deliveries carry and whether it is offered.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const departments = useQuery(catalogueDepartmentsQuery);
  const schema = product ? ProductEditSchema : ProductCreateSchema;
  const resolver = useMemo(() => keyedZodResolver(schema as typeof ProductCreateSchema), [schema]);
  const { control, handleSubmit, setError } = useForm<Nullable<ProductValues>, unknown, ProductValues>({
    resolver: resolver as never,
    defaultValues: valuesOf(product),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: product?.id ?? null, body: withPlainRights(values) });
      onSaved?.(saved);
    } catch (error) {
      applyFieldErrors(error, setError);
    }
  });

  const number = (name: 'price' | 'maxKvmSize' | 'maxOrderAmount', required = false, suffix?: string) => (
    <FormField
      control={control}
      name={name}
      label={t(`providerCatalogue.form.${name}`)}
      required={required}
      extra={name === 'price' ? t('providerCatalogue.form.priceHint') : undefined}
      render={({ onChange, value, ...field }) => (
        <InputNumber
          {...field}
          value={value}
          onChange={(next) => onChange(next ?? null)}
          min={0}
          suffix={suffix}
          style={{ width: '100%' }}
        />
      )}
    />
  );

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      {product ? null : (
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <FormField
              control={control}
              name="branchId"
              label={t('providerCatalogue.form.department')}
              required
              render={(field) => (
                <Select
                  {...field}
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={departments.isPending}
                  options={(departments.data ?? []).map((row) => ({
                    value: row.id,
                    label: departmentLabel(row),
                  }))}
                />
              )}
            />
          </Col>
          <Col xs={24} md={8}>
            <FormField
              control={control}
              name="itemNumber"
              label={t('providerCatalogue.form.itemNumber')}
              required
              render={(field) => <Input {...field} value={field.value ?? ''} maxLength={40} />}
            />
          </Col>
        </Row>
      )}
      <FormField
        control={control}
        name="name"
        label={t('providerCatalogue.form.name')}
        required
        extra={t('providerCatalogue.form.nameHint')}
        render={(field) => <Input {...field} value={field.value ?? ''} maxLength={200} />}
      />
      <FormField
        control={control}
        name="description"
        label={t('providerCatalogue.form.description')}
        render={(field) => (
          <Input.TextArea
            {...field}
            value={field.value ?? ''}
            maxLength={2000}
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        )}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="grouping"
            label={t('providerCatalogue.form.grouping')}
            required
            render={(field) => <Select {...field} options={groupingOptions(t)} />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="unit"
            label={t('providerCatalogue.form.unit')}
            required
            render={(field) => <Input {...field} value={field.value ?? ''} maxLength={20} />}
          />
        </Col>
        <Col xs={24} md={8}>
          {number('price', true)}
        </Col>
        <Col xs={24} md={8}>
          {number('maxKvmSize', false, 'm²')}
        </Col>
        <Col xs={24} md={8}>
          {number('maxOrderAmount')}
        </Col>
      </Row>
      <FormField
        control={control}
        name="tasks"
        label={t('providerCatalogue.form.tasks')}
        render={(field) => (
          <Select
            {...field}
            mode="multiple"
            value={field.value ?? []}
            options={TaskCategory.options.map((task) => ({
              value: task,
              label: t(`tasks.categories.${task}`),
            }))}
          />
        )}
      />
      <ProductDeliveryFields control={control} />
      <ProductRightsFields control={control} />
      <Row gutter={16}>
        {(['alaCarte', 'active'] as const).map((name) => (
          <Col xs={24} md={12} key={name}>
            <FormField
              control={control}
              name={name}
              label={null}
              render={({ value, onChange, id }) => (
                <LabelledSwitch
                  id={id}
                  checked={value === true}
                  onChange={onChange}
                  label={t(`providerCatalogue.form.${name}`)}
                  hint={t(`providerCatalogue.form.${name}Hint`)}
                />
              )}
            />
          </Col>
        ))}
      </Row>
      {save.isError && !isApiError(save.error, 400) ? (
        <Alert type="error" showIcon title={errorText(t, save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Flex gap={12} align="center">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(product ? 'common.actions.save' : 'providerCatalogue.form.create')}
        </Button>
        {save.isSuccess ? (
          <Typography.Text type="success" role="status">
            {t('providerCatalogue.form.saved')}
          </Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}
