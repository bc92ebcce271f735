import type { ListingSource } from '@portal/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The public guidance a profile's published rules follow, as links to the portal's or authority's page, each
 * with what the project read there (written in English, as the project's records are).
 */
export function SourceList({ sources }: { sources: ListingSource[] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <section aria-label={t('listings.profiles.sources')} className="listing-sources">
      <Typography.Title level={3} className="portal-section-title">
        {t('listings.profiles.sources')}
      </Typography.Title>
      <ul>
        {sources.map((source) => (
          <li key={source.url}>
            <Typography.Link href={source.url} target="_blank" rel="noopener noreferrer">
              {source.title}
            </Typography.Link>
            <div>
              <Typography.Text type="secondary" lang="en">
                {source.note}
              </Typography.Text>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
