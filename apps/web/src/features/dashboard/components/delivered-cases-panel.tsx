import { mapCase } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { deliveredCasesQuery } from '@/features/dashboard/api/dashboard-api.ts';
import { errorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import './dashboard-panels.css';

/** The case list filtered the same way: delivered and invoiced orders. */
const ALL_DELIVERED = '/cases?status=DELIVERED&status=INVOICED';

/** The cases delivered most recently; "see all" opens the case list with the same filter. */
export function DeliveredCasesPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const cases = useQuery({
    ...deliveredCasesQuery,
    select: (result) => ({ total: result.total, cases: result.data.map(mapCase) }),
  });
  return (
    <Panel
      title={t('dashboard.deliveries.title')}
      extra={<Link to={ALL_DELIVERED}>{t('dashboard.seeAll')}</Link>}
    >
      {cases.isPending ? <LoadingSkeleton rows={4} /> : null}
      {cases.isError ? <Alert type="error" showIcon title={errorText(t, cases.error)} /> : null}
      {cases.data && cases.data.cases.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.deliveries.none')} />
      ) : null}
      {cases.data && cases.data.cases.length > 0 ? (
        <List
          dataSource={cases.data.cases}
          renderItem={(item) => (
            <List.Item key={item.id} data-testid="dashboard-case">
              <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                <Link to={`/cases/${encodeURIComponent(item.id)}`} className="portal-dashboard-address">
                  {item.address.full}
                </Link>
                <Typography.Text type="secondary">
                  {t('dashboard.deliveries.line', {
                    reference: item.reference,
                    department: item.department.name,
                    date: formatDate(item.deliveryDate ?? item.updatedAt, locale, user.timezone),
                  })}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      ) : null}
    </Panel>
  );
}
