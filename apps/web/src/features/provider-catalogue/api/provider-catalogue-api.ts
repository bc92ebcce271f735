import type {
  CatalogueBlacklistBody,
  CataloguePackageBody,
  CataloguePackageCreateBody,
  CataloguePriceBody,
  CatalogueProductBody,
  CatalogueProductCreateBody,
  CatalogueProductQuery,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';

export const CATALOGUE_PAGE_SIZE = 30;

// Kept with the console's feature rather than in lib/query-keys.ts: office users never load this chunk.
export const catalogueKeys = {
  all: ['provider-catalogue'] as const,
  departments: () => [...catalogueKeys.all, 'departments'] as const,
  products: (query: object) => [...catalogueKeys.all, 'products', query] as const,
  product: (id: number) => [...catalogueKeys.all, 'product', id] as const,
  prices: (id: number) => [...catalogueKeys.all, 'prices', id] as const,
  packages: () => [...catalogueKeys.all, 'packages'] as const,
  package: (id: number) => [...catalogueKeys.all, 'package', id] as const,
  blacklist: () => [...catalogueKeys.all, 'blacklist'] as const,
};

export const catalogueDepartmentsQuery = queryOptions({
  queryKey: catalogueKeys.departments(),
  queryFn: ({ signal }) => call(hub.GET('/api/provider/catalogue/departments', { signal })),
  staleTime: 5 * 60_000,
});

export const catalogueProductsQuery = (query: Omit<CatalogueProductQuery, 'skip' | 'take'>) =>
  pagedSearchQuery(
    catalogueKeys.products(query),
    (page, signal) =>
      call(hub.GET('/api/provider/catalogue/products', { params: { query: { ...query, ...page } }, signal })),
    CATALOGUE_PAGE_SIZE,
  );

/** A department's products for a package's contents: a department carries tens of them, one page holds all. */
export const departmentProductsQuery = (branchId: number | null) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'department-products', branchId] as const,
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/provider/catalogue/products', {
          params: { query: { branchId: branchId ?? undefined, take: 100 } },
          signal,
        }),
      ),
    enabled: branchId !== null,
  });

export const catalogueProductQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/catalogue/products/{id}', { params: { path: { id } }, signal })),
  });

export const priceTableQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.prices(id),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/catalogue/products/{id}/prices', { params: { path: { id } }, signal })),
  });

export const cataloguePackagesQuery = queryOptions({
  queryKey: catalogueKeys.packages(),
  queryFn: ({ signal }) => call(hub.GET('/api/provider/catalogue/packages', { signal })),
});

export const cataloguePackageQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.package(id),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/catalogue/packages/{id}', { params: { path: { id } }, signal })),
  });

export const blacklistQuery = queryOptions({
  queryKey: catalogueKeys.blacklist(),
  queryFn: ({ signal }) => call(hub.GET('/api/provider/catalogue/blacklist', { signal })),
});

/** A mutation after which every catalogue list and page reads again (a price changes the product rows too). */
function useCatalogueMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

/** A new product or package (no id yet) carries its department and item number; a saved one cannot change them. */
type Saved<Body, CreateBody> = { id: number; body: Body } | { id: null; body: CreateBody };

export const useSaveProduct = () =>
  useCatalogueMutation((saved: Saved<CatalogueProductBody, CatalogueProductCreateBody>) =>
    saved.id === null
      ? call(hub.POST('/api/provider/catalogue/products', { body: saved.body }))
      : call(
          hub.PUT('/api/provider/catalogue/products/{id}', {
            params: { path: { id: saved.id } },
            body: saved.body,
          }),
        ),
  );

export const useSetPrice = (productId: number) =>
  useCatalogueMutation((body: CataloguePriceBody) =>
    call(
      hub.PUT('/api/provider/catalogue/products/{id}/prices', { params: { path: { id: productId } }, body }),
    ),
  );

export const useSavePackage = () =>
  useCatalogueMutation((saved: Saved<CataloguePackageBody, CataloguePackageCreateBody>) =>
    saved.id === null
      ? call(hub.POST('/api/provider/catalogue/packages', { body: saved.body }))
      : call(
          hub.PUT('/api/provider/catalogue/packages/{id}', {
            params: { path: { id: saved.id } },
            body: saved.body,
          }),
        ),
  );

export const useAddToBlacklist = () =>
  useCatalogueMutation((body: CatalogueBlacklistBody) =>
    call(hub.POST('/api/provider/catalogue/blacklist', { body })),
  );

export const useRemoveFromBlacklist = () =>
  useCatalogueMutation((branchId: number) =>
    call(hub.DELETE('/api/provider/catalogue/blacklist/{id}', { params: { path: { id: branchId } } })),
  );
