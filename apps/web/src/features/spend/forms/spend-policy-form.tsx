import { type SpendPolicy, SpendPolicyBody } from '@portal/contracts';
import { Alert, Button, Col, Form, InputNumber, Row } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { useSetSpendPolicy } from '@/features/spend/api/spend-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

const FIELDS = ['monthlyBudget', 'approvalThreshold'] as const;

/**
 * A department admin's spend rules: the monthly budget and the approval threshold per order, each left empty
 * for none. Orders above either wait for an approver (docs/product.md "Spend").
 */
export function SpendPolicyForm({ policy }: { policy: SpendPolicy }) {
  const { t } = useTranslation();
  const save = useSetSpendPolicy(policy.branchId);
  const { control, handleSubmit, setError, reset } = useForm<SpendPolicyBody, unknown, SpendPolicyBody>({
    resolver: keyedZodResolver(SpendPolicyBody),
    values: { monthlyBudget: policy.monthlyBudget, approvalThreshold: policy.approvalThreshold },
  });
  const submit = (values: SpendPolicyBody) =>
    save.mutate(values, {
      onSuccess: (saved) =>
        reset({ monthlyBudget: saved.monthlyBudget, approvalThreshold: saved.approvalThreshold }),
      onError: (error) => applyFieldErrors(error, setError, FIELDS),
    });
  const amount = (name: (typeof FIELDS)[number], label: string, hint: string) => (
    <FormField
      control={control}
      name={name}
      label={label}
      extra={hint}
      render={({ ref: _ref, ...field }) => (
        <InputNumber
          {...field}
          min={0}
          precision={2}
          suffix={policy.currency}
          style={{ width: '100%' }}
          inputMode="decimal"
        />
      )}
    />
  );
  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {amount('monthlyBudget', t('spend.policy.monthlyBudget'), t('spend.policy.monthlyBudgetHint'))}
        </Col>
        <Col xs={24} sm={12}>
          {amount(
            'approvalThreshold',
            t('spend.policy.approvalThreshold'),
            t('spend.policy.approvalThresholdHint'),
          )}
        </Col>
      </Row>
      {save.isError && !(isApiError(save.error) && Object.keys(save.error.fields).length > 0) ? (
        <Alert type="error" showIcon title={errorText(t, save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      {save.isSuccess ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('spend.policy.saved')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('spend.policy.save')}
      </Button>
    </Form>
  );
}
