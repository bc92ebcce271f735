import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { catalogueProductQuery } from '@/features/provider-catalogue/api/provider-catalogue-api.ts';
import { PriceTable } from '@/features/provider-catalogue/components/price-table.tsx';
import { ProductForm } from '@/features/provider-catalogue/components/product-form.tsx';
import { catalogueProductPath } from '@/features/provider-catalogue/components/product-table.tsx';

/** A product of the catalogue: its fields, and its prices per country and department. `new` writes one. */
export function CatalogueProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const productId = Number(id);
  const creating = id === 'new';
  const query = useQuery({ ...catalogueProductQuery(productId), enabled: !creating });
  const back = <Link to="/provider/catalogue">← {t('providerCatalogue.products.back')}</Link>;

  if (creating) {
    return (
      <>
        {back}
        <PageHeading title={t('providerCatalogue.products.newTitle')} />
        <Panel title={t('providerCatalogue.form.title')}>
          <ProductForm
            product={null}
            onSaved={(saved) => void navigate(catalogueProductPath(saved.id), { replace: true })}
          />
        </Panel>
      </>
    );
  }
  if (query.isPending) return <PageSpin />;
  if (query.isError) {
    return (
      <PageLoadError
        title={t('providerCatalogue.products.titleUnknown')}
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundText={t(ErrorKey.notFound)}
      />
    );
  }
  const product = query.data;
  return (
    <>
      {back}
      <PageHeading
        title={product.name}
        extra={`${product.branchName} (${product.countryCode}) · ${product.itemNumber}`}
      />
      <Flex vertical gap={24}>
        <Panel title={t('providerCatalogue.form.title')}>
          <ProductForm key={product.id} product={product} />
        </Panel>
        <Panel title={t('providerCatalogue.prices.title')}>
          <PriceTable product={product} />
        </Panel>
      </Flex>
    </>
  );
}
