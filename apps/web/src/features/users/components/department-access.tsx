import type { Branch } from '@portal/contracts';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The user's departments and access level in each; read-only, since admins manage access. */
export function DepartmentAccess({ branches }: { branches: Branch[] }) {
  const { t } = useTranslation();
  if (branches.length === 0) {
    return <Typography.Text type="secondary">{t('users.pages.profile.noDepartments')}</Typography.Text>;
  }
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={branches.map((branch) => ({
          key: branch.id,
          label: branch.name,
          children: (
            <Tag color={branch.access === 'ADMIN' ? 'red' : undefined}>
              {t(`users.access.${branch.access}`)}
            </Tag>
          ),
        }))}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('users.pages.profile.accessHint')}
      </Typography.Paragraph>
    </>
  );
}
