import { type BranchDetails, BranchPatchBody, CountryCode } from '@portal/contracts';
import { Alert, App, Button, Col, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { LabelledSwitch } from '@/components/labelled-switch.tsx';
import { useUpdateBranch } from '@/features/branches/api/branch-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

type BranchInput = z.input<typeof BranchPatchBody>;

const FIELD_NAMES = [
  'axCustomerId',
  'name',
  'countryCode',
  'useUpperCase',
  'endUserInvoicing',
  'businessInvoicing',
  'maxImageUploadCount',
  'contactPersonId',
  'locale',
] as const;
const SWITCHES = ['useUpperCase', 'endUserInvoicing', 'businessInvoicing'] as const;

const hasFieldErrors = (error: unknown) => isApiError(error) && Object.keys(error.fields).length > 0;

const toFormValues = (branch: BranchDetails): BranchInput => ({
  axCustomerId: branch.axCustomerId,
  name: branch.name,
  countryCode: branch.countryCode,
  useUpperCase: branch.useUpperCase,
  endUserInvoicing: branch.endUserInvoicing,
  businessInvoicing: branch.businessInvoicing,
  maxImageUploadCount: branch.maxImageUploadCount,
  contactPersonId: branch.contactPersonId,
  locale: branch.locale,
});

interface BranchFormProps {
  branch: BranchDetails;
  onDone: () => void;
}

/** Provider admins (branches.manage) edit every setting of a department but its currency. */
export function BranchForm({ branch, onDone }: BranchFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateBranch(branch.id);
  const { control, handleSubmit, setError } = useForm<BranchInput, unknown, BranchPatchBody>({
    resolver: keyedZodResolver(BranchPatchBody),
    defaultValues: toFormValues(branch),
  });

  const submit = (values: BranchPatchBody) =>
    update.mutate(
      { ...values, contactPersonId: values.contactPersonId || null },
      {
        onSuccess: () => {
          void message.success(t('branches.details.saved'));
          onDone();
        },
        onError: (error) => applyFieldErrors(error, setError, FIELD_NAMES),
      },
    );

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
      {/* A refusal no field explains (e.g. 403) is said above the form; a field's problem sits beside it. */}
      {update.isError && !hasFieldErrors(update.error) ? (
        <Alert type="error" showIcon title={errorText(t, update.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="name"
            label={t('branches.fields.name')}
            required
            render={(field) => <Input {...field} />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="axCustomerId"
            label={t('branches.fields.axCustomerId')}
            required
            render={(field) => <Input {...field} />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="countryCode"
            label={t('branches.fields.countryCode')}
            required
            render={({ ref: _ref, ...field }) => (
              <Select
                {...field}
                options={CountryCode.options.map((code) => ({
                  value: code,
                  label: t(`branches.countries.${code}`),
                }))}
              />
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="locale"
            label={t('branches.fields.locale')}
            required
            render={(field) => <Input {...field} placeholder="da-DK" />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="maxImageUploadCount"
            label={t('branches.fields.maxImageUploadCount')}
            required
            render={({ value, onChange, ...field }) => (
              <InputNumber
                {...field}
                value={value}
                min={1}
                max={1000}
                precision={0}
                onChange={(next) => onChange(next ?? 0)}
                style={{ width: '100%' }}
              />
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="contactPersonId"
            label={t('branches.fields.contactPersonId')}
            render={({ value, ...field }) => <Input {...field} value={value ?? ''} />}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('branches.fields.currency')} extra={t('branches.fields.currencyHint')}>
            <Input value={branch.currency} readOnly aria-label={t('branches.fields.currency')} />
          </Form.Item>
        </Col>
      </Row>
      {SWITCHES.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Form.Item>
              <LabelledSwitch
                checked={field.value}
                onChange={field.onChange}
                label={t(`branches.fields.${name}`)}
              />
            </Form.Item>
          )}
        />
      ))}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('common.actions.save')}
        </Button>
        <Button onClick={onDone}>{t('common.actions.cancel')}</Button>
      </Flex>
    </Form>
  );
}
