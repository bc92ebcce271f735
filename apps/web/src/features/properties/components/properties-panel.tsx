import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { latestPropertiesQuery } from '@/features/properties/api/property-api.ts';
import { PropertyGrid } from './property-grid.tsx';

/** The dashboard's latest properties for sale; "see all" opens the properties page. */
export function PropertiesPanel() {
  const { t } = useTranslation();
  const properties = useQuery({ ...latestPropertiesQuery, select: (page) => page.data });
  return (
    <Panel
      title={t('properties.title')}
      extra={
        <Link to="/properties" aria-label={t('properties.seeAll')}>
          {t('properties.seeAllShort')}
        </Link>
      }
    >
      <QueryContent query={properties} rows={4} empty={t('properties.none')}>
        {(items) => <PropertyGrid properties={items} compact />}
      </QueryContent>
    </Panel>
  );
}
