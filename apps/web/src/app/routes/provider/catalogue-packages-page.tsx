import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { cataloguePackagesQuery } from '@/features/provider-catalogue/api/provider-catalogue-api.ts';
import { CatalogueNav } from '@/features/provider-catalogue/components/catalogue-nav.tsx';
import {
  cataloguePackagePath,
  PackageTable,
} from '@/features/provider-catalogue/components/package-table.tsx';

/** Every department's packages in one list: a department offers a handful, so the list is not paged. */
export function CataloguePackagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(cataloguePackagesQuery);
  return (
    <>
      <PageHeading title={t('providerCatalogue.packages.title')} />
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <CatalogueNav />
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => void navigate(cataloguePackagePath('new'))}
          >
            {t('providerCatalogue.packages.new')}
          </Button>
        </Flex>
        <QueryContent query={query} rows={6}>
          {(packages) => <PackageTable packages={packages} loading={query.isFetching} />}
        </QueryContent>
      </Flex>
    </>
  );
}
