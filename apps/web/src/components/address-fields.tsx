import type { CountryCode } from '@portal/contracts';
import { Col, Form, Input, Row } from 'antd';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AddressChoiceValues, type AddressValues, addressOfPlace } from '@/lib/address-lookup.ts';
import { decodeFieldMessage } from '@/lib/form-resolver.ts';
import { AddressLookup } from './address-lookup.tsx';
import { FormField } from './form-field.tsx';
import { LabelledSwitch } from './labelled-switch.tsx';

interface AddressFieldsProps<T extends AddressChoiceValues & FieldValues, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
  /** The lookup's input id, unique on the page. */
  id: string;
  /** Suggestions and addresses come from this country's registers. */
  country: CountryCode;
}

/**
 * An address looked up (suggestions as it is typed, the parts filled in from the one chosen), or typed in
 * part by part after "Enter the address yourself". The form holds `manualAddress`, `lookup` and `address`
 * (`AddressChoiceValues`), checked with `addressChoiceShape` and `refuseUnchosenAddress`.
 */
export function AddressFields<T extends AddressChoiceValues & FieldValues, O extends FieldValues>({
  form,
  id,
  country,
}: AddressFieldsProps<T, O>) {
  const { t } = useTranslation();
  // Every form of this group has these fields; the generic form type cannot show it, so the paths are named.
  const path = (name: string) => name as Path<T>;
  const { control, setValue, setError, clearErrors, formState } = form;
  const manual = useWatch({ control, name: path('manualAddress') }) as boolean;
  const errors = formState.errors as FieldErrors<AddressChoiceValues>;
  const lookupError = errors.lookup?.text?.message ?? errors.lookup?.message;
  const problemKey = lookupError ? decodeFieldMessage(lookupError) : null;
  // The message names its input's problem to a screen reader too, as FormField's messages do.
  const problemId = problemKey ? `${id}-problem` : null;

  return (
    <>
      {manual ? null : (
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Controller
              control={control}
              name={path('lookup')}
              render={({ field }) => (
                <Form.Item
                  label={t('orders.fields.address')}
                  htmlFor={id}
                  required
                  validateStatus={problemKey ? 'error' : undefined}
                  help={
                    problemKey ? (
                      <span id={`${id}-problem`}>{t(problemKey.key, problemKey.params)}</span>
                    ) : undefined
                  }
                  extra={t('orders.address.hint')}
                >
                  <AddressLookup
                    id={id}
                    value={field.value}
                    country={country}
                    problemId={problemId}
                    onChange={(lookup) => {
                      field.onChange(lookup);
                      if (lookup.id === '') clearErrors(path('lookup'));
                    }}
                    onBlur={field.onBlur}
                    onResolved={(place) =>
                      setValue(path('address'), addressOfPlace(place) as PathValue<T, Path<T>>)
                    }
                    onProblem={(key) =>
                      key
                        ? setError(path('lookup.text'), { type: 'server', message: key })
                        : clearErrors(path('lookup'))
                    }
                  />
                </Form.Item>
              )}
            />
          </Col>
        </Row>
      )}
      <Controller
        control={control}
        name={path('manualAddress')}
        render={({ field }) => (
          <Form.Item>
            <LabelledSwitch
              checked={field.value}
              onChange={(checked) => {
                field.onChange(checked);
                clearErrors([path('lookup'), path('address')]);
              }}
              label={t('orders.address.manual')}
            />
          </Form.Item>
        )}
      />
      {manual ? <TypedAddress control={control as unknown as Control<{ address: AddressValues }>} /> : null}
    </>
  );
}

/** The address part by part, as the person types it. */
function TypedAddress({ control }: { control: Control<{ address: AddressValues }> }) {
  const { t } = useTranslation();
  return (
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
  );
}
