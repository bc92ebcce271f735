import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { cataloguePackageQuery } from '@/features/provider-catalogue/api/provider-catalogue-api.ts';
import { PackageForm } from '@/features/provider-catalogue/components/package-form.tsx';
import { cataloguePackagePath } from '@/features/provider-catalogue/components/package-table.tsx';

/** A package of the catalogue: its fields and contents. `new` writes one. */
export function CataloguePackagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const query = useQuery({ ...cataloguePackageQuery(Number(id)), enabled: !creating });
  const back = <Link to="/provider/catalogue/packages">← {t('providerCatalogue.packages.back')}</Link>;

  if (creating) {
    return (
      <>
        {back}
        <PageHeading title={t('providerCatalogue.packages.newTitle')} />
        <Panel title={t('providerCatalogue.packages.name')}>
          <PackageForm
            pack={null}
            onSaved={(saved) => void navigate(cataloguePackagePath(saved.id), { replace: true })}
          />
        </Panel>
      </>
    );
  }
  if (query.isPending) return <PageSpin />;
  if (query.isError) {
    return (
      <PageLoadError
        title={t('providerCatalogue.packages.titleUnknown')}
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundText={t(ErrorKey.notFound)}
      />
    );
  }
  const pack = query.data;
  return (
    <>
      {back}
      <PageHeading
        title={pack.name}
        extra={`${pack.branchName} (${pack.countryCode}) · ${pack.itemNumber}`}
      />
      <Panel title={t('providerCatalogue.packages.name')}>
        <PackageForm key={pack.id} pack={pack} />
      </Panel>
    </>
  );
}
