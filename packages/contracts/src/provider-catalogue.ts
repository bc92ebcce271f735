import { z } from 'zod';
import { PackageType, ProductGrouping, TaskCategory } from './enums.ts';
import { ProductRightsDefaults } from './material-rights.ts';
import { ADMIN_PAGE_SIZE, pageOf, SearchText } from './paging.ts';
import { ProductDeliveryFields, productDeliveryProblem } from './product-deliveries.ts';

// The provider's catalogue console (catalogue.manage): every department's products, packages, prices and the
// order-creation blacklist. Prices are in the department's (the country's) currency.

const requiredText = (max: number) => z.string().trim().min(1, 'rules.required').max(max, 'rules.string.max');
const Price = z.number().min(0, 'rules.number.min').max(1_000_000, 'rules.number.max');
const CountryCode = z.string().regex(/^[A-Z]{2}$/, 'rules.string.matches');
const optionalLimit = z.number().int('rules.number.integer').min(1, 'rules.number.min').nullable();

/** A department as the catalogue pages offer it in their filters and forms. */
export const CatalogueDepartment = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  currency: z.string(),
});
export type CatalogueDepartment = z.infer<typeof CatalogueDepartment>;

/** GET /provider/catalogue/products: every department's products, active and inactive. */
export const CatalogueProductQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  country: CountryCode.optional(),
  branchId: z.coerce.number().int().min(1).optional(),
  grouping: ProductGrouping.optional(),
  search: SearchText.optional(),
});
/** What a caller sends: the parsed fields, each optional (coerced query values read as `unknown` on input). */
export type CatalogueProductQuery = Partial<z.output<typeof CatalogueProductQuery>>;
export type CatalogueProductFilter = z.output<typeof CatalogueProductQuery>;

/** The fields staff edit on a product; the department and item number are set when it is created. */
const CatalogueProductFields = ProductDeliveryFields.extend({
  name: requiredText(200),
  description: z.string().trim().max(2000, 'rules.string.max'),
  grouping: ProductGrouping,
  unit: requiredText(20),
  /** The list price: what the product costs where no country or department price is set. */
  price: Price,
  maxKvmSize: optionalLimit,
  maxOrderAmount: optionalLimit,
  tasks: z.array(TaskCategory).max(20),
  alaCarte: z.boolean(),
  active: z.boolean(),
  /** The usage rights stamped on what the product delivers. */
  rights: ProductRightsDefaults,
});

/** The material types and the ways of delivering must fit together (productDeliveryProblem). */
function deliveriesFitTogether(body: ProductDeliveryFields, context: z.RefinementCtx) {
  const problem = productDeliveryProblem(body);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.key });
}

export const CatalogueProductBody = CatalogueProductFields.superRefine(deliveriesFitTogether);
export type CatalogueProductBody = z.infer<typeof CatalogueProductBody>;

export const CatalogueProductCreateBody = CatalogueProductFields.extend({
  branchId: z.number().int().min(1),
  itemNumber: z.string().trim().min(1, 'rules.required').max(40, 'rules.string.max'),
}).superRefine(deliveriesFitTogether);
export type CatalogueProductCreateBody = z.infer<typeof CatalogueProductCreateBody>;

export const CatalogueProductRow = CatalogueProductFields.extend({
  id: z.number().int(),
  branchId: z.number().int(),
  branchName: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  itemNumber: z.string(),
  /** What the department's order wizard charges: the department price, else the country price, else `price`. */
  effectivePrice: z.number(),
});
export type CatalogueProductRow = z.infer<typeof CatalogueProductRow>;

export const CatalogueProductPage = pageOf(CatalogueProductRow);
export type CatalogueProductPage = z.infer<typeof CatalogueProductPage>;

/**
 * One row of an item number's price table: a country (branchId null) or a department. `price` is the price
 * set on that row (null: none), `effectivePrice` what a department row's order wizard charges.
 */
export const CataloguePriceRow = z.object({
  countryCode: z.string(),
  branchId: z.number().int().nullable(),
  branchName: z.string().nullable(),
  currency: z.string(),
  price: z.number().nullable(),
  effectivePrice: z.number().nullable(),
});
export type CataloguePriceRow = z.infer<typeof CataloguePriceRow>;

/** PUT /provider/catalogue/products/{id}/prices: set (a number) or clear (null) a country or department price. */
export const CataloguePriceBody = z.object({
  countryCode: CountryCode,
  branchId: z.number().int().min(1).nullable(),
  price: Price.nullable(),
});
export type CataloguePriceBody = z.infer<typeof CataloguePriceBody>;

export const CataloguePackageContent = z.object({
  productId: z.number().int().min(1),
  quantity: z.number().int('rules.number.integer').min(1, 'rules.number.min').max(100, 'rules.number.max'),
});

export const CataloguePackageBody = z.object({
  name: requiredText(200),
  description: z.string().trim().max(2000, 'rules.string.max'),
  basePrice: Price,
  active: z.boolean(),
  products: z
    .array(CataloguePackageContent)
    .max(50)
    .refine(
      (contents) => new Set(contents.map((content) => content.productId)).size === contents.length,
      'providerCatalogue.messages.productTwice',
    ),
});
export type CataloguePackageBody = z.infer<typeof CataloguePackageBody>;

export const CataloguePackageCreateBody = CataloguePackageBody.extend({
  branchId: z.number().int().min(1),
  itemNumber: z.string().trim().min(1, 'rules.required').max(40, 'rules.string.max'),
  type: PackageType,
  grouping: z.enum(['CASE', 'PORTRAIT', 'SHOP']),
});
export type CataloguePackageCreateBody = z.infer<typeof CataloguePackageCreateBody>;

export const CataloguePackageRow = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  branchName: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  itemNumber: z.string(),
  name: z.string(),
  description: z.string(),
  type: PackageType,
  grouping: ProductGrouping,
  basePrice: z.number(),
  active: z.boolean(),
  products: z.array(CataloguePackageContent.extend({ name: z.string() })),
});
export type CataloguePackageRow = z.infer<typeof CataloguePackageRow>;

/** GET /provider/catalogue/packages: every department's packages, or one department's. */
export const CataloguePackageQuery = z.object({ branchId: z.coerce.number().int().min(1).optional() });

export const CatalogueBlacklistEntry = z.object({
  branchId: z.number().int(),
  branchName: z.string(),
  countryCode: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type CatalogueBlacklistEntry = z.infer<typeof CatalogueBlacklistEntry>;

/** POST /provider/catalogue/blacklist: stop a department from creating orders, saying why. */
export const CatalogueBlacklistBody = z.object({
  branchId: z.number().int().min(1),
  reason: requiredText(500),
});
export type CatalogueBlacklistBody = z.infer<typeof CatalogueBlacklistBody>;
