import type { BranchDetails } from '@portal/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** Every setting of a department, read-only (docs/product.md names the fields). */
export function BranchSettings({ branch }: { branch: BranchDetails }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('branches.details.yes') : t('branches.details.no'));
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'name', label: t('branches.fields.name'), children: branch.name },
        { key: 'axCustomerId', label: t('branches.fields.axCustomerId'), children: branch.axCustomerId },
        {
          key: 'countryCode',
          label: t('branches.fields.countryCode'),
          children: t(`branches.countries.${branch.countryCode}`),
        },
        { key: 'locale', label: t('branches.fields.locale'), children: branch.locale },
        { key: 'currency', label: t('branches.fields.currency'), children: branch.currency },
        {
          key: 'useUpperCase',
          label: t('branches.fields.useUpperCase'),
          children: yesNo(branch.useUpperCase),
        },
        {
          key: 'endUserInvoicing',
          label: t('branches.fields.endUserInvoicing'),
          children: yesNo(branch.endUserInvoicing),
        },
        {
          key: 'businessInvoicing',
          label: t('branches.fields.businessInvoicing'),
          children: yesNo(branch.businessInvoicing),
        },
        {
          key: 'maxImageUploadCount',
          label: t('branches.fields.maxImageUploadCount'),
          children: branch.maxImageUploadCount,
        },
        {
          key: 'contactPersonId',
          label: t('branches.fields.contactPersonId'),
          children: branch.contactPersonId ?? t('branches.details.none'),
        },
      ]}
    />
  );
}
