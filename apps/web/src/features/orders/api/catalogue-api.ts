import { ContactPersonType, type Locale, type ProductGrouping } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub, languageHeader } from '@/lib/api-client.ts';
import { orderKeys } from '@/lib/query-keys.ts';

// The catalogue changes a few times a year; a page can keep it for a while.
const CATALOGUE_STALE_MS = 5 * 60_000;

/** Item number of the fee product that key pickup adds to the invoice. */
export const KEY_PICKUP_ITEM = 'KEY-PICKUP';
/** Item number of the fee end-user invoicing adds. */
export const END_USER_FEE_ITEM = 'END-USER-FEE';

export function packagesQuery(branchId: number, grouping: ProductGrouping) {
  return queryOptions({
    queryKey: orderKeys.packages(branchId, grouping),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/branches/{id}/packages', {
          params: { path: { id: branchId }, query: { grouping } },
          signal,
        }),
      ),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The products of "build your own package", which are also the extra order lines; all groupings without one. */
export function alaCarteQuery(branchId: number, grouping?: ProductGrouping) {
  return queryOptions({
    queryKey: orderKeys.alaCarte(branchId, grouping ?? 'all'),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/branches/{id}/products/alacarte', {
          params: { path: { id: branchId }, query: { grouping } },
          signal,
        }),
      ),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Every product of the department, fees included (the key pickup fee is read from here). */
export function productListQuery(branchId: number) {
  return queryOptions({
    queryKey: orderKeys.productList(branchId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/branches/{id}/products/list', { params: { path: { id: branchId } }, signal })),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Labels come in the language asked for, so the list is kept per language. */
export function propertyTypesQuery(locale: Locale) {
  return queryOptions({
    queryKey: orderKeys.propertyTypes(locale),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/property-types', { headers: languageHeader(locale), signal })),
    staleTime: 60 * 60_000,
  });
}

export const contactPersonTypesQuery = queryOptions({
  queryKey: orderKeys.contactPersonTypes(),
  queryFn: ({ signal }) => call(hub.GET('/api/orders/contact-person-types', { signal })),
  staleTime: 60 * 60_000,
  // Without the list the form still works with the types the portal knows.
  placeholderData: ContactPersonType.options,
});

/**
 * The departments that may not create orders. docs/product.md: when the check itself fails, creating
 * is allowed, so a broken check never stops an office from ordering.
 */
export function blacklistQuery(branchIds: number[]) {
  return queryOptions({
    queryKey: orderKeys.blacklist(branchIds),
    queryFn: async () => {
      try {
        return await call(hub.POST('/api/branch/ordercreationblacklistings', { body: branchIds }));
      } catch (error) {
        console.warn('The order-creation blacklist could not be checked; creating orders is allowed.', error);
        return [];
      }
    },
    staleTime: 60_000,
    enabled: branchIds.length > 0,
  });
}
