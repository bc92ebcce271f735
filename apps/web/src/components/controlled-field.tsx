import { type ReactElement, useId } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProblemText } from '@/lib/form-resolver.ts';

export interface FieldAccessibility {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface ControlledFieldProps<T extends FieldValues, O extends FieldValues, N extends FieldPath<T>> {
  control: Control<T, unknown, O>;
  name: N;
  /**
   * Renders the control; spread `field` on it so the label points at it (`id`), its message describes it
   * (`aria-describedby`, `aria-invalid`) and it reports changes.
   */
  render: (field: ControllerRenderProps<T, N> & FieldAccessibility) => ReactElement;
}

/** What a field's frame draws around its control: the label's target, and the problem with its id. */
export interface FieldFrame {
  id: string;
  helpId: string;
  problem: string | null;
  control: ReactElement;
}

/**
 * One react-hook-form field bound to its control with the ids and states that tie its label and its
 * translated problem to it (schema rule or the hub's `fields` answer). FormField (Ant Design) and PlainField
 * (plain markup, on the login page) differ only in the frame they draw; this file imports no Ant Design.
 */
export function ControlledField<T extends FieldValues, O extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  render,
  frame,
}: ControlledFieldProps<T, O, N> & { frame: (parts: FieldFrame) => ReactElement }) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const problem = fieldProblemText(t, fieldState.error?.message);
        const helpId = `${id}-help`;
        const bound = render({
          ...field,
          id,
          'aria-invalid': problem !== null,
          'aria-describedby': problem ? helpId : undefined,
        });
        return frame({ id, helpId, problem, control: bound });
      }}
    />
  );
}
