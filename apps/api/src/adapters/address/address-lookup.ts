import type { AddressSuggestion, ResolvedAddress } from '@portal/contracts';

// The address lookup and its providers as the hub sees them. The factory that picks a provider per country
// lives in create-address-lookup.ts, so a provider implements these types without importing the file that
// imports it.

export type AddressCountry = ResolvedAddress['country'];
export type AddressProvider = AddressSuggestion['provider'];

export interface AddressSearch {
  query: string;
  country: AddressCountry;
  /** 1-based; each page holds at most ADDRESS_PAGE_SIZE suggestions. */
  page: number;
}

export interface AddressPlace {
  id: string;
  country: AddressCountry;
  provider: AddressProvider;
}

/** The address lookup the portal's order form uses (docs/product.md). */
export interface AddressLookup {
  /** Suggestions for what the person typed; the offline sample answers when the provider is absent or fails. */
  suggest(search: AddressSearch): Promise<AddressSuggestion[]>;
  /** The address behind a suggestion: 422 invalidPrediction when unusable, 404 when unknown. */
  resolve(place: AddressPlace): Promise<ResolvedAddress>;
}

/** One provider (Danish address service, maps service, offline sample). */
export interface AddressProviderClient {
  suggest(search: AddressSearch): Promise<AddressSuggestion[]>;
  resolve(id: string, country: AddressCountry): Promise<ResolvedAddress>;
}
