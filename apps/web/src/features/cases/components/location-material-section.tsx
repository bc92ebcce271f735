import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RowList, RowMain } from '@/components/row-list.tsx';
import { locationMaterialQuery } from '@/features/cases/api/case-overview-api.ts';

/** Other cases of the department whose material may show this case's building or area. */
export function LocationMaterialSection({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const others = useQuery(locationMaterialQuery(caseId));

  return (
    <Panel title={t('cases.pages.details.locationTitle')}>
      <QueryContent query={others} empty={t('cases.pages.details.locationNone')}>
        {(list) => (
          <RowList label={t('cases.pages.details.locationTitle')}>
            {list.map((other) => (
              <li key={other.caseId}>
                <RowMain>
                  <Link to={`/cases/${encodeURIComponent(other.caseId)}`}>
                    {other.address || other.reference}
                  </Link>
                  <Typography.Text type="secondary">
                    {other.reference} · {t(`cases.categories.${other.category}`)} ·{' '}
                    {t('cases.pages.details.materialCount', { count: other.materialCount })}
                  </Typography.Text>
                </RowMain>
                <Tag>
                  {t(other.sameAddress ? 'cases.pages.details.sameBuilding' : 'cases.pages.details.sameArea')}
                </Tag>
              </li>
            ))}
          </RowList>
        )}
      </QueryContent>
    </Panel>
  );
}
