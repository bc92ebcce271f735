import Form from 'antd/es/form';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from './controlled-field.tsx';

interface FormFieldProps<T extends FieldValues, O extends FieldValues, N extends FieldPath<T>>
  extends ControlledFieldProps<T, O, N> {
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
}

/**
 * One form control with its visible label and, under it, the translated message of its first problem,
 * whether it comes from the form's schema or from the hub's `fields` answer.
 */
export function FormField<T extends FieldValues, O extends FieldValues, N extends FieldPath<T>>({
  label,
  required,
  extra,
  ...field
}: FormFieldProps<T, O, N>) {
  return (
    <ControlledField
      {...field}
      frame={({ id, helpId, problem, control }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          required={required}
          extra={extra}
          validateStatus={problem ? 'error' : undefined}
          help={problem ? <span id={helpId}>{problem}</span> : undefined}
        >
          {control}
        </Form.Item>
      )}
    />
  );
}
