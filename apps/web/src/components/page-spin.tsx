import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code or its first data is on the way. Drawn with CSS rather than Ant Design's Spin:
 * it is on screen before anything else, so it should cost next to nothing to download.
 */
export function PageSpin() {
  const { t } = useTranslation();
  return (
    <div className="portal-page-spin" role="status">
      <span className="portal-spinner" aria-hidden="true" />
      <span>{t('common.app.loading')}</span>
    </div>
  );
}
