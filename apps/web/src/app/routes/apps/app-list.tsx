import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { chosenDepartmentId, DepartmentPicker } from '@/components/department-picker.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { branchAppsQuery, branchChoicesQuery } from '@/features/branches/api/branch-api.ts';
import { AppTable } from '@/features/branches/components/app-table.tsx';
import { errorText } from '@/lib/errors.ts';
import { branchIdsWith, userPermissionsQuery } from '@/lib/session.ts';

/**
 * The apps of a department (the department's admins and branches.manage): each one's state and where it is
 * set up. The chosen department is in the address (?department=), so the department's page links here.
 */
export function AppListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const permissions = useQuery(userPermissionsQuery);
  const branches = useQuery(branchChoicesQuery);

  if (permissions.isPending || branches.isPending) return <PageSpin />;
  const mayManage = permissions.data?.permissions.includes('branches.manage') ?? false;
  const administered = permissions.data ? branchIdsWith(permissions.data) : [];
  const choices = (branches.data ?? []).filter((branch) => mayManage || administered.includes(branch.id));
  if (choices.length === 0) return <Result status="403" title={t(ErrorKey.forbidden)} />;
  const branchId = chosenDepartmentId(params, choices);

  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('branches.apps.title')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('branches.apps.intro')}
      </Typography.Paragraph>
      <DepartmentPicker label={t('branches.apps.department')} choices={choices} value={branchId} />
      <BranchApps branchId={branchId} />
    </Flex>
  );
}

function BranchApps({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const apps = useQuery(branchAppsQuery(branchId));
  if (apps.isError) return <Alert type="error" showIcon title={errorText(t, apps.error)} />;
  return <AppTable branchId={branchId} apps={apps.data ?? []} loading={apps.isPending} />;
}
