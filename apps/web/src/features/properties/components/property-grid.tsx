import type { PropertyRecord } from '@portal/contracts';
import { PropertyCard } from './property-card.tsx';
import './properties.css';

export function PropertyGrid({
  properties,
  compact = false,
}: {
  properties: PropertyRecord[];
  compact?: boolean;
}) {
  return (
    <ul className={`portal-property-grid${compact ? ' portal-property-grid-compact' : ''}`}>
      {properties.map((property) => (
        <li key={property.caseId}>
          <PropertyCard property={property} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
