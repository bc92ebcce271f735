import { OrderStatusWord, ProductGrouping, type ProviderOrderQuery } from '@portal/contracts';

export const PROVIDER_ORDERS_PAGE_SIZE = 20;

/** The list's filters as the address keeps them, so a filtered list can be reloaded or shared. */
export interface ProviderOrderListFilters {
  status?: OrderStatusWord;
  country?: string;
  branchId?: number;
  category?: ProductGrouping;
  from?: string;
  to?: string;
  search: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the address; a value the hub would refuse is left out rather than shown as an error. */
export function readProviderOrderFilters(params: URLSearchParams): ProviderOrderListFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const branchId = Number(params.get('branchId'));
  const page = Number(params.get('page'));
  const country = params.get('country') ?? '';
  return {
    status: OrderStatusWord.safeParse(params.get('status')).data,
    country: /^[A-Z]{2}$/.test(country) ? country : undefined,
    branchId: Number.isInteger(branchId) && branchId > 0 ? branchId : undefined,
    category: ProductGrouping.safeParse(params.get('category')).data,
    from: day('from'),
    to: day('to'),
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeProviderOrderFilters(filters: ProviderOrderListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const { page, ...rest } = filters;
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The hub's query for the filters: the page becomes skip and take. */
export function toProviderOrderQuery(filters: ProviderOrderListFilters): ProviderOrderQuery {
  const { page, search, ...rest } = filters;
  return {
    ...rest,
    search: search || undefined,
    skip: (page - 1) * PROVIDER_ORDERS_PAGE_SIZE,
    take: PROVIDER_ORDERS_PAGE_SIZE,
  };
}
