import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { caseQuery } from '@/features/cases/api/case-api.ts';
import { currentTextsQuery } from '@/features/cases/api/case-overview-api.ts';
import { RecentDownloadsPanel } from '@/features/downloads/components/recent-downloads-panel.tsx';
import { CaseListing } from '@/features/listings/components/case-listing.tsx';
import { captionSuggestionsOf } from '@/features/listings/lib/caption-suggestions.ts';
import { candidatesOf } from '@/features/listings/lib/listing-draft.ts';
import { casePresentationQuery } from '@/features/presentation/api/presentation-api.ts';
import { branchIdsWith, userPermissionsQuery, useSignedInUser } from '@/lib/session.ts';
import { sectionTitle } from '@/lib/text-section-title.ts';
import './case-presentation.css';

/**
 * A case's listing (docs/product.md, "Listings"): the pictures the office publishes on the property portals,
 * chosen from the case's material with the presentation's thumbnails, captioned (the delivered texts offered),
 * checked against a portal's export profile and exported as a zip, which then shows among the downloads.
 */
export function CaseListingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const found = useQuery(caseQuery(id));
  const presentation = useQuery(casePresentationQuery(id, false));
  const texts = useQuery(currentTextsQuery(id));
  const permissions = useQuery(userPermissionsQuery).data;
  const candidates = useMemo(() => candidatesOf(presentation.data?.slides ?? []), [presentation.data]);
  const suggestions = useMemo(
    () => captionSuggestionsOf(texts.data ?? [], (name) => sectionTitle(t, name)),
    [texts.data, t],
  );

  const back = (
    <Link to={`/cases/${encodeURIComponent(id)}`} className="portal-back-link">
      {t('listings.page.back')}
    </Link>
  );
  if (found.isPending || presentation.isPending) return <PageSpin />;
  const failedPage = (error: Error, retry: () => Promise<unknown>) => (
    <PageLoadError title={t('listings.page.title')} error={error} extra={back} onRetry={() => void retry()} />
  );
  if (found.isError) return failedPage(found.error, found.refetch);
  if (presentation.isError) return failedPage(presentation.error, presentation.refetch);
  const { branchId } = found.data;
  const country = user.branches.find((branch) => branch.id === branchId)?.countryCode ?? null;
  const mayEdit = permissions ? branchIdsWith(permissions, 'orders.create').includes(branchId) : false;

  return (
    <>
      <PageHeading title={t('listings.page.title')} extra={back} />
      <Typography.Paragraph className="presentation-address">
        {presentation.data.address}
      </Typography.Paragraph>
      <Flex vertical gap={24}>
        <CaseListing
          caseId={id}
          candidates={candidates}
          captionSuggestions={suggestions}
          country={country}
          mayEdit={mayEdit}
          email={user.email}
        />
        <RecentDownloadsPanel caseId={id} />
      </Flex>
    </>
  );
}
