import { CatalogueBlacklistBody } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { catalogueDepartmentsQuery, useAddToBlacklist } from '../api/provider-catalogue-api.ts';
import { departmentLabel } from '../lib/catalogue-labels.ts';

type BlacklistValues = { branchId: number | null; reason: string };

/** Stops a department from creating orders, with the reason the staff and the lead can read later. */
export function BlacklistForm({ listed }: { listed: number[] }) {
  const { t } = useTranslation();
  const add = useAddToBlacklist();
  const departments = useQuery(catalogueDepartmentsQuery);
  const resolver = useMemo(() => keyedZodResolver(CatalogueBlacklistBody), []);
  const { control, handleSubmit, setError, reset } = useForm<
    BlacklistValues,
    unknown,
    z.output<typeof CatalogueBlacklistBody>
  >({ resolver: resolver as never, defaultValues: { branchId: null, reason: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      reset();
    } catch (error) {
      applyFieldErrors(error, setError);
    }
  });

  const options = (departments.data ?? [])
    .filter((department) => !listed.includes(department.id))
    .map((department) => ({ value: department.id, label: departmentLabel(department) }));

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Row gutter={16} align="top">
        <Col xs={24} md={9}>
          <FormField
            control={control}
            name="branchId"
            label={t('providerCatalogue.blacklist.department')}
            required
            render={(field) => (
              <Select
                {...field}
                showSearch={{ optionFilterProp: 'label' }}
                loading={departments.isPending}
                options={options}
              />
            )}
          />
        </Col>
        <Col xs={24} md={11}>
          <FormField
            control={control}
            name="reason"
            label={t('providerCatalogue.blacklist.reason')}
            required
            render={(field) => <Input {...field} maxLength={500} />}
          />
        </Col>
        <Col xs={24} md={4}>
          <Form.Item label={<span aria-hidden> </span>} colon={false}>
            <Button type="primary" danger htmlType="submit" loading={add.isPending} block>
              {t('providerCatalogue.blacklist.add')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
      {add.isError && !isApiError(add.error, 400) ? (
        <Alert type="error" showIcon title={errorText(t, add.error)} />
      ) : null}
    </Form>
  );
}
