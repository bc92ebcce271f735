import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel.tsx';
import { errorText } from '../../../lib/errors.ts';
import { locationMaterialQuery } from '../api/case-overview-api.ts';
import './case-details.css';

/** Other cases of the department whose material may show this case's building or area. */
export function LocationMaterialSection({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const others = useQuery(locationMaterialQuery(caseId));

  return (
    <Panel title={t('cases.pages.details.locationTitle')}>
      {others.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : others.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, others.error)}
          action={<Button onClick={() => void others.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : others.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cases.pages.details.locationNone')} />
      ) : (
        <ul className="portal-case-rows" aria-label={t('cases.pages.details.locationTitle')}>
          {others.data.map((other) => (
            <li key={other.caseId}>
              <Flex vertical gap={2} className="portal-case-row-main">
                <Link to={`/cases/${encodeURIComponent(other.caseId)}`}>
                  {other.address || other.reference}
                </Link>
                <Typography.Text type="secondary">
                  {other.reference} · {t(`cases.categories.${other.category}`)} ·{' '}
                  {t('cases.pages.details.materialCount', { count: other.materialCount })}
                </Typography.Text>
              </Flex>
              <Tag>
                {t(other.sameAddress ? 'cases.pages.details.sameBuilding' : 'cases.pages.details.sameArea')}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
