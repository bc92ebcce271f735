import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { ListingProfilesTabs } from '@/features/provider-listing-profiles/components/listing-profiles-tabs.tsx';
import { listingProfilesQuery } from '@/lib/listing-profiles.ts';

/**
 * The export profiles of the listing portals (docs/listing-profiles.md), which the provider's staff with
 * `catalogue.manage` keep up to date when a portal changes its rules.
 */
export function ListingProfilesPage() {
  const { t } = useTranslation();
  const profiles = useQuery(listingProfilesQuery);
  return (
    <>
      <PageHeading title={t('listings.profiles.title')} />
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 880, margin: 0 }}>
          {t('listings.profiles.intro')}
        </Typography.Paragraph>
        <QueryContent query={profiles} rows={8}>
          {(list) => <ListingProfilesTabs profiles={list} />}
        </QueryContent>
      </Flex>
    </>
  );
}
