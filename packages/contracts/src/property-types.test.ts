import { describe, expect, it } from 'vitest';
import { Locale } from './enums.ts';
import { PropertyType, propertyTypeLabel, propertyTypeLabels } from './property-types.ts';

describe('property types', () => {
  it('has about 70 camelCase keys, the spec examples among them', () => {
    expect(PropertyType.options.length).toBeGreaterThanOrEqual(65);
    expect(PropertyType.options.length).toBeLessThanOrEqual(75);
    for (const key of PropertyType.options) expect(key).toMatch(/^[a-z][a-zA-Z]*$/);
    expect(PropertyType.options).toEqual(
      expect.arrayContaining([
        'detachedHouse',
        'flat',
        'terracedHouse',
        'holidayCottage',
        'villa',
        'summerHouse',
        'hotel',
        'commercial',
        'farm',
        'office',
        'shop',
      ]),
    );
  });

  it('has a label for every type in every language, and no two types share one', () => {
    for (const locale of Locale.options) {
      const labels = propertyTypeLabels[locale];
      expect(Object.keys(labels).sort()).toEqual([...PropertyType.options].sort());
      for (const type of PropertyType.options) expect(labels[type].trim(), `${locale} ${type}`).not.toBe('');
      expect(new Set(Object.values(labels)).size).toBe(PropertyType.options.length);
    }
  });

  it('translates', () => {
    expect(propertyTypeLabels.en.detachedHouse).toBe('Detached house');
    expect(propertyTypeLabels.da.detachedHouse).toBe('Parcelhus');
    expect(propertyTypeLabels.sv.terracedHouse).toBe('Radhus');
    expect(propertyTypeLabels.no.holidayCottage).toBe('Fritidsbolig');
    expect(propertyTypeLabels.da.ownerApartment).toBe('Ejerlejlighed');
  });

  it('shows unknown keys as they are', () => {
    expect(propertyTypeLabel('summerHouse', 'sv')).toBe('Sommarhus');
    expect(propertyTypeLabel('lighthouse', 'da')).toBe('lighthouse');
  });
});
