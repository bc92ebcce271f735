import {
  ADDRESS_PAGE_SIZE,
  type AddressSuggestion,
  CaseAddressPayload,
  type CountryCode,
  type ResolvedAddress,
} from '@portal/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { call, hub } from './api-client.ts';
import { addressKeys } from './query-keys.ts';

// The address lookup, shared by the order wizard's first step and the case page's address correction: the
// suggestions, the address behind one, and the form values of an address that is looked up or typed in.

/** The shortest text the lookup answers for. */
export const ADDRESS_MIN_QUERY = 2;

/** Suggestions for what was typed, 20 a page (docs/product.md); "more" asks for the next page. */
export function addressSuggestionsQuery(query: string, country: CountryCode) {
  return infiniteQueryOptions({
    queryKey: addressKeys.suggestions(country, query),
    queryFn: ({ pageParam, signal }) =>
      call(
        hub.GET('/api/address/suggestions', {
          params: { query: { query, country, page: pageParam } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length >= ADDRESS_PAGE_SIZE ? pages.length + 1 : undefined),
    enabled: query.trim().length >= ADDRESS_MIN_QUERY,
    staleTime: 5 * 60_000,
  });
}

/** The address behind a suggestion; 422 `orders.pages.new.invalidPrediction` when it is unusable. */
export function resolveAddress(
  suggestion: AddressSuggestion,
  country: CountryCode,
): Promise<ResolvedAddress> {
  return call(
    hub.GET('/api/address/place/{id}', {
      params: { path: { id: suggestion.id }, query: { country, provider: suggestion.provider } },
    }),
  );
}

/** A case's address as a form holds it, named as the hub's calls name it; a part not given is ''. */
export interface AddressValues {
  street: string;
  buildingNumber: string;
  buildingFloor: string;
  buildingDoor: string;
  zip: string;
  city: string;
  cityArea: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  street: '',
  buildingNumber: '',
  buildingFloor: '',
  buildingDoor: '',
  zip: '',
  city: '',
  cityArea: '',
};

/** The parts of a looked-up address, as the case's address names them. */
export const addressOfPlace = (place: ResolvedAddress): AddressValues => ({
  street: place.street,
  buildingNumber: place.houseNumber,
  buildingFloor: place.floor ?? '',
  buildingDoor: place.door ?? '',
  zip: place.postNumber,
  city: place.city,
  cityArea: place.area ?? '',
});

/** The lookup's text and the id of the suggestion chosen in it ('' until one is chosen). */
export interface LookupValue {
  text: string;
  id: string;
}

/** An address field group: looked up (and then filled in from the suggestion chosen), or typed in. */
export interface AddressChoiceValues {
  /** "Enter the address yourself" instead of the lookup. */
  manualAddress: boolean;
  lookup: LookupValue;
  address: AddressValues;
}

/** The schema of an address field group; refine it with `refuseUnchosenAddress`. */
export const addressChoiceShape = {
  manualAddress: z.boolean(),
  lookup: z.object({ text: z.string(), id: z.string() }),
  // A text field is always there, if only empty: the form needs no optional parts or defaults.
  address: CaseAddressPayload.required(),
};

/**
 * For `.superRefine`: a looked-up address is filled in from the suggestion chosen; its parts are not fields
 * then, so what is missing is the choice, said on the lookup.
 */
export function refuseUnchosenAddress(values: AddressChoiceValues, ctx: z.RefinementCtx): void {
  if (values.manualAddress) return;
  if (values.lookup.id === '' || !CaseAddressPayload.safeParse(values.address).success) {
    ctx.addIssue({
      code: 'custom',
      path: ['lookup', 'text'],
      message: values.lookup.text.trim() === '' ? 'rules.required' : 'orders.pages.new.chooseAddress',
    });
  }
}
