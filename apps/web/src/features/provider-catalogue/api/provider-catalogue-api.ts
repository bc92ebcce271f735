import type {
  CatalogueBlacklistBody,
  CatalogueBlacklistEntry,
  CatalogueDepartment,
  CataloguePackageBody,
  CataloguePackageCreateBody,
  CataloguePackageRow,
  CataloguePriceBody,
  CataloguePriceRow,
  CatalogueProductBody,
  CatalogueProductCreateBody,
  CatalogueProductPage,
  CatalogueProductQuery,
  CatalogueProductRow,
  ProductDeliveryFields,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';

export const CATALOGUE_PAGE_SIZE = 30;
const base = '/api/provider/catalogue';

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
  queryFn: ({ signal }) => apiRequest<CatalogueDepartment[]>(`${base}/departments`, { signal }),
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
      apiRequest<CatalogueProductPage>(`${base}/products?branchId=${branchId}&take=100`, { signal }),
    enabled: branchId !== null,
  });

export const catalogueProductQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => apiRequest<CatalogueProductRow>(`${base}/products/${id}`, { signal }),
  });

export const priceTableQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.prices(id),
    queryFn: ({ signal }) => apiRequest<CataloguePriceRow[]>(`${base}/products/${id}/prices`, { signal }),
  });

export const cataloguePackagesQuery = queryOptions({
  queryKey: catalogueKeys.packages(),
  queryFn: ({ signal }) => apiRequest<CataloguePackageRow[]>(`${base}/packages`, { signal }),
});

export const cataloguePackageQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.package(id),
    queryFn: ({ signal }) => apiRequest<CataloguePackageRow>(`${base}/packages/${id}`, { signal }),
  });

export const blacklistQuery = queryOptions({
  queryKey: catalogueKeys.blacklist(),
  queryFn: ({ signal }) => apiRequest<CatalogueBlacklistEntry[]>(`${base}/blacklist`, { signal }),
});

/** A mutation after which every catalogue list and page reads again (a price changes the product rows too). */
function useCatalogueMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

/** Creates a product (no id) or saves one. */
export const useSaveProduct = () =>
  useCatalogueMutation(
    ({
      id,
      body,
    }: {
      id: number | null;
      body: (CatalogueProductBody | CatalogueProductCreateBody) & ProductDeliveryFields;
    }) =>
      apiRequest<CatalogueProductRow>(id ? `${base}/products/${id}` : `${base}/products`, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
  );

export const useSetPrice = (productId: number) =>
  useCatalogueMutation((body: CataloguePriceBody) =>
    apiRequest<CataloguePriceRow[]>(`${base}/products/${productId}/prices`, { method: 'PUT', body }),
  );

/** Creates a package (no id) or saves one. */
export const useSavePackage = () =>
  useCatalogueMutation(
    ({ id, body }: { id: number | null; body: CataloguePackageBody | CataloguePackageCreateBody }) =>
      apiRequest<CataloguePackageRow>(id ? `${base}/packages/${id}` : `${base}/packages`, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
  );

export const useAddToBlacklist = () =>
  useCatalogueMutation((body: CatalogueBlacklistBody) =>
    apiRequest<CatalogueBlacklistEntry[]>(`${base}/blacklist`, { method: 'POST', body }),
  );

export const useRemoveFromBlacklist = () =>
  useCatalogueMutation((branchId: number) =>
    apiRequest<CatalogueBlacklistEntry[]>(`${base}/blacklist/${branchId}`, { method: 'DELETE' }),
  );
