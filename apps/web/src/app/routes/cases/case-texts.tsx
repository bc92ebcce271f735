import { mapCase } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { CaseTextsOverview } from '@/features/case-texts/components/case-texts-overview.tsx';
import { caseQuery } from '@/features/cases/api/case-api.ts';

/** A case's texts (docs/product.md "Texts"): edit, browse and restore versions, approve or reject deliveries. */
export function CaseTextsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const found = useQuery({ ...caseQuery(id), select: mapCase });

  if (found.isPending) return <PageSpin />;
  if (found.isError) {
    return (
      <PageLoadError
        title={t('caseTexts.page.title')}
        error={found.error}
        onRetry={() => void found.refetch()}
      />
    );
  }
  const record = found.data;
  return (
    <>
      <PageHeading
        title={t('caseTexts.page.title')}
        extra={
          <Link to={`/cases/${encodeURIComponent(record.id)}`} className="portal-back-link">
            {t('caseTexts.page.back')}
          </Link>
        }
      />
      <Typography.Paragraph type="secondary">{record.address.full || record.reference}</Typography.Paragraph>
      <CaseTextsOverview caseId={record.id} />
    </>
  );
}
