import { AppstoreOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Result, Row, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { branchQuery } from '@/features/branches/api/branch-api.ts';
import { BranchSettings } from '@/features/branches/components/branch-settings.tsx';
import { BranchForm } from '@/features/branches/forms/branch-form.tsx';
import { DirectoryDomainsForm } from '@/features/branches/forms/directory-domains-form.tsx';
import { SpendPolicyPanel } from '@/features/spend/components/spend-policy-panel.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { branchIdsWith, userPermissionsQuery } from '@/lib/session.ts';

/**
 * One department: every setting, whether it may create orders, and its directory domains. Provider admins
 * (branches.manage) edit the settings and the domains; the department's admins reach its apps from here and
 * set its budget and approval threshold.
 */
export function DepartmentDetailsPage() {
  const { t } = useTranslation();
  const branchId = Number(useParams().id);
  const branch = useQuery({ ...branchQuery(branchId), enabled: Number.isInteger(branchId) });
  const permissions = useQuery(userPermissionsQuery);
  const [editing, setEditing] = useState(false);

  if (!Number.isInteger(branchId) || isApiError(branch.error, 404) || isApiError(branch.error, 403)) {
    return <Result status="404" title={t('branches.details.notFound')} extra={<BackLink />} />;
  }
  if (branch.isPending || permissions.isPending) return <PageSpin />;
  if (branch.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(t, branch.error)}
        action={<Button onClick={() => void branch.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  const details = branch.data;
  const mayManage = permissions.data?.permissions.includes('branches.manage') ?? false;
  const administers = permissions.data ? branchIdsWith(permissions.data).includes(branchId) : false;
  const mayOpenApps = mayManage || administers;

  return (
    <Flex vertical gap={24}>
      <BackLink />
      <PageHeading
        title={details.name}
        extra={
          mayOpenApps ? (
            <Link to={`/apps?department=${branchId}`}>
              <AppstoreOutlined aria-hidden /> {t('branches.details.apps')}
            </Link>
          ) : null
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <Panel
            title={t('branches.details.settings')}
            extra={
              mayManage && !editing ? (
                <Button onClick={() => setEditing(true)}>{t('branches.details.edit')}</Button>
              ) : null
            }
          >
            {editing ? (
              <BranchForm branch={details} onDone={() => setEditing(false)} />
            ) : (
              <BranchSettings branch={details} />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={24}>
            {administers ? <SpendPolicyPanel branchId={branchId} /> : null}
            <Panel title={t('branches.details.orderCreation')}>
              {details.orderCreationBlocked ? (
                <Alert type="warning" showIcon title={t('branches.details.orderCreationBlocked')} />
              ) : (
                <Alert type="success" showIcon title={t('branches.details.orderCreationOpen')} />
              )}
            </Panel>
            <Panel title={t('branches.details.directory')}>
              <p>
                {details.directoryDomains.length > 0
                  ? t('branches.details.directoryIntro')
                  : t('branches.details.directoryNone')}
              </p>
              {mayManage ? (
                <DirectoryDomainsForm branchId={branchId} domains={details.directoryDomains} />
              ) : (
                <Flex wrap gap={4}>
                  {details.directoryDomains.map((domain) => (
                    <Tag key={domain}>{domain}</Tag>
                  ))}
                </Flex>
              )}
            </Panel>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/departments">
      <ArrowLeftOutlined aria-hidden /> {t('branches.details.back')}
    </Link>
  );
}
