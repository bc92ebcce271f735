import type { BranchDetails } from '@portal/contracts';
import { Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface BranchTableProps {
  branches: BranchDetails[];
  loading: boolean;
}

/** The departments list: each name opens the department's page; smaller screens keep name and access. */
export function BranchTable({ branches, loading }: BranchTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<BranchDetails> = [
    {
      key: 'name',
      title: t('branches.list.name'),
      render: (_, branch) => <Link to={`/departments/${branch.id}`}>{branch.name}</Link>,
    },
    {
      key: 'customerId',
      title: t('branches.list.customerId'),
      dataIndex: 'axCustomerId',
      responsive: ['md'],
    },
    {
      key: 'country',
      title: t('branches.list.country'),
      responsive: ['sm'],
      render: (_, branch) => t(`branches.countries.${branch.countryCode}`),
    },
    {
      key: 'access',
      title: t('branches.list.access'),
      render: (_, branch) => t(`users.access.${branch.access}`),
    },
    {
      key: 'directory',
      title: t('branches.list.directory'),
      responsive: ['lg'],
      render: (_, branch) => branch.directoryDomains.join(', ') || '–',
    },
    {
      key: 'blocked',
      title: t('branches.list.blocked'),
      responsive: ['md'],
      render: (_, branch) =>
        branch.orderCreationBlocked ? (
          <Tag color="red">{t('branches.details.yes')}</Tag>
        ) : (
          t('branches.details.no')
        ),
    },
  ];
  return (
    <Table<BranchDetails>
      rowKey="id"
      columns={columns}
      dataSource={branches}
      loading={loading}
      size="middle"
      pagination={false}
      locale={{ emptyText: <Empty description={t('branches.list.empty')} /> }}
    />
  );
}
