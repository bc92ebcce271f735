import { ErrorKey } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';

/** What the heading of a product or package page says about it. */
interface CatalogueItem {
  name: string;
  branchName: string;
  countryCode: string;
  itemNumber: string;
}

interface CatalogueItemPageProps<T extends CatalogueItem> {
  /** The item's query; not read while a new item is written. */
  query: UseQueryResult<T>;
  creating: boolean;
  back: { to: string; label: string };
  newTitle: string;
  unknownTitle: string;
  /** The page's panels, for the loaded item or (null) a new one. */
  children: (item: T | null) => ReactNode;
}

/** A product's or a package's page: the way back, the heading, and its panels once it has loaded. */
export function CatalogueItemPage<T extends CatalogueItem>({
  query,
  creating,
  back,
  newTitle,
  unknownTitle,
  children,
}: CatalogueItemPageProps<T>) {
  const { t } = useTranslation();
  const backLink = <Link to={back.to}>← {back.label}</Link>;
  if (creating) {
    return (
      <>
        {backLink}
        <PageHeading title={newTitle} />
        {children(null)}
      </>
    );
  }
  if (query.isPending) return <PageSpin />;
  if (query.isError) {
    return (
      <PageLoadError
        title={unknownTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundText={t(ErrorKey.notFound)}
      />
    );
  }
  const item = query.data;
  return (
    <>
      {backLink}
      <PageHeading
        title={item.name}
        extra={`${item.branchName} (${item.countryCode}) · ${item.itemNumber}`}
      />
      {children(item)}
    </>
  );
}
