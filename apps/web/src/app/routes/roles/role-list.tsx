import { PlusOutlined } from '@ant-design/icons';
import { ErrorKey, type RoleRecord } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Flex, Result } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/infinite-list.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { roleSearchQuery } from '@/features/roles/api/role-api.ts';
import { RoleTable } from '@/features/roles/components/role-table.tsx';
import { RoleFormDialog } from '@/features/roles/forms/role-form-dialog.tsx';
import { branchIdsWith, userPermissionsQuery } from '@/lib/session.ts';

/** Roles: admins anywhere read them; roles.manage creates and edits them. */
export function RoleListPage() {
  const { t } = useTranslation();
  const permissions = useQuery(userPermissionsQuery);
  if (permissions.isPending) return <PageSpin />;
  const mayManage = permissions.data?.permissions.includes('roles.manage') ?? false;
  const mayRead = mayManage || (permissions.data ? branchIdsWith(permissions.data).length > 0 : false);
  if (!mayRead) return <Result status="403" title={t(ErrorKey.forbidden)} />;
  return <RoleList mayManage={mayManage} />;
}

/** The dialog's state: closed, a new role, or the role being edited. */
type Editing = { role: RoleRecord | null } | null;

function RoleList({ mayManage }: { mayManage: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const body = useMemo(() => (search ? { search } : {}), [search]);
  const query = useInfiniteQuery(roleSearchQuery(body));
  const roles = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <>
      <InfiniteList
        title={t('roles.list.title')}
        showing={t('roles.list.showing', { shown: roles.length, total })}
        loadingMore={t('roles.list.loadingMore')}
        search={query}
        itemCount={roles.length}
        filters={
          <Flex justify="space-between" align="end" wrap gap={12}>
            <SearchField label={t('roles.list.search')} onSearch={setSearch} />
            {mayManage ? (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setEditing({ role: null })}
                style={{ marginBottom: 24 }}
              >
                {t('roles.list.new')}
              </Button>
            ) : null}
          </Flex>
        }
      >
        <RoleTable
          roles={roles}
          loading={query.isPending || (query.isPlaceholderData && query.isFetching)}
          onEdit={mayManage ? (role) => setEditing({ role }) : undefined}
        />
      </InfiniteList>
      {editing ? <RoleFormDialog role={editing.role} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
