import type { PackageChoiceRecord, PackageRecord, ProductRecord } from '@portal/contracts';
import { choiceKey, type OptionValues, quantityKey } from './wizard-state.ts';

export interface SelectedLine {
  key: string;
  name: string;
  quantity: number;
  /** The line's price (quantity included); null when the hub leaves prices out for this user. */
  price: number | null;
  /** Products a package line contains, with their quantities. */
  contents?: string[];
}

export interface Selection {
  lines: SelectedLine[];
  /** What the lines cost together; null when a price is left out (the user does not see prices). */
  total: number | null;
  currency: string | null;
  /** The smallest "largest living area" of the chosen products; null when none limits it. */
  maxArea: number | null;
  /** The package's choices as the order call wants them. */
  productChoices: { choiceId: number; productId?: number; packageId?: number }[];
  products: { id: number; quantity: number }[];
}

type ChoiceOption =
  | { kind: 'product'; product: ProductRecord }
  | { kind: 'package'; id: number; name: string; price: number | null };

export const optionValue = (kind: 'product' | 'package', id: number) => `${kind}:${id}`;

/** The option a choice holds, if it is still one of the choice's options. */
export function chosenOption(choice: PackageChoiceRecord, value: string | undefined): ChoiceOption | null {
  if (!value) return null;
  const [kind, id] = value.split(':');
  if (kind === 'product') {
    const product = choice.products.find((item) => String(item.id) === id);
    return product ? { kind, product } : null;
  }
  const option = choice.packages.find((item) => String(item.id) === id);
  return kind === 'package' && option ? { kind, ...option } : null;
}

/**
 * The cheapest option of a choice, chosen for the user until they choose another. The hub names it, so it is
 * known also to a user who does not see prices.
 */
export const cheapestOption = (choice: PackageChoiceRecord): string =>
  optionValue(choice.cheapestOption.kind, choice.cheapestOption.id);

/** A la carte products offered next to `pkg`: those sold only separately cannot join a package. */
export const combinable = (product: ProductRecord, pkg: PackageRecord | null) =>
  !(pkg && product.separateOnly);

/**
 * A product sold only separately must be the order's only product: no package, nothing else a la carte
 * (the hub refuses anything else with `orders.pages.new.separateOnly`).
 */
export function breaksSeparateOnly(
  pkg: PackageRecord | null,
  products: Selection['products'],
  list: ProductRecord[],
): boolean {
  const separate = products.filter((item) => list.find((product) => product.id === item.id)?.separateOnly);
  return separate.length > 0 && (pkg !== null || products.length > 1);
}

export function selectionOf(
  pkg: PackageRecord | null,
  options: OptionValues,
  alaCarte: ProductRecord[],
  fees: (ProductRecord | null)[],
): Selection {
  const lines: SelectedLine[] = [];
  const limits: (number | null)[] = [];
  const productChoices: Selection['productChoices'] = [];
  let currency: string | null = pkg?.currency ?? null;

  if (pkg) {
    lines.push({
      key: `package-${pkg.id}`,
      name: pkg.name,
      quantity: 1,
      price: pkg.basePrice,
      contents: pkg.products.map((product) => `${product.quantity} × ${product.name}`),
    });
    limits.push(...pkg.products.map((product) => product.maxKvmSize));
    for (const choice of pkg.choices) {
      const option = chosenOption(choice, options.choices[choiceKey(choice.id)]);
      if (!option) continue;
      if (option.kind === 'product') {
        productChoices.push({ choiceId: choice.id, productId: option.product.id });
        limits.push(option.product.maxKvmSize);
        lines.push({
          key: `choice-${choice.id}`,
          name: `${choice.group}: ${option.product.name}`,
          quantity: 1,
          price: option.product.price,
        });
      } else {
        productChoices.push({ choiceId: choice.id, packageId: option.id });
        lines.push({
          key: `choice-${choice.id}`,
          name: `${choice.group}: ${option.name}`,
          quantity: 1,
          price: option.price,
        });
      }
    }
  }

  const products: Selection['products'] = [];
  for (const product of alaCarte) {
    const quantity = options.quantities[quantityKey(product.id)] ?? 0;
    if (quantity <= 0 || !combinable(product, pkg)) continue;
    products.push({ id: product.id, quantity });
    limits.push(product.maxKvmSize);
    currency ??= product.currency;
    lines.push({
      key: `product-${product.id}`,
      name: product.name,
      quantity,
      price: product.price === null ? null : product.price * quantity,
    });
  }

  for (const fee of fees) {
    if (!fee) continue;
    lines.push({ key: `fee-${fee.id}`, name: fee.name, quantity: 1, price: fee.price });
    currency ??= fee.currency;
  }

  const known = limits.filter((limit): limit is number => limit !== null && limit > 0);
  return {
    lines,
    total: lines.reduce<number | null>(
      (sum, line) => (sum === null || line.price === null ? null : sum + line.price),
      0,
    ),
    currency,
    maxArea: known.length > 0 ? Math.min(...known) : null,
    productChoices,
    products,
  };
}
