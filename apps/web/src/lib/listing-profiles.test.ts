import type { ListingProfileRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { profilesForCountry } from './listing-profiles.ts';

const profile = (id: string, country: ListingProfileRecord['country']) =>
  ({ id, country }) as ListingProfileRecord;
const HUB_ORDER = [
  profile('boligsiden', 'DK'),
  profile('booli', 'SE'),
  profile('finn', 'NO'),
  profile('hemnet', 'SE'),
  profile('own-website', null),
];
const idsFor = (country: ListingProfileRecord['country']) =>
  profilesForCountry(HUB_ORDER, country).map((found) => found.id);

describe('the export profiles in the order an office looks for them', () => {
  it("puts the department's own portals first, then its own website, then the other countries' portals", () => {
    expect(idsFor('SE')).toEqual(['booli', 'hemnet', 'own-website', 'boligsiden', 'finn']);
    expect(idsFor('NO')).toEqual(['finn', 'own-website', 'boligsiden', 'booli', 'hemnet']);
    expect(idsFor('DK')).toEqual(['boligsiden', 'own-website', 'booli', 'finn', 'hemnet']);
  });

  it('keeps the hub’s order when the country is not known', () => {
    expect(idsFor(null)).toEqual(['boligsiden', 'booli', 'finn', 'hemnet', 'own-website']);
  });
});
