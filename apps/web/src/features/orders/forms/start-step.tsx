import { CameraOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { type Branch, ErrorKey, OrderFlow } from '@portal/contracts';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { type ReactNode, type RefObject, useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '@/components/address-fields.tsx';
import { ChoiceCards } from '@/components/choice-cards.tsx';
import { FormField } from '@/components/form-field.tsx';
import { type StartOutput, startSchema } from '@/features/orders/lib/step-schemas.ts';
import type { StartValues } from '@/features/orders/lib/wizard-state.ts';
import { decodeFieldMessage, keyedZodResolver } from '@/lib/form-resolver.ts';
import { StepActions } from './step-actions.tsx';

const FLOW_ICONS: Record<OrderFlow, ReactNode> = {
  PHOTOGRAPHY: <CameraOutlined />,
  PORTRAIT: <UserOutlined />,
  SHOP: <ShopOutlined />,
};

export type SubmitHandle = RefObject<((target: number) => void) | null>;

interface StartStepProps {
  values: StartValues;
  userEmail: string;
  /** The departments the user may order for. */
  branches: Branch[];
  blacklisted: boolean;
  /** The existing-case check is running. */
  busy: boolean;
  /** Why the step cannot be left (an archived case), shown above the buttons. */
  problem: string | null;
  /** Problems the hub found in this step's fields (form path -> message key). */
  serverErrors: Record<string, string>;
  submitRef: SubmitHandle;
  onChange: (values: StartValues) => void;
  onSubmit: (values: StartOutput, target: number) => void;
}

/** Flow selection: what to order, for which department and address, and who is responsible. */
export function StartStep({
  values,
  userEmail,
  branches,
  blacklisted,
  busy,
  problem,
  serverErrors,
  submitRef,
  onChange,
  onSubmit,
}: StartStepProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => keyedZodResolver(startSchema(userEmail, branches)), [userEmail, branches]);
  const form = useForm<StartValues, unknown, StartOutput>({ resolver, defaultValues: values });
  const { control, handleSubmit, watch, setValue, setError } = form;

  useEffect(() => {
    const subscription = watch((current) => onChange(current as StartValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  useEffect(() => {
    for (const [path, key] of Object.entries(serverErrors)) {
      setError(path as 'reference', { type: 'server', message: key });
    }
  }, [serverErrors, setError]);

  const submit = (target: number) => void handleSubmit((output) => onSubmit(output, target))();
  submitRef.current = submit;

  const branchId = useWatch({ control, name: 'branchId' });
  const branch = branches.find((item) => item.id === branchId) ?? branches[0];
  const domain = userEmail.slice(userEmail.lastIndexOf('@') + 1);

  return (
    <Form layout="vertical" onFinish={() => submit(1)} className="portal-wizard-form">
      <Controller
        control={control}
        name="flow"
        render={({ field, fieldState }) => {
          const problemKey = fieldState.error?.message ? decodeFieldMessage(fieldState.error.message) : null;
          return (
            <Form.Item label={t('orders.pages.new.flowLabel')} required>
              <ChoiceCards<OrderFlow>
                label={t('orders.pages.new.flowLabel')}
                value={field.value}
                onChange={field.onChange}
                error={problemKey ? t(problemKey.key, problemKey.params) : null}
                options={OrderFlow.options.map((flow) => ({
                  value: flow,
                  icon: FLOW_ICONS[flow],
                  title: t(`orders.flows.${flow}.title`),
                  description: t(`orders.flows.${flow}.description`),
                }))}
              />
            </Form.Item>
          );
        }}
      />
      <Row gutter={16}>
        {branches.length > 1 ? (
          <Col xs={24} md={12}>
            <FormField
              control={control}
              name="branchId"
              label={t('orders.fields.department')}
              required
              render={({ ref: _ref, onChange: change, ...field }) => (
                <Select
                  {...field}
                  onChange={(id: number) => {
                    // Suggestions and addresses are per country, so a department elsewhere starts the address over.
                    const next = branches.find((item) => item.id === id);
                    if (next && next.countryCode !== branch?.countryCode) {
                      setValue('lookup', { text: '', id: '' });
                    }
                    change(id);
                  }}
                  options={branches.map((item) => ({ value: item.id, label: item.name }))}
                />
              )}
            />
          </Col>
        ) : null}
      </Row>
      {blacklisted ? (
        <Alert type="error" showIcon title={t(ErrorKey.branchBlacklisted)} style={{ marginBottom: 16 }} />
      ) : null}
      <AddressFields form={form} id="order-address" country={branch?.countryCode ?? 'DK'} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="reference"
            label={t('orders.fields.reference')}
            extra={
              branch?.useUpperCase
                ? t('orders.pages.new.referenceUpperCase')
                : t('orders.pages.new.referenceHint')
            }
            render={({ onChange: change, ...field }) => (
              <Input
                {...field}
                onChange={(event) =>
                  change(branch?.useUpperCase ? event.target.value.toUpperCase() : event.target.value)
                }
              />
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="responsibleEmail"
            label={t('orders.fields.responsibleEmail')}
            required
            extra={t('orders.pages.new.responsibleEmailHint', { domain })}
            render={(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" />}
          />
        </Col>
      </Row>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <StepActions nextLabel={t('orders.actions.next')} nextLoading={busy} nextDisabled={blacklisted} />
    </Form>
  );
}
