import { permissionLabelKey, type RoleRecord } from '@portal/contracts';
import { Button, Empty, Flex, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface RoleTableProps {
  roles: RoleRecord[];
  loading: boolean;
  /** Opens a role for editing; without it (no roles.manage) the list is read-only. */
  onEdit?: (role: RoleRecord) => void;
}

export function RoleTable({ roles, loading, onEdit }: RoleTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<RoleRecord> = [
    { key: 'name', title: t('roles.list.name'), dataIndex: 'name' },
    {
      key: 'permissions',
      title: t('roles.list.permissions'),
      responsive: ['md'],
      render: (_, role) => (
        <Flex wrap gap={4}>
          {role.permissions.map((permission) => (
            <Tag key={permission}>{t(`roles.short.${permission.replace('.', '_')}`)}</Tag>
          ))}
        </Flex>
      ),
    },
    { key: 'users', title: t('roles.list.users'), dataIndex: 'userCount', align: 'end' },
  ];
  if (onEdit) {
    columns.push({
      key: 'actions',
      title: <span className="portal-visually-hidden">{t('roles.list.actions')}</span>,
      render: (_, role) => (
        <Button
          size="small"
          onClick={() => onEdit(role)}
          aria-label={t('roles.list.editRole', { name: role.name })}
        >
          {t('roles.list.edit')}
        </Button>
      ),
    });
  }
  return (
    <Table<RoleRecord>
      rowKey="id"
      columns={columns}
      dataSource={roles}
      loading={loading}
      size="middle"
      pagination={false}
      expandable={{
        // The permissions in full words; on a phone this is the only place they show.
        expandedRowRender: (role) => (
          <ul style={{ margin: 0 }}>
            {role.permissions.map((permission) => (
              <li key={permission}>{t(permissionLabelKey(permission))}</li>
            ))}
          </ul>
        ),
      }}
      locale={{ emptyText: <Empty description={t('roles.list.empty')} /> }}
    />
  );
}
