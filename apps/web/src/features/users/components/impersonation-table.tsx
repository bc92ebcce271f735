import type { ImpersonationCandidate } from '@portal/contracts';
import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface ImpersonationTableProps {
  users: ImpersonationCandidate[];
  loading: boolean;
  /** The user being switched to, while the switch runs. */
  startingId: string | null;
  onActAs: (user: ImpersonationCandidate) => void;
}

/** The users support staff may act as, with their departments, and the button that starts it. */
export function ImpersonationTable({ users, loading, startingId, onActAs }: ImpersonationTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ImpersonationCandidate> = [
    {
      key: 'name',
      title: t('users.admin.list.name'),
      render: (_, user) => (
        <Flex vertical>
          <span>{`${user.firstName} ${user.lastName}`}</span>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'departments',
      title: t('users.impersonation.departments'),
      responsive: ['md'],
      render: (_, user) => user.branches.map((branch) => branch.name).join(', '),
    },
    {
      key: 'actions',
      title: <span className="portal-visually-hidden">{t('users.impersonation.actions')}</span>,
      render: (_, user) =>
        // The hub refuses to act as someone who may do more than the signed-in person.
        user.mayActAs ? (
          <Button
            size="small"
            loading={startingId === user.id}
            disabled={startingId !== null && startingId !== user.id}
            aria-label={t('users.impersonation.actAsUser', { name: `${user.firstName} ${user.lastName}` })}
            onClick={() => onActAs(user)}
          >
            {t('users.impersonation.actAs')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('users.impersonation.notHeld')}</Typography.Text>
        ),
    },
  ];
  return (
    <Table<ImpersonationCandidate>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      size="middle"
      pagination={false}
      locale={{ emptyText: <Empty description={t('users.impersonation.empty')} /> }}
    />
  );
}
