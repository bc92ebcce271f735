import type { BranchApp, BranchAppState } from '@portal/contracts';
import { Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STATE_COLOURS: Record<BranchAppState, string> = { service: 'green', offline: 'blue', off: 'default' };

/** A detail's value in words: the address service by name, lists joined. */
function DetailValue({ name, value }: { name: string; value: string | string[] }) {
  const { t } = useTranslation();
  if (Array.isArray(value)) return value.join(', ') || t('branches.details.none');
  return name === 'service' ? t(`branches.apps.services.${value}`, { defaultValue: value }) : value;
}

function AppDetails({ app }: { app: BranchApp }) {
  const { t } = useTranslation();
  const entries = Object.entries(app.details);
  if (entries.length === 0) return '–';
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {entries.map(([name, value]) => (
        <li key={name}>
          {t(`branches.apps.detailLabels.${name}`, { defaultValue: name })}:{' '}
          <DetailValue name={name} value={value} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The apps of one department: what the hub connects to for it, in which state, and where that is set up:
 * the hub's environment (the named variables, README) or the department's own page.
 */
export function AppTable({
  branchId,
  apps,
  loading,
}: {
  branchId: number;
  apps: BranchApp[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<BranchApp> = [
    { key: 'name', title: t('branches.apps.name'), render: (_, app) => t(`branches.apps.keys.${app.key}`) },
    {
      key: 'state',
      title: t('branches.apps.state'),
      render: (_, app) => (
        <Tag color={STATE_COLOURS[app.state]}>{t(`branches.apps.states.${app.state}`)}</Tag>
      ),
    },
    {
      key: 'configuredIn',
      title: t('branches.apps.configuredIn'),
      render: (_, app) =>
        app.configuredIn === 'department' ? (
          <Link to={`/departments/${branchId}`}>{t('branches.apps.departmentSettings')}</Link>
        ) : (
          <>
            <div>{t('branches.apps.environment')}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('branches.apps.variables', { variables: app.variables.join(', ') })}
            </Typography.Text>
          </>
        ),
    },
    {
      key: 'details',
      title: t('branches.apps.details'),
      responsive: ['md'],
      render: (_, app) => <AppDetails app={app} />,
    },
  ];
  return (
    <Table<BranchApp>
      rowKey="key"
      columns={columns}
      dataSource={apps}
      loading={loading}
      size="middle"
      pagination={false}
    />
  );
}
