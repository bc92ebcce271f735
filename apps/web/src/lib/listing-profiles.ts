import type { CountryCode, ListingProfileRecord } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub } from './api-client.ts';
import { listingKeys } from './query-keys.ts';

/**
 * The export profiles of the listing portals, read by the office's listing page and by the provider's page
 * that edits them: one call, shared here since features do not import each other.
 */
export const listingProfilesQuery = queryOptions({
  queryKey: listingKeys.profiles(),
  queryFn: ({ signal }) => call(hub.GET('/api/listing-profiles', { signal })),
  staleTime: 5 * 60_000,
});

/**
 * The profiles as an office of `country` looks for them: its own country's portals first, then destinations
 * of any country (its own website), which it also publishes to, then the other countries' portals; each group
 * as the hub lists it.
 */
export function profilesForCountry(
  profiles: readonly ListingProfileRecord[],
  country: CountryCode | null,
): ListingProfileRecord[] {
  if (country === null) return [...profiles];
  const rank = (profile: ListingProfileRecord) => {
    if (profile.country === null) return 1;
    return profile.country === country ? 0 : 2;
  };
  return [...profiles].sort((left, right) => rank(left) - rank(right));
}
