import { ADDRESS_PAGE_SIZE, type AddressSuggestion, ErrorKey, type ResolvedAddress } from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { AddressProviderClient } from './address-lookup.ts';
import { AddressServiceError, getJson, type HttpOptions, trimBase } from './http-json.ts';

/** GET /place/autocomplete/json of the maps service (Google Places API). */
interface AutocompleteResponse {
  status?: string;
  error_message?: string;
  predictions?: { place_id?: string; description?: string; types?: string[] }[];
}

interface AddressComponent {
  long_name?: string;
  short_name?: string;
  types?: string[];
}

/** GET /place/details/json with fields=address_component,formatted_address. */
interface DetailsResponse {
  status?: string;
  error_message?: string;
  result?: { formatted_address?: string; address_components?: AddressComponent[] };
}

/** Only these place types are addresses one can photograph (docs/product.md). */
const ADDRESS_TYPES = ['street_address', 'premise'];
/** Statuses saying the place id leads nowhere, as opposed to the service refusing or failing. */
const NOTHING_USABLE = ['NOT_FOUND', 'ZERO_RESULTS', 'INVALID_REQUEST'];

function serviceError(response: { status?: string; error_message?: string }) {
  return new AddressServiceError(`maps service answered ${response.status}: ${response.error_message ?? ''}`);
}

/** The maps places service: suggestions restricted to the country and to addresses; no paging. */
export function createMapsPlacesClient(
  options: { baseUrl: string; apiKey?: string } & HttpOptions,
): AddressProviderClient {
  const base = trimBase(options.baseUrl);
  const withKey = (url: URL) => {
    if (options.apiKey) url.searchParams.set('key', options.apiKey);
    return url;
  };

  return {
    async suggest({ query, country, page }) {
      // The service answers one list of a few predictions; there is nothing beyond the first page.
      if (page > 1) return [];
      const url = new URL(`${base}/place/autocomplete/json`);
      url.searchParams.set('input', query);
      url.searchParams.set('components', `country:${country.toLowerCase()}`);
      url.searchParams.set('types', 'address');
      const { body } = await getJson(withKey(url), options);
      const response = body as AutocompleteResponse;
      if (response.status === 'ZERO_RESULTS') return [];
      if (response.status !== 'OK' || !Array.isArray(response.predictions)) throw serviceError(response);
      const suggestions: AddressSuggestion[] = [];
      for (const prediction of response.predictions) {
        if (!prediction.place_id || !prediction.description) continue;
        if (!prediction.types?.some((type) => ADDRESS_TYPES.includes(type))) continue;
        suggestions.push({ id: prediction.place_id, text: prediction.description, provider: 'maps' });
      }
      return suggestions.slice(0, ADDRESS_PAGE_SIZE);
    },

    async resolve(id, country) {
      const url = new URL(`${base}/place/details/json`);
      url.searchParams.set('place_id', id);
      url.searchParams.set('fields', 'address_component,formatted_address');
      const { body } = await getJson(withKey(url), options);
      const response = body as DetailsResponse;
      if (NOTHING_USABLE.includes(response.status ?? '')) throw new AppError(ErrorKey.invalidPrediction, 422);
      if (response.status !== 'OK' || !response.result) throw serviceError(response);
      const components = response.result.address_components ?? [];
      const part = (type: string) =>
        components.find((component) => component.types?.includes(type))?.long_name?.trim() || null;
      const street = part('route');
      const houseNumber = part('street_number');
      const postNumber = part('postal_code');
      const sublocality = part('sublocality');
      const city = sublocality ?? part('postal_town') ?? part('locality');
      if (!street || !houseNumber || !postNumber || !city)
        throw new AppError(ErrorKey.invalidPrediction, 422);
      return {
        id,
        full: response.result.formatted_address?.trim() || `${street} ${houseNumber}, ${postNumber} ${city}`,
        street,
        houseNumber,
        floor: null,
        door: null,
        postNumber,
        city,
        area: sublocality,
        country,
      } satisfies ResolvedAddress;
    },
  };
}
