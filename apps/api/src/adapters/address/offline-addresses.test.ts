import { ResolvedAddress } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineAddresses } from './offline-addresses.ts';

const offline = createOfflineAddresses();
const search = (query: string, country: 'DK' | 'SE' | 'NO', page = 1) =>
  offline.suggest({ query, country, page });

/** Every sample address of a country, through the search itself (pages of 20 until one comes back empty). */
async function allOf(country: 'DK' | 'SE' | 'NO') {
  const found = [];
  for (let page = 1; ; page += 1) {
    const batch = await Promise.all(
      ['a', 'e', 'i', 'o', 'u', 'y', 'ø', 'ö', 'å'].map((vowel) => search(vowel, country, page)),
    );
    if (batch.every((list) => list.length === 0)) break;
    found.push(...batch.flat());
  }
  return [...new Map(found.map((item) => [item.id, item])).values()];
}

describe('offline address sample', () => {
  it.each(['DK', 'SE', 'NO'] as const)(
    'holds about 40 usable addresses of %s with unique ids',
    async (country) => {
      const suggestions = await allOf(country);
      expect(suggestions.length).toBeGreaterThanOrEqual(35);
      for (const suggestion of suggestions) {
        expect(suggestion.id).toMatch(new RegExp(`^offline-${country.toLowerCase()}-\\d{3}$`));
        const address = await offline.resolve(suggestion.id, country);
        expect(ResolvedAddress.parse(address)).toEqual(address);
        expect(address).toMatchObject({ country, full: suggestion.text });
      }
    },
  );

  it('matches every word of the query, in any case and order, within the country', async () => {
    expect(await search('BERGEN strandgaten', 'NO')).toEqual([
      {
        id: expect.stringMatching(/^offline-no-/),
        text: 'Strandgaten 50 H0301, 5003 Bergen',
        provider: 'offline',
      },
    ]);
    expect(await search('strandgaten oslo', 'NO')).toEqual([]);
    expect(await search('strandgaten', 'DK')).toEqual([]);
    expect(await search('Götgatan, Stockholm', 'SE')).toHaveLength(2);
  });

  it('finds addresses by their area too', async () => {
    const district = await search('södermalm', 'SE');
    expect(district.length).toBeGreaterThan(3);
    expect(district.every((item) => item.text.includes('Stockholm'))).toBe(true);
  });

  it('writes Danish addresses as DAWA does, with the supplementary town name as area', async () => {
    const [vangede] = await search('vangede', 'DK');
    expect(vangede?.text).toBe('Vangede Bygade 45, Vangede, 2820 Gentofte');
    expect(await offline.resolve(vangede?.id ?? '', 'DK')).toMatchObject({
      area: 'Vangede',
      city: 'Gentofte',
      floor: null,
      door: null,
    });
    const [groundFloor] = await search('guldbergsgade', 'DK');
    expect(groundFloor?.text).toBe('Guldbergsgade 29, st. th, 2200 København N');
  });

  it('refuses an id it did not hand out with 404', async () => {
    await expect(offline.resolve('offline-dk-999', 'DK')).rejects.toMatchObject({ statusCode: 404 });
  });
});
