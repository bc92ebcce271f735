import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Title and short introduction at the top of a signed-out page (plain markup keeps the login page light). */
export function PublicPageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} · ${t('common.app.name')}`}</title>
      <h1 className="portal-public-title">{title}</h1>
      {intro ? <p className="portal-public-intro">{intro}</p> : null}
    </>
  );
}
