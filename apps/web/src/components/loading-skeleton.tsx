import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The grey placeholder of something loading. Ant Design draws the placeholder's title bar as an empty `<h3>`,
 * which a screen reader lists as a heading without a name; the bars are hidden from it, and it hears
 * "Loading…" instead.
 */
export function LoadingSkeleton({ rows }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <span className="portal-visually-hidden">{t('common.app.loading')}</span>
      <div aria-hidden="true">
        <Skeleton active paragraph={rows === undefined ? undefined : { rows }} />
      </div>
    </div>
  );
}
