import { ArrowLeftOutlined } from '@ant-design/icons';
import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { userAccessQuery } from '@/features/users/api/admin-user-api.ts';
import { userQuery } from '@/features/users/api/user-api.ts';
import { UserAccessEditor } from '@/features/users/components/user-access-editor.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { shownPhone } from '@/lib/phone.ts';
import { branchIdsWith, userPermissionsQuery, useSignedInUser } from '@/lib/session.ts';

/** The administration page of one colleague: their details and their access per administered department. */
export function UserAdminPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const signedIn = useSignedInUser();
  const permissions = useQuery(userPermissionsQuery);
  const user = useQuery(userQuery(id));
  const access = useQuery(userAccessQuery(id));

  if (user.isPending || permissions.isPending) return <PageSpin />;
  if (isApiError(user.error, 404) || isApiError(user.error, 403)) {
    return <Result status="404" title={t(ErrorKey.notFound)} />;
  }
  const manageable = permissions.data ? branchIdsWith(permissions.data, 'users.manage') : [];
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}` : '';

  return (
    <Flex vertical gap={24}>
      <Link to="/users">
        <ArrowLeftOutlined aria-hidden /> {t('users.admin.user.back')}
      </Link>
      <PageHeading title={name || t('users.admin.user.title')} />
      {user.data ? (
        <Panel title={t('users.admin.user.details')}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'email', label: t('common.fields.email'), children: user.data.email },
              {
                key: 'phone',
                label: t('common.fields.mobilePhone'),
                children: user.data.phoneNumber ? shownPhone(user.data.phoneNumber) : '–',
              },
              {
                key: 'source',
                label: t('users.admin.user.signsIn'),
                children: user.data.isDirectoryUser
                  ? t('users.admin.directoryUser')
                  : t('users.admin.user.passwordUser'),
              },
            ]}
          />
        </Panel>
      ) : (
        <Typography.Text type="danger">{t(ErrorKey.internal)}</Typography.Text>
      )}
      <Panel title={t('users.admin.user.access')}>
        <QueryContent query={access} rows={3} empty={t('users.admin.user.noDepartments')}>
          {(entries) => (
            <UserAccessEditor
              userId={id}
              userName={name}
              access={entries}
              manageableBranchIds={manageable}
              isSelf={signedIn.id === id}
              onRevoked={(departmentsLeft) => {
                // Without a shared department the user is no longer the admin's colleague to show.
                if (departmentsLeft === 0) void navigate('/users');
                else void Promise.all([user.refetch(), access.refetch()]);
              }}
            />
          )}
        </QueryContent>
      </Panel>
    </Flex>
  );
}
