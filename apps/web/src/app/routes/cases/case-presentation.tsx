import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { casePresentationQuery } from '@/features/presentation/api/presentation-api.ts';
import { PresentationGrid } from '@/features/presentation/components/presentation-grid.tsx';
import { PresentationShares } from '@/features/presentation/components/presentation-shares.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { useToday } from '@/lib/use-today.ts';
import './case-presentation.css';

type Shown = 'all' | 'active';

/**
 * The presentation of a case's material for the office (docs/product.md): all or only the active
 * material, the lightbox, and share links for people without an account (who see the active material only).
 */
export function CasePresentationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const shown: Shown = params.get('show') === 'active' ? 'active' : 'all';
  const presentation = useQuery(casePresentationQuery(id, shown === 'active'));
  const today = useToday();

  const heading = (
    <PageHeading
      title={t('presentation.pages.case.title')}
      extra={
        <Link to={`/cases/${encodeURIComponent(id)}`} className="portal-back-link">
          {t('presentation.pages.case.back')}
        </Link>
      }
    />
  );
  if (presentation.isPending) return <PageSpin />;
  if (presentation.isError) {
    const missing = isApiError(presentation.error, 404);
    return (
      <>
        {heading}
        <Alert
          type="error"
          showIcon
          title={missing ? t(ErrorKey.notFound) : errorText(t, presentation.error)}
          action={
            missing ? undefined : (
              <Button onClick={() => void presentation.refetch()}>{t('common.actions.retry')}</Button>
            )
          }
        />
      </>
    );
  }
  const { data } = presentation;

  return (
    <>
      {heading}
      <Typography.Paragraph className="presentation-address">{data.address}</Typography.Paragraph>
      <Flex vertical gap={24}>
        <PresentationShares caseId={id} />
        <Panel title={t('presentation.pages.case.material', { count: data.slides.length })}>
          <Flex vertical gap={16}>
            <Segmented<Shown>
              value={shown}
              onChange={(value) => setParams(value === 'active' ? { show: 'active' } : {}, { replace: true })}
              options={[
                { value: 'all', label: t('presentation.pages.case.showAll') },
                { value: 'active', label: t('presentation.pages.case.showActive') },
              ]}
            />
            <PresentationGrid
              slides={data.slides}
              markInactive={shown === 'all'}
              archived={data.archived}
              rightsOn={today}
            />
          </Flex>
        </Panel>
      </Flex>
    </>
  );
}
