import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdministeredDepartments } from '@/app/routes/use-administered-departments.ts';
import { DepartmentPicker } from '@/components/department-picker.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { apiKeysQuery } from '@/features/api-keys/api/api-key-api.ts';
import { ApiKeyFormDialog } from '@/features/api-keys/components/api-key-form-dialog.tsx';
import { ApiKeyTable } from '@/features/api-keys/components/api-key-table.tsx';
import { errorText } from '@/lib/errors.ts';
import { useImpersonating } from '@/lib/session.ts';

/**
 * The API keys of a department, for its admins: the office's own systems call the hub with them
 * (docs/api.md). The chosen department is in the address (?department=).
 */
export function ApiKeyListPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const { pending, choices, branchId } = useAdministeredDepartments();
  const impersonating = useImpersonating();

  if (pending) return <PageSpin />;
  if (choices.length === 0) return <Result status="403" title={t(ErrorKey.forbidden)} />;

  return (
    <Flex vertical gap={16}>
      <PageHeading
        title={t('apiKeys.title')}
        extra={
          <Button type="primary" disabled={impersonating} onClick={() => setCreating(true)}>
            {t('apiKeys.new')}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('apiKeys.intro')}
      </Typography.Paragraph>
      {impersonating ? <Alert type="info" showIcon title={t('apiKeys.whileImpersonating')} /> : null}
      <DepartmentPicker label={t('apiKeys.department')} choices={choices} value={branchId} />
      <DepartmentKeys branchId={branchId} />
      {creating ? <ApiKeyFormDialog branchId={branchId} onClose={() => setCreating(false)} /> : null}
    </Flex>
  );
}

function DepartmentKeys({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const keys = useQuery(apiKeysQuery(branchId));
  if (keys.isError) return <Alert type="error" showIcon title={errorText(t, keys.error)} />;
  return <ApiKeyTable branchId={branchId} keys={keys.data ?? []} loading={keys.isPending} />;
}
