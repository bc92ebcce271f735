import { PASSWORD_MIN_LENGTH } from '@portal/contracts';
import { Input } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field.tsx';

interface NewPasswordFieldsProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  /** The new password's field; its repetition is always `confirmPassword`. */
  name: FieldPath<T>;
  label: string;
}

/** A new password with the rule's hint, and its repetition: the same pair on every form that sets one. */
export function NewPasswordFields<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
}: NewPasswordFieldsProps<T, O>) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        control={control}
        name={name}
        label={label}
        required
        extra={t('common.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        render={(field) => <Input.Password {...field} autoComplete="new-password" />}
      />
      <FormField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label={t('common.fields.confirmPassword')}
        required
        render={(field) => <Input.Password {...field} autoComplete="new-password" />}
      />
    </>
  );
}
