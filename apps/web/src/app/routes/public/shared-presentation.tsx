import { type BrandingRecord, ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { sharedPresentationQuery } from '@/features/presentation/api/presentation-api.ts';
import { PresentationGrid } from '@/features/presentation/components/presentation-grid.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import './shared-presentation.css';

/**
 * The department's colours (as CSS variables on the document, so the whole page background takes them) and
 * favicon while the page is open; the portal's own look comes back after.
 */
function useBranding(branding: BrandingRecord | undefined) {
  useEffect(() => {
    if (!branding) return;
    const root = document.documentElement.style;
    const variables: [string, string | null][] = [
      ['--presentation-primary', branding.primaryColor],
      ['--presentation-contrast', branding.contrastColor],
      ['--presentation-background', branding.backgroundColor],
    ];
    for (const [name, value] of variables) if (value) root.setProperty(name, value);
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const portalIcon = icon?.href;
    if (icon && branding.faviconUrl) icon.href = branding.faviconUrl;
    return () => {
      for (const [name] of variables) root.removeProperty(name);
      if (icon && portalIcon) icon.href = portalIcon;
    };
  }, [branding]);
}

/**
 * The presentation behind a share link, for anyone holding it, without an account: the active material
 * with the department's logo, colours, background and favicon.
 */
export function SharedPresentationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const presentation = useQuery(sharedPresentationQuery(token));
  useBranding(presentation.data?.branding);

  if (presentation.isPending) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  }
  if (presentation.isError) {
    const gone = isApiError(presentation.error, 404);
    return (
      <div className="presentation-public">
        <title>{t('presentation.pages.shared.unavailable')}</title>
        <Result
          status="warning"
          title={gone ? t(ErrorKey.presentationLinkInvalid) : errorText(t, presentation.error)}
        />
      </div>
    );
  }
  const { data } = presentation;
  const { branding } = data;

  return (
    <div className="presentation-public">
      <title>{`${data.address} · ${data.departmentName}`}</title>
      <header className="presentation-public-header">
        {branding.logoUrl ? (
          <img className="presentation-public-logo" src={branding.logoUrl} alt={data.departmentName} />
        ) : (
          <span className="presentation-public-department">{data.departmentName}</span>
        )}
      </header>
      <Typography.Title level={1} className="presentation-public-title">
        {data.address}
      </Typography.Title>
      <PresentationGrid slides={data.slides} archived={data.archived} />
    </div>
  );
}
