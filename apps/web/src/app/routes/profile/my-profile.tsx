import { ErrorKey, mapBranch, StorageKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { userQuery } from '@/features/users/api/user-api.ts';
import { DepartmentAccess } from '@/features/users/components/department-access.tsx';
import { ChangeEmailForm } from '@/features/users/forms/change-email-form.tsx';
import { ChangePasswordForm } from '@/features/users/forms/change-password-form.tsx';
import { ProfileForm } from '@/features/users/forms/profile-form.tsx';
import { errorText } from '@/lib/errors.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { readStored } from '@/lib/storage.ts';

export function MyProfilePage() {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const user = useQuery(userQuery(me.id));
  const title = t('users.pages.profile.title');

  if (user.isPending) return <PageSpin />;
  if (user.isError) {
    return (
      <>
        <PageHeading title={title} />
        <Alert
          type="error"
          showIcon
          title={errorText(t, user.error)}
          action={<Button onClick={() => void user.refetch()}>{t('common.actions.retry')}</Button>}
        />
      </>
    );
  }
  const record = user.data;
  // Directory (ADFS) users change their password with their own IT; the login-url answer names the message.
  const directoryMessage = readStored(StorageKey.passwordErrorCode) ?? ErrorKey.directoryUserPassword;

  return (
    <>
      <PageHeading title={title} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <Card title={t('users.pages.profile.details')}>
            {record.isDirectoryUser ? (
              <Alert
                type="info"
                showIcon
                title={t('users.pages.profile.directorySource', { domain: record.email.split('@')[1] })}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <ProfileForm user={record} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Row gutter={[24, 24]}>
            <Col span={24}>
              <Card title={t('users.pages.profile.password')}>
                {record.isDirectoryUser ? (
                  <Alert type="info" showIcon title={t(directoryMessage)} />
                ) : (
                  <ChangePasswordForm userId={record.id} />
                )}
              </Card>
            </Col>
            <Col span={24}>
              <Card title={t('users.pages.profile.email')}>
                {record.isDirectoryUser ? (
                  <Alert type="info" showIcon title={t(ErrorKey.emailChangeDirectoryUser)} />
                ) : (
                  <ChangeEmailForm userId={record.id} />
                )}
              </Card>
            </Col>
            <Col span={24}>
              <Card title={t('users.pages.profile.access')}>
                <DepartmentAccess branches={record.branches.map(mapBranch)} />
              </Card>
            </Col>
          </Row>
        </Col>
      </Row>
    </>
  );
}
