import { CameraOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { type Branch, ErrorKey, OrderFlow } from '@portal/contracts';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { type ReactNode, type RefObject, useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '@/components/choice-cards.tsx';
import { FormField } from '@/components/form-field.tsx';
import { LabelledSwitch } from '@/components/labelled-switch.tsx';
import { AddressLookup } from '@/features/orders/components/address-lookup.tsx';
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
  const { control, handleSubmit, watch, setValue, setError, clearErrors, formState } = useForm<
    StartValues,
    unknown,
    StartOutput
  >({ resolver, defaultValues: values });

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
  const manual = useWatch({ control, name: 'manualAddress' });
  const lookupError = formState.errors.lookup?.text?.message ?? formState.errors.lookup?.message;
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
      <Row gutter={16}>
        <Col xs={24} md={16}>
          {manual ? null : (
            <Controller
              control={control}
              name="lookup"
              render={({ field }) => {
                const problemKey = lookupError ? decodeFieldMessage(lookupError) : null;
                return (
                  <Form.Item
                    label={t('orders.fields.address')}
                    htmlFor="order-address"
                    required
                    validateStatus={problemKey ? 'error' : undefined}
                    help={problemKey ? t(problemKey.key, problemKey.params) : undefined}
                    extra={t('orders.address.hint')}
                  >
                    <AddressLookup
                      id="order-address"
                      value={field.value}
                      country={branch?.countryCode ?? 'DK'}
                      invalid={problemKey !== null}
                      onChange={(lookup) => {
                        field.onChange(lookup);
                        if (lookup.id === '') clearErrors('lookup');
                      }}
                      onBlur={field.onBlur}
                      onResolved={(address) =>
                        setValue('address', {
                          street: address.street,
                          buildingNumber: address.houseNumber,
                          buildingFloor: address.floor ?? '',
                          buildingDoor: address.door ?? '',
                          zip: address.postNumber,
                          city: address.city,
                          cityArea: address.area ?? '',
                        })
                      }
                      onProblem={(key) =>
                        key
                          ? setError('lookup.text', { type: 'server', message: key })
                          : clearErrors('lookup')
                      }
                    />
                  </Form.Item>
                );
              }}
            />
          )}
        </Col>
      </Row>
      <Controller
        control={control}
        name="manualAddress"
        render={({ field }) => (
          <Form.Item>
            <LabelledSwitch
              checked={field.value}
              onChange={(checked) => {
                field.onChange(checked);
                clearErrors(['lookup', 'address']);
              }}
              label={t('orders.address.manual')}
            />
          </Form.Item>
        )}
      />
      {manual ? (
        <Row gutter={16}>
          <Col xs={24} sm={16} md={12}>
            <FormField
              control={control}
              name="address.street"
              label={t('orders.fields.street')}
              required
              render={(field) => <Input {...field} autoComplete="address-line1" />}
            />
          </Col>
          <Col xs={8} sm={8} md={4}>
            <FormField
              control={control}
              name="address.buildingNumber"
              label={t('orders.fields.houseNumber')}
              required
              render={(field) => <Input {...field} />}
            />
          </Col>
          <Col xs={8} sm={8} md={4}>
            <FormField
              control={control}
              name="address.buildingFloor"
              label={t('orders.fields.floor')}
              render={(field) => <Input {...field} />}
            />
          </Col>
          <Col xs={8} sm={8} md={4}>
            <FormField
              control={control}
              name="address.buildingDoor"
              label={t('orders.fields.door')}
              render={(field) => <Input {...field} />}
            />
          </Col>
          <Col xs={24} sm={8} md={6}>
            <FormField
              control={control}
              name="address.zip"
              label={t('orders.fields.postNumber')}
              required
              render={(field) => <Input {...field} autoComplete="postal-code" inputMode="numeric" />}
            />
          </Col>
          <Col xs={24} sm={16} md={10}>
            <FormField
              control={control}
              name="address.city"
              label={t('orders.fields.city')}
              required
              render={(field) => <Input {...field} autoComplete="address-level2" />}
            />
          </Col>
        </Row>
      ) : null}
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
