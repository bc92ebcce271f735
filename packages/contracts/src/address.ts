import { z } from 'zod';

export const ADDRESS_PAGE_SIZE = 20;

/** GET /address/suggestions: what the person typed, in which country. */
export const AddressSuggestionsQuery = z.object({
  query: z.string().trim().min(2).max(200),
  country: z.enum(['DK', 'SE', 'NO']),
  page: z.coerce.number().int().min(1).max(20).default(1),
});
export type AddressSuggestionsQuery = z.input<typeof AddressSuggestionsQuery>;

export const AddressSuggestion = z.object({
  /** Provider's id of the address or place; pass it to GET /address/place/{id}. */
  id: z.string(),
  text: z.string(),
  provider: z.enum(['dk-address', 'maps', 'offline']),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/** A usable address: street, number, postal code and city are always present. */
export const ResolvedAddress = z.object({
  id: z.string(),
  full: z.string(),
  street: z.string().min(1),
  houseNumber: z.string().min(1),
  floor: z.string().nullable(),
  door: z.string().nullable(),
  postNumber: z.string().min(1),
  city: z.string().min(1),
  /** Supplementary town name (DK) or sublocality. */
  area: z.string().nullable(),
  country: z.enum(['DK', 'SE', 'NO']),
});
export type ResolvedAddress = z.infer<typeof ResolvedAddress>;

export const AddressPlaceQuery = z.object({
  country: z.enum(['DK', 'SE', 'NO']),
  provider: z.enum(['dk-address', 'maps', 'offline']),
});

/** Raised when the provider gives a place without street, number, postal code and city. */
export const INVALID_PREDICTION_KEY = 'orders.pages.new.invalidPrediction';

/** The parts of an address as a case keeps them. */
export interface AddressParts {
  street: string;
  buildingNumber: string;
  buildingFloor?: string | null;
  buildingDoor?: string | null;
  zip: string;
  city: string;
}

/** A floor written as a number or as the Danish ground floor or basement ("st", "kl") takes its dot. */
const FLOOR_TAKING_DOT = /^(\d+|st|kl)$/i;

const joined = (parts: (string | null | undefined)[], separator: string) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

/**
 * An address on one line, the one way the portal, the hub, its mails and its zips write it:
 * "Vesterbrogade 12, 2. th, 1620 København V"; the floor and door part is left out when empty.
 */
export function formatAddress(address: AddressParts): string {
  const floor = address.buildingFloor?.trim();
  const floorText = floor && FLOOR_TAKING_DOT.test(floor) ? `${floor}.` : floor;
  return joined(
    [
      joined([address.street, address.buildingNumber], ' '),
      joined([floorText, address.buildingDoor], ' '),
      joined([address.zip, address.city], ' '),
    ],
    ', ',
  );
}
