import { RightsLicence } from '@portal/contracts';
import { Input, Select, type SelectProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';

// The inputs of usage rights, the same in the catalogue's product defaults and the delivery page's change of
// chosen material; each form wraps them in its own FormField.

/** The licence, in the reader's words. */
export function LicenceSelect(props: SelectProps<RightsLicence>) {
  const { t } = useTranslation();
  return (
    <Select
      {...props}
      options={RightsLicence.options.map((value) => ({
        value,
        label: t(`materials.rights.licences.${value}`),
      }))}
    />
  );
}

/** A custom licence's own words (the contract's limit). */
export function LicenceTextInput({
  value,
  ...props
}: Omit<TextAreaProps, 'value'> & { value?: string | null }) {
  return (
    <Input.TextArea {...props} value={value ?? ''} maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
  );
}
