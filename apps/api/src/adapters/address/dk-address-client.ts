import { ADDRESS_PAGE_SIZE, type AddressSuggestion, ErrorKey, type ResolvedAddress } from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { AddressProviderClient } from './address-lookup.ts';
import { AddressServiceError, getJson, type HttpOptions, trimBase } from './http-json.ts';

/**
 * The address of an autocomplete item: `data` of DAWA's GET /autocomplete?type=adresse, or `adresse` of its
 * GET /adresser/autocomplete; both carry the same fields.
 */
interface DawaSuggestedAddress {
  id?: string;
  vejnavn?: string;
  husnr?: string;
  etage?: string | null;
  dør?: string | null;
  postnr?: string;
  postnrnavn?: string;
  supplerendebynavn?: string | null;
}

interface DawaAutocompleteItem {
  type?: string;
  tekst?: string;
  forslagstekst?: string;
  data?: DawaSuggestedAddress;
  adresse?: DawaSuggestedAddress;
}

/** GET /adresser/{id} in DAWA's default nested structure (floor and door on the address, the rest on its access address). */
interface DawaAddress {
  id?: string;
  etage?: string | null;
  dør?: string | null;
  adressebetegnelse?: string;
  adgangsadresse?: {
    husnr?: string;
    supplerendebynavn?: string | null;
    vejstykke?: { navn?: string };
    postnummer?: { nr?: string; navn?: string };
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textOf = (value: string | null | undefined) => value?.trim() || null;

/** The Danish address register (DAWA): addresses down to floor and door, 20 suggestions per page. */
export function createDkAddressClient(options: { baseUrl: string } & HttpOptions): AddressProviderClient {
  const base = trimBase(options.baseUrl);
  return {
    async suggest({ query, page }) {
      const url = new URL(`${base}/autocomplete`);
      url.searchParams.set('q', query);
      url.searchParams.set('type', 'adresse');
      url.searchParams.set('per_side', String(ADDRESS_PAGE_SIZE));
      url.searchParams.set('side', String(page));
      const { body } = await getJson(url, options);
      if (!Array.isArray(body)) throw new AddressServiceError('the Danish address service answered no list');
      const suggestions: AddressSuggestion[] = [];
      for (const item of body as DawaAutocompleteItem[]) {
        const address = item.data ?? item.adresse;
        if ((item.type ?? 'adresse') !== 'adresse' || !address?.id || !item.tekst) continue;
        suggestions.push({ id: address.id, text: item.tekst, provider: 'dk-address' });
      }
      return suggestions.slice(0, ADDRESS_PAGE_SIZE);
    },

    async resolve(id) {
      if (!UUID.test(id)) throw new AppError(ErrorKey.notFound, 404);
      const url = new URL(`${base}/adresser/${encodeURIComponent(id)}`);
      const { status, body } = await getJson(url, options, [400, 404]);
      if (status !== 200) throw new AppError(ErrorKey.notFound, 404);
      const address = body as DawaAddress;
      const access = address.adgangsadresse;
      const street = textOf(access?.vejstykke?.navn);
      const houseNumber = textOf(access?.husnr);
      const postNumber = textOf(access?.postnummer?.nr);
      const city = textOf(access?.postnummer?.navn);
      if (!street || !houseNumber || !postNumber || !city)
        throw new AppError(ErrorKey.invalidPrediction, 422);
      const floor = textOf(address.etage);
      const door = textOf(address.dør);
      const area = textOf(access?.supplerendebynavn);
      return {
        id: address.id ?? id,
        full:
          textOf(address.adressebetegnelse) ??
          formatDanishAddress({ street, houseNumber, floor, door, area, postNumber, city }),
        street,
        houseNumber,
        floor,
        door,
        postNumber,
        city,
        area,
        country: 'DK',
      } satisfies ResolvedAddress;
    },
  };
}

/** DAWA's own way of writing an address: "Vesterbrogade 12, 2. th, Vangede, 2820 Gentofte". */
export function formatDanishAddress(
  address: Pick<
    ResolvedAddress,
    'street' | 'houseNumber' | 'floor' | 'door' | 'area' | 'postNumber' | 'city'
  >,
): string {
  const { floor, door } = address;
  const unit = floor && door ? `${floor}. ${door}` : floor ? `${floor}.` : door;
  return [
    `${address.street} ${address.houseNumber}`,
    unit,
    address.area,
    `${address.postNumber} ${address.city}`,
  ]
    .filter(Boolean)
    .join(', ');
}
