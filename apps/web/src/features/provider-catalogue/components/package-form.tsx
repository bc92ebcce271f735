import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CataloguePackageCreateBody,
  type CataloguePackageRow,
  CataloguePackageBody as PackageBodySchema,
  PackageType,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { LabelledSwitch } from '@/components/labelled-switch.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import {
  catalogueDepartmentsQuery,
  departmentProductsQuery,
  useSavePackage,
} from '../api/provider-catalogue-api.ts';
import { departmentLabel } from '../lib/catalogue-labels.ts';

type PackageValues = z.input<typeof CataloguePackageCreateBody>;
type Nullable<T> = { [K in keyof T]: T[K] | null };
const FLOWS = ['CASE', 'PORTRAIT', 'SHOP'] as const;

const valuesOf = (pack: CataloguePackageRow | null): Nullable<PackageValues> => ({
  branchId: pack?.branchId ?? null,
  itemNumber: pack?.itemNumber ?? '',
  type: pack?.type ?? 'GENERIC',
  grouping: (pack?.grouping as (typeof FLOWS)[number] | undefined) ?? 'CASE',
  name: pack?.name ?? '',
  description: pack?.description ?? '',
  basePrice: pack?.basePrice ?? null,
  active: pack?.active ?? true,
  products: pack?.products.map(({ productId, quantity }) => ({ productId, quantity })) ?? [],
});

interface PackageFormProps {
  pack: CataloguePackageRow | null;
  onSaved?: (saved: CataloguePackageRow) => void;
}

/** A package's name, base price, the department's products it contains, and whether it is offered. */
export function PackageForm({ pack, onSaved }: PackageFormProps) {
  const { t } = useTranslation();
  const save = useSavePackage();
  const departments = useQuery(catalogueDepartmentsQuery);
  const schema = pack ? PackageBodySchema : CataloguePackageCreateBody;
  const resolver = useMemo(() => keyedZodResolver(schema as typeof CataloguePackageCreateBody), [schema]);
  const { control, handleSubmit, setError } = useForm<Nullable<PackageValues>, unknown, PackageValues>({
    resolver: resolver as never,
    defaultValues: valuesOf(pack),
  });
  const contents = useFieldArray({ control, name: 'products' as never });
  const branchId = useWatch({ control, name: 'branchId' });
  const products = useQuery(departmentProductsQuery(branchId));
  const productOptions = (products.data?.data ?? []).map((row) => ({
    value: row.id,
    label: row.active ? row.name : `${row.name} (${t('providerCatalogue.products.inactive')})`,
  }));

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: pack?.id ?? null, body: values });
      onSaved?.(saved);
    } catch (error) {
      applyFieldErrors(error, setError);
    }
  });

  const select = (
    name: 'branchId' | 'type' | 'grouping',
    options: { value: string | number; label: string }[],
  ) => (
    <FormField
      control={control}
      name={name}
      label={t(`providerCatalogue.packageForm.${name}`)}
      required
      render={(field) => <Select {...field} options={options} />}
    />
  );

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      {pack ? null : (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {select(
              'branchId',
              (departments.data ?? []).map((row) => ({ value: row.id, label: departmentLabel(row) })),
            )}
          </Col>
          <Col xs={24} md={12}>
            <FormField
              control={control}
              name="itemNumber"
              label={t('providerCatalogue.form.itemNumber')}
              required
              render={(field) => <Input {...field} value={field.value ?? ''} maxLength={40} />}
            />
          </Col>
          <Col xs={12}>
            {select(
              'type',
              PackageType.options.map((value) => ({
                value,
                label: t(`providerCatalogue.packageTypes.${value}`),
              })),
            )}
          </Col>
          <Col xs={12}>
            {select(
              'grouping',
              FLOWS.map((value) => ({ value, label: t(`providerCatalogue.groupings.${value}`) })),
            )}
          </Col>
        </Row>
      )}
      <FormField
        control={control}
        name="name"
        label={t('providerCatalogue.form.name')}
        required
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
      <FormField
        control={control}
        name="basePrice"
        label={t('providerCatalogue.packages.basePrice')}
        required
        render={({ onChange, value, ...field }) => (
          <InputNumber
            {...field}
            value={value}
            min={0}
            onChange={(next) => onChange(next ?? null)}
            style={{ width: 200 }}
          />
        )}
      />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('providerCatalogue.packages.contents')}
      </Typography.Title>
      <FormField
        control={control}
        name="products"
        label={null}
        render={() => (
          <Flex vertical gap={8}>
            {contents.fields.map((item, index) => (
              <Flex key={item.id} gap={8} align="start" wrap>
                <FormField
                  control={control}
                  name={`products.${index}.productId`}
                  label={t('providerCatalogue.packageForm.product', { number: index + 1 })}
                  render={({ onChange, value, id }) => (
                    <Select
                      id={id}
                      value={value}
                      onChange={onChange}
                      showSearch={{ optionFilterProp: 'label' }}
                      loading={products.isFetching}
                      options={productOptions}
                      style={{ width: 280, maxWidth: '100%' }}
                    />
                  )}
                />
                <FormField
                  control={control}
                  name={`products.${index}.quantity`}
                  label={t('providerCatalogue.packageForm.quantity')}
                  render={({ onChange, value, ...field }) => (
                    <InputNumber
                      {...field}
                      value={value}
                      min={1}
                      max={100}
                      onChange={(next) => onChange(next ?? null)}
                    />
                  )}
                />
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('providerCatalogue.packageForm.remove', { number: index + 1 })}
                  onClick={() => contents.remove(index)}
                  style={{ marginTop: 30 }}
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={branchId === null}
              onClick={() => contents.append({ productId: null, quantity: 1 } as never)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('providerCatalogue.packageForm.add')}
            </Button>
          </Flex>
        )}
      />
      <FormField
        control={control}
        name="active"
        label={null}
        render={({ value, onChange, id }) => (
          <LabelledSwitch
            id={id}
            checked={value === true}
            onChange={onChange}
            label={t('providerCatalogue.form.active')}
            hint={t('providerCatalogue.packageForm.activeHint')}
          />
        )}
      />
      {save.isError && !isApiError(save.error, 400) ? (
        <Alert type="error" showIcon title={errorText(t, save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Flex gap={12} align="center">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(pack ? 'common.actions.save' : 'providerCatalogue.form.create')}
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
