import type { AppDeps } from '../../deps.ts';
import * as repo from './provider-catalogue.repo.ts';

// The ONE rule for what a product costs in a department, used by the order wizard's catalogue calls, the
// order's lines (through them) and the provider's console alike.

export const toPrice = (value: string | number) => Math.round(Number(value) * 100) / 100;

interface PricedProduct {
  itemNumber: string;
  branchId: number;
  /** The product's own list price. */
  price: string;
}

/**
 * What the product costs in its department (of the country): the department's price for the item number,
 * else the country's, else the product's list price.
 */
export function resolvePrice(product: PricedProduct, countryCode: string, prices: repo.PriceRow[]): number {
  const own = prices.filter(
    (row) => row.itemNumber === product.itemNumber && row.countryCode === countryCode,
  );
  const department = own.find((row) => row.branchId === product.branchId);
  const country = own.find((row) => row.branchId === null);
  return toPrice((department ?? country ?? product).price);
}

/** A department's prices in its currency: loaded once per call, then resolved for each of its products. */
export interface Pricing {
  currency: string;
  priceOf(product: PricedProduct): number;
}

export async function pricingOf(
  deps: AppDeps,
  branch: { id: number; countryCode: string; currency: string },
): Promise<Pricing> {
  return pricingFrom(branch, await repo.findPricesOfBranch(deps.db, branch.countryCode, branch.id));
}

/** The department's pricing from the prices already read (its own and its country's). */
export function pricingFrom(
  branch: { countryCode: string; currency: string },
  prices: repo.PriceRow[],
): Pricing {
  return {
    currency: branch.currency,
    priceOf: (product) => resolvePrice(product, branch.countryCode, prices),
  };
}
