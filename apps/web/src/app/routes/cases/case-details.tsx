import { MATERIALS_LOCKED_STATES, mapCase } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { archivePollInterval } from '@/features/archive/api/archive-api.ts';
import { ArchiveMaterialsPanel } from '@/features/archive/components/archive-materials-panel.tsx';
import { CaseDocumentsSection } from '@/features/case-documents/components/case-documents-section.tsx';
import { CaseLinksSection } from '@/features/case-documents/components/case-links-section.tsx';
import { caseQuery } from '@/features/cases/api/case-api.ts';
import { CaseInformationCard } from '@/features/cases/components/case-information-card.tsx';
import { CaseTextsSection } from '@/features/cases/components/case-texts-section.tsx';
import { LocationMaterialSection } from '@/features/cases/components/location-material-section.tsx';
import { CollageButton } from '@/features/collage/components/collage-button.tsx';
import { DownloadMaterialsButton } from '@/features/downloads/components/download-materials-button.tsx';
import { RecentDownloadsPanel } from '@/features/downloads/components/recent-downloads-panel.tsx';
import { ListingPanel } from '@/features/listings/components/listing-panel.tsx';
import { CaseMaterialsSection } from '@/features/materials/components/case-materials-section.tsx';
import { CaseOrdersSection } from '@/features/orders/components/case-orders-section.tsx';
import { PresentationPanel } from '@/features/presentation/components/presentation-panel.tsx';

/**
 * Case details (docs/product.md): the information card, then one section per subject. Each
 * section lives in its feature folder and loads its own data, so this page only places them.
 */
export function CaseDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const loaded = useQuery({
    ...caseQuery(id),
    refetchInterval: (query) => archivePollInterval(query.state.data),
  });

  if (loaded.isPending) return <PageSpin />;
  if (loaded.isError) {
    return (
      <PageLoadError
        title={t('cases.pages.details.titleUnknown')}
        error={loaded.error}
        onRetry={() => void loaded.refetch()}
      />
    );
  }
  const found = mapCase(loaded.data);
  const caseId = found.id;
  // Documents and links are locked like the material itself, also while it is being restored.
  const archived = MATERIALS_LOCKED_STATES.includes(found.materials.state);

  return (
    <>
      <PageHeading
        title={t('cases.pages.details.title')}
        extra={
          <Link to="/cases" className="portal-back-link">
            {t('cases.pages.orders.back')}
          </Link>
        }
      />
      <Flex vertical gap={24}>
        <CaseInformationCard found={found} record={loaded.data} />
        <CaseMaterialsSection
          caseRecord={loaded.data}
          selectionActions={(materials) => (
            <>
              <DownloadMaterialsButton
                caseId={caseId}
                materialIds={materials.map((material) => material.id)}
              />
              <CollageButton caseId={caseId} materials={materials} />
            </>
          )}
        />
        <PresentationPanel caseId={caseId} />
        <ListingPanel caseId={caseId} />
        <CaseOrdersSection caseId={caseId} />
        <CaseTextsSection caseId={caseId} />
        <LocationMaterialSection caseId={caseId} />
        <CaseDocumentsSection caseId={caseId} archived={archived} />
        <CaseLinksSection caseId={caseId} archived={archived} />
        <RecentDownloadsPanel caseId={caseId} />
        <ArchiveMaterialsPanel caseRecord={loaded.data} />
      </Flex>
    </>
  );
}
