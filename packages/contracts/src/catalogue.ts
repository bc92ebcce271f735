import { z } from 'zod';
import { PackageType, ProductGrouping, TaskCategory } from './enums.ts';
import { ProductDeliveryFields } from './product-deliveries.ts';

/**
 * A price of the catalogue, in the record's currency; null when the caller does not want to see prices (the
 * user's "I want to see prices" setting, docs/product.md "Prices"), never 0 in its place.
 */
const CataloguePrice = z
  .number()
  .nullable()
  .describe('Null when the caller does not want to see prices (the user\'s "I want to see prices" setting).');

/** A product as the hub sends it (docs/product.md), with what it delivers. Prices are in `currency`. */
export const ProductRecord = ProductDeliveryFields.extend({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  price: CataloguePrice,
  currency: z.string(),
  /** Quantity included (in a package) or ordered by default. */
  quantity: z.number().int(),
  unit: z.string(),
  grouping: ProductGrouping,
  maxOrderAmount: z.number().int().nullable(),
  maxKvmSize: z.number().int().nullable(),
  tasks: z.array(TaskCategory),
  showAlert: z.boolean(),
  itemNumber: z.string(),
  config: z.record(z.string(), z.unknown()).nullable(),
  variant: z.string().nullable(),
  /** Can only be ordered on its own, not together with a package. */
  separateOnly: z.boolean(),
});
export type ProductRecord = z.infer<typeof ProductRecord>;

export const PackageChoiceRecord = z.object({
  id: z.number().int(),
  group: z.string(),
  /** What the cheapest option costs. */
  minPrice: CataloguePrice,
  products: z.array(ProductRecord),
  packages: z.array(z.object({ id: z.number().int(), name: z.string(), price: CataloguePrice })),
  /** The option the package's price counts and the wizard chooses first, known also without prices. */
  cheapestOption: z.object({ kind: z.enum(['product', 'package']), id: z.number().int() }),
});
export type PackageChoiceRecord = z.infer<typeof PackageChoiceRecord>;

export const PackageRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  basePrice: CataloguePrice,
  /** Base price plus the cheapest option of every choice. */
  totalPrice: CataloguePrice,
  currency: z.string(),
  type: PackageType,
  grouping: ProductGrouping,
  products: z.array(ProductRecord),
  choices: z.array(PackageChoiceRecord),
  itemNumber: z.string(),
  config: z.record(z.string(), z.unknown()).nullable(),
});
export type PackageRecord = z.infer<typeof PackageRecord>;

/** Query of the catalogue calls: the order flow (photography = CASE, portrait, shop). */
export const CatalogueQuery = z.object({ grouping: ProductGrouping.optional() });

export const PropertyTypeOption = z.object({ key: z.string(), label: z.string() });
export type PropertyTypeOption = z.infer<typeof PropertyTypeOption>;

/** POST /branch/ordercreationblacklistings: branch ids in, the blacklisted ones out. */
export const BlacklistBody = z.array(z.number().int()).max(500);
export const BlacklistResponse = z.array(z.number().int());
