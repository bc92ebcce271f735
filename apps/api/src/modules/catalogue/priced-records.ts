import type { PackageChoiceRecord, PackageRecord, ProductRecord } from '@portal/contracts';
import { type Actor, priceFor } from '../../actor.ts';

// The catalogue's records as orders are priced with them (every price known), and as a user reads them:
// with prices only when they want to see prices. The wizard's catalogue calls answer through `productFor` and
// `packageFor`; the orders module prices from the priced records.

export interface PricedProduct extends Omit<ProductRecord, 'price'> {
  price: number;
}

export interface PricedChoice extends Omit<PackageChoiceRecord, 'minPrice' | 'products' | 'packages'> {
  minPrice: number;
  products: PricedProduct[];
  packages: { id: number; name: string; price: number }[];
}

export interface PricedPackage
  extends Omit<PackageRecord, 'basePrice' | 'totalPrice' | 'products' | 'choices'> {
  basePrice: number;
  totalPrice: number;
  products: PricedProduct[];
  choices: PricedChoice[];
}

type Viewer = Pick<Actor, 'seesPrices'>;

export function productFor(viewer: Viewer, product: PricedProduct): ProductRecord {
  return { ...product, price: priceFor(viewer, product.price) };
}

export function packageFor(viewer: Viewer, pack: PricedPackage): PackageRecord {
  return {
    ...pack,
    basePrice: priceFor(viewer, pack.basePrice),
    totalPrice: priceFor(viewer, pack.totalPrice),
    products: pack.products.map((product) => productFor(viewer, product)),
    choices: pack.choices.map((choice) => ({
      ...choice,
      minPrice: priceFor(viewer, choice.minPrice),
      products: choice.products.map((product) => productFor(viewer, product)),
      packages: choice.packages.map((option) => ({ ...option, price: priceFor(viewer, option.price) })),
    })),
  };
}
