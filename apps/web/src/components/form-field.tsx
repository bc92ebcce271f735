import Form from 'antd/es/form';
import { type ReactElement, type ReactNode, useId } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProblemText } from '@/lib/form-resolver.ts';

interface FieldAccessibility {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps<T extends FieldValues, O extends FieldValues, N extends FieldPath<T>> {
  control: Control<T, unknown, O>;
  name: N;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  /**
   * Renders the control; spread `field` on it so the label points at it (`id`), its message describes it
   * (`aria-describedby`, `aria-invalid`) and it reports changes.
   */
  render: (field: ControllerRenderProps<T, N> & FieldAccessibility) => ReactElement;
}

/**
 * One form control with its visible label and, under it, the translated message of its first problem,
 * whether it comes from the form's schema or from the hub's `fields` answer.
 */
export function FormField<T extends FieldValues, O extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  required,
  extra,
  render,
}: FormFieldProps<T, O, N>) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const problem = fieldProblemText(t, fieldState.error?.message);
        const helpId = `${id}-help`;
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            required={required}
            extra={extra}
            validateStatus={problem ? 'error' : undefined}
            help={problem ? <span id={helpId}>{problem}</span> : undefined}
          >
            {render({
              ...field,
              id,
              'aria-invalid': problem !== null,
              'aria-describedby': problem ? helpId : undefined,
            })}
          </Form.Item>
        );
      }}
    />
  );
}
