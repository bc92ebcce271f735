import {
  ADDRESS_PAGE_SIZE,
  type AddressSuggestion,
  type CountryCode,
  type ResolvedAddress,
} from '@portal/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { orderKeys } from '@/lib/query-keys.ts';

/** The shortest text the lookup answers for. */
export const ADDRESS_MIN_QUERY = 2;

/** Suggestions for what was typed, 20 a page (docs/product.md); "more" asks for the next page. */
export function addressSuggestionsQuery(query: string, country: CountryCode) {
  return infiniteQueryOptions({
    queryKey: orderKeys.addressSuggestions(country, query),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AddressSuggestion[]>('/api/address/suggestions', {
        query: { query, country, page: String(pageParam) },
        signal,
      }),
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
  return apiRequest<ResolvedAddress>(`/api/address/place/${encodeURIComponent(suggestion.id)}`, {
    query: { country, provider: suggestion.provider },
  });
}
