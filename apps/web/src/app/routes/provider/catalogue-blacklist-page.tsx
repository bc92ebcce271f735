import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { blacklistQuery } from '@/features/provider-catalogue/api/provider-catalogue-api.ts';
import { BlacklistForm } from '@/features/provider-catalogue/components/blacklist-form.tsx';
import { BlacklistTable } from '@/features/provider-catalogue/components/blacklist-table.tsx';
import { CatalogueNav } from '@/features/provider-catalogue/components/catalogue-nav.tsx';

/** The departments that may not create orders: the office's order wizard tells them so and the hub refuses. */
export function CatalogueBlacklistPage() {
  const { t } = useTranslation();
  const query = useQuery(blacklistQuery);
  return (
    <>
      <PageHeading title={t('providerCatalogue.blacklist.title')} />
      <Flex vertical gap={24}>
        <CatalogueNav />
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('providerCatalogue.blacklist.intro')}
        </Typography.Paragraph>
        <Panel title={t('providerCatalogue.blacklist.addTitle')}>
          <BlacklistForm listed={query.data?.map((entry) => entry.branchId) ?? []} />
        </Panel>
        <Panel title={t('providerCatalogue.blacklist.listTitle')}>
          <QueryContent query={query} empty={t('providerCatalogue.blacklist.empty')}>
            {(entries) => <BlacklistTable entries={entries} />}
          </QueryContent>
        </Panel>
      </Flex>
    </>
  );
}
