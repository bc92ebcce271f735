import { UserAddOutlined } from '@ant-design/icons';
import { ErrorKey } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Flex, Result } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/infinite-list.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { InviteUserDialog } from '@/features/invitations/components/invite-user-dialog.tsx';
import { PendingInvitations } from '@/features/invitations/components/pending-invitations.tsx';
import { adminUserSearchQuery } from '@/features/users/api/admin-user-api.ts';
import { AdminUserTable } from '@/features/users/components/admin-user-table.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { branchIdsWith, userPermissionsQuery, useSignedInUser } from '@/lib/session.ts';

/** The users page: colleagues in the departments the user administers, and the invitations still open. */
export function UserListPage() {
  const { t } = useTranslation();
  const permissions = useQuery(userPermissionsQuery);
  if (permissions.isPending) return <PageSpin />;
  const adminBranchIds = permissions.data ? branchIdsWith(permissions.data) : [];
  if (adminBranchIds.length === 0) return <Result status="403" title={t(ErrorKey.forbidden)} />;
  const manageable = permissions.data ? branchIdsWith(permissions.data, 'users.manage') : [];
  return <UserList adminBranchIds={adminBranchIds} manageableBranchIds={manageable} />;
}

function UserList({
  adminBranchIds,
  manageableBranchIds,
}: {
  adminBranchIds: number[];
  manageableBranchIds: number[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const body = useMemo(() => (search ? { search } : {}), [search]);
  const query = useInfiniteQuery(adminUserSearchQuery(body));
  const users = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const invitable = user.branches.filter((branch) => manageableBranchIds.includes(branch.id));

  return (
    <Flex vertical gap={24}>
      <InfiniteList
        title={t('users.admin.list.title')}
        showing={t('users.admin.list.showing', { shown: users.length, total })}
        loadingMore={t('users.admin.list.loadingMore')}
        search={query}
        itemCount={users.length}
        filters={
          <Flex justify="space-between" align="end" wrap gap={12}>
            <SearchField
              label={t('users.admin.list.search')}
              placeholder={t('users.admin.list.searchPlaceholder')}
              onSearch={setSearch}
            />
            {invitable.length > 0 ? (
              <Button
                type="primary"
                icon={<UserAddOutlined aria-hidden />}
                onClick={() => setInviting(true)}
                style={{ marginBottom: 24 }}
              >
                {t('users.admin.invite.open')}
              </Button>
            ) : null}
          </Flex>
        }
      >
        <AdminUserTable
          users={users}
          loading={query.isPending || (query.isPlaceholderData && query.isFetching)}
        />
      </InfiniteList>
      <Panel title={t('users.admin.invitations.title')}>
        <PendingInvitations
          branchIds={adminBranchIds}
          manageableBranchIds={manageableBranchIds}
          timeZone={user.timezone}
        />
      </Panel>
      {inviting ? (
        <InviteUserDialog
          open
          onClose={() => setInviting(false)}
          departments={invitable.map((branch) => ({ id: branch.id, name: branch.name }))}
          locale={locale}
        />
      ) : null}
    </Flex>
  );
}
