import { ADDRESS_PAGE_SIZE, ErrorKey, type ResolvedAddress } from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { AddressCountry, AddressProviderClient } from './address-lookup.ts';
import { formatDanishAddress } from './dk-address-client.ts';
import { type SampleTown, sampleTowns } from './sample-addresses.ts';

const ID_PREFIX = 'offline-';

/** Ids the offline sample hands out, so a resolve can be routed back to it whatever provider is named. */
export const isOfflineAddressId = (id: string) => id.startsWith(ID_PREFIX);

interface Entry {
  address: ResolvedAddress;
  /** Lower-case full text plus area, what the query words are matched against. */
  haystack: string;
}

const normalise = (text: string) => text.normalize('NFC').toLowerCase();

/** The full text as each country writes it: DAWA style in Denmark, flat or dwelling number elsewhere. */
function formatAddress(country: AddressCountry, address: Omit<ResolvedAddress, 'id' | 'full' | 'country'>) {
  if (country === 'DK') return formatDanishAddress(address);
  const unit = address.door ? (country === 'SE' ? ` lgh ${address.door}` : ` ${address.door}`) : '';
  return `${address.street} ${address.houseNumber}${unit}, ${address.postNumber} ${address.city}`;
}

function buildEntries(country: AddressCountry, towns: readonly SampleTown[]): Entry[] {
  const rows = towns.flatMap((town) => town.addresses.map((row) => ({ town, row })));
  return rows.map(({ town, row: [street, houseNumber, floor, door] }, index) => {
    const parts = {
      street,
      houseNumber,
      floor: floor ?? null,
      door: door ?? null,
      postNumber: town.postNumber,
      city: town.city,
      area: town.area ?? null,
    };
    const address: ResolvedAddress = {
      id: `${ID_PREFIX}${country.toLowerCase()}-${String(index + 1).padStart(3, '0')}`,
      full: formatAddress(country, parts),
      ...parts,
      country,
    };
    return { address, haystack: normalise(`${address.full} ${address.area ?? ''}`) };
  });
}

const entries: Record<AddressCountry, Entry[]> = {
  DK: buildEntries('DK', sampleTowns.DK),
  SE: buildEntries('SE', sampleTowns.SE),
  NO: buildEntries('NO', sampleTowns.NO),
};
const byId = new Map(
  Object.values(entries).flatMap((list) => list.map((entry) => [entry.address.id, entry.address])),
);

/** The bundled sample: works with no network at all; every query word must occur in the address. */
export function createOfflineAddresses(): AddressProviderClient {
  return {
    async suggest({ query, country, page }) {
      const words = normalise(query)
        .split(/[\s,]+/)
        .filter(Boolean);
      const matches = entries[country].filter((entry) =>
        words.every((word) => entry.haystack.includes(word)),
      );
      const start = (page - 1) * ADDRESS_PAGE_SIZE;
      return matches
        .slice(start, start + ADDRESS_PAGE_SIZE)
        .map(({ address }) => ({ id: address.id, text: address.full, provider: 'offline' as const }));
    },

    async resolve(id) {
      const address = byId.get(id);
      if (!address) throw new AppError(ErrorKey.notFound, 404);
      return address;
    },
  };
}
