import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { cataloguePackageQuery } from '@/features/provider-catalogue/api/provider-catalogue-api.ts';
import { CatalogueItemPage } from '@/features/provider-catalogue/components/catalogue-item-page.tsx';
import { PackageForm } from '@/features/provider-catalogue/components/package-form.tsx';
import { cataloguePackagePath } from '@/features/provider-catalogue/components/package-table.tsx';

/** A package of the catalogue: its fields and contents. `new` writes one. */
export function CataloguePackagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const query = useQuery({ ...cataloguePackageQuery(Number(id)), enabled: !creating });
  return (
    <CatalogueItemPage
      query={query}
      creating={creating}
      back={{ to: '/provider/catalogue/packages', label: t('providerCatalogue.packages.back') }}
      newTitle={t('providerCatalogue.packages.newTitle')}
      unknownTitle={t('providerCatalogue.packages.titleUnknown')}
    >
      {(pack) => (
        <Panel title={t('providerCatalogue.packages.name')}>
          {pack ? (
            <PackageForm key={pack.id} pack={pack} />
          ) : (
            <PackageForm
              pack={null}
              onSaved={(saved) => void navigate(cataloguePackagePath(saved.id), { replace: true })}
            />
          )}
        </Panel>
      )}
    </CatalogueItemPage>
  );
}
