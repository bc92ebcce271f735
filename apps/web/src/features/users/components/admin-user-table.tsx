import type { AdminUserRow, DepartmentAccess } from '@portal/contracts';
import { Empty, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A department's access as a tag: admins stand out, NONE is not shown (the row lists where the user is). */
export function AccessTags({ access }: { access: DepartmentAccess[] }) {
  const { t } = useTranslation();
  const held = access.filter((entry) => entry.access !== 'NONE');
  return (
    <Flex wrap gap={4}>
      {held.map((entry) => (
        <Tag key={entry.branchId} color={entry.access === 'ADMIN' ? 'red' : undefined}>
          {`${entry.branchName}: ${t(`users.access.${entry.access}`)}`}
        </Tag>
      ))}
    </Flex>
  );
}

interface AdminUserTableProps {
  users: AdminUserRow[];
  loading: boolean;
}

/** The users page's rows: name (a link to the user's administration page), email and access. */
export function AdminUserTable({ users, loading }: AdminUserTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AdminUserRow> = [
    {
      key: 'name',
      title: t('users.admin.list.name'),
      render: (_, user) => (
        <Flex vertical>
          <Link to={`/users/${encodeURIComponent(user.id)}`}>{`${user.firstName} ${user.lastName}`}</Link>
          {user.isDirectoryUser ? (
            <Typography.Text type="secondary">{t('users.admin.directoryUser')}</Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'email', title: t('common.fields.email'), dataIndex: 'email', responsive: ['md'] },
    {
      key: 'access',
      title: t('users.admin.list.access'),
      render: (_, user) => <AccessTags access={user.access} />,
    },
  ];
  return (
    <Table<AdminUserRow>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      size="middle"
      pagination={false}
      locale={{ emptyText: <Empty description={t('users.admin.list.empty')} /> }}
    />
  );
}
