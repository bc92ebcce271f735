import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { catalogueProductQuery } from '@/features/provider-catalogue/api/provider-catalogue-api.ts';
import { CatalogueItemPage } from '@/features/provider-catalogue/components/catalogue-item-page.tsx';
import { PriceTable } from '@/features/provider-catalogue/components/price-table.tsx';
import { ProductForm } from '@/features/provider-catalogue/components/product-form.tsx';
import { catalogueProductPath } from '@/features/provider-catalogue/components/product-table.tsx';

/** A product of the catalogue: its fields, and its prices per country and department. `new` writes one. */
export function CatalogueProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const query = useQuery({ ...catalogueProductQuery(Number(id)), enabled: !creating });
  return (
    <CatalogueItemPage
      query={query}
      creating={creating}
      back={{ to: '/provider/catalogue', label: t('providerCatalogue.products.back') }}
      newTitle={t('providerCatalogue.products.newTitle')}
      unknownTitle={t('providerCatalogue.products.titleUnknown')}
    >
      {(product) =>
        product ? (
          <Flex vertical gap={24}>
            <Panel title={t('providerCatalogue.form.title')}>
              <ProductForm key={product.id} product={product} />
            </Panel>
            <Panel title={t('providerCatalogue.prices.title')}>
              <PriceTable product={product} />
            </Panel>
          </Flex>
        ) : (
          <Panel title={t('providerCatalogue.form.title')}>
            <ProductForm
              product={null}
              onSaved={(saved) => void navigate(catalogueProductPath(saved.id), { replace: true })}
            />
          </Panel>
        )
      }
    </CatalogueItemPage>
  );
}
