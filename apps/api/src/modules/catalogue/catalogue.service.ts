import {
  type CaseCategory,
  type CloudScannerLinkType,
  ContactPersonType,
  type DeliveryKind,
  ErrorKey,
  FALLBACK_LOCALE,
  type Locale,
  type MaterialTag,
  type MaterialType,
  mapLocale,
  type PackageRecord,
  type ProductDeliveryFields,
  type ProductGrouping,
  type ProductRecord,
  type ProductRightsDefaults,
  PropertyType,
  type PropertyTypeOption,
  propertyTypeLabels,
  type RightsLicence,
} from '@portal/contracts';
import { type Actor, assertBranchAccess } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { findBranchById } from '../branches/branches.service.ts';
import * as repo from './catalogue.repo.ts';
import { type Pricing, pricingOf, toPrice } from './catalogue-prices.service.ts';
import {
  type PricedChoice,
  type PricedPackage,
  type PricedProduct,
  packageFor,
  productFor,
} from './priced-records.ts';

/** Item numbers of the fees the order flow adds itself; neither is offered a la carte. */
export const FeeItem = { keyPickup: 'KEY-PICKUP', endUserFee: 'END-USER-FEE' } as const;
export type FeeItem = (typeof FeeItem)[keyof typeof FeeItem];

/** What the product delivers, as its row keeps it. */
export function deliveryFieldsOf(row: repo.ProductRow): ProductDeliveryFields {
  return {
    deliveredMaterialTypes: row.deliveredMaterialTypes as MaterialType[],
    tags: row.tags as MaterialTag[],
    caseCategory: row.caseCategory as CaseCategory,
    deliveryKinds: row.deliveryKinds as DeliveryKind[],
    cloudScannerLinkTypes: row.cloudScannerLinkTypes as CloudScannerLinkType[],
  };
}

/** The usage rights the product's deliveries are stamped with, as its row keeps them. */
export function rightsDefaultsOf(row: repo.ProductRow): ProductRightsDefaults {
  return {
    credit: row.rightsCredit,
    licence: row.rightsLicence as RightsLicence,
    licenceText: row.rightsLicenceText,
    validMonths: row.rightsValidMonths,
  };
}

export function toProductRecord(row: repo.ProductRow, pricing: Pricing, quantity = 1): PricedProduct {
  return {
    ...deliveryFieldsOf(row),
    id: row.id,
    name: row.name,
    description: row.description,
    thumbnail: row.thumbnail,
    price: pricing.priceOf(row),
    currency: pricing.currency,
    quantity,
    unit: row.unit,
    grouping: row.grouping as ProductRecord['grouping'],
    maxOrderAmount: row.maxOrderAmount,
    maxKvmSize: row.maxKvmSize,
    tasks: row.taskCategories as ProductRecord['tasks'],
    showAlert: row.showAlert,
    itemNumber: row.itemNumber,
    config: row.config ?? null,
    variant: row.variant,
    separateOnly: row.separateOnly,
  };
}

/** The department's currency and prices (catalogue-prices.service.ts). */
async function branchPricing(deps: AppDeps, branchId: number): Promise<Pricing> {
  const branch = await findBranchById(deps.db, branchId);
  if (!branch) throw new AppError(ErrorKey.notFound, 404);
  return pricingOf(deps, branch);
}

/** Packages with their active contents; a choice without any available option is left out. */
async function toPackageRecords(
  deps: AppDeps,
  rows: repo.PackageRow[],
  pricing: Pricing,
): Promise<PricedPackage[]> {
  const packageIds = rows.map((row) => row.id);
  const [contents, choices] = await Promise.all([
    repo.findProductsOfPackages(deps.db, packageIds),
    repo.findChoicesOfPackages(deps.db, packageIds),
  ]);
  const options = await repo.findOptionsOfChoices(
    deps.db,
    choices.map((choice) => choice.id),
  );
  return buildPackageRecords({ rows, contents, choices, options }, pricing);
}

/** The packages' records from their rows, their active contents, their choices and the choices' options. */
export function buildPackageRecords(
  read: {
    rows: repo.PackageRow[];
    contents: Awaited<ReturnType<typeof repo.findProductsOfPackages>>;
    choices: Awaited<ReturnType<typeof repo.findChoicesOfPackages>>;
    options: Awaited<ReturnType<typeof repo.findOptionsOfChoices>>;
  },
  pricing: Pricing,
): PricedPackage[] {
  const { rows, contents, choices, options } = read;
  const choiceRecords = new Map<number, PricedChoice[]>();
  for (const choice of choices) {
    const own = options.filter((option) => option.choiceId === choice.id);
    const choiceProducts = own.flatMap((option) =>
      option.product ? [toProductRecord(option.product, pricing)] : [],
    );
    const choicePackages = own.flatMap(({ optionPackage }) =>
      optionPackage
        ? [{ id: optionPackage.id, name: optionPackage.name, price: toPrice(optionPackage.basePrice) }]
        : [],
    );
    // The cheapest option is what the package costs at the least; the stored value can only be stale.
    const cheapest = [
      ...choiceProducts.map((product) => ({
        kind: 'product' as const,
        id: product.id,
        price: product.price,
      })),
      ...choicePackages.map((option) => ({ kind: 'package' as const, id: option.id, price: option.price })),
    ].reduce<{ kind: 'product' | 'package'; id: number; price: number } | null>(
      (best, option) => (best === null || option.price < best.price ? option : best),
      null,
    );
    if (!cheapest) continue;
    const record: PricedChoice = {
      id: choice.id,
      group: choice.group,
      minPrice: cheapest.price,
      products: choiceProducts,
      packages: choicePackages,
      cheapestOption: { kind: cheapest.kind, id: cheapest.id },
    };
    choiceRecords.set(choice.packageId, [...(choiceRecords.get(choice.packageId) ?? []), record]);
  }
  return rows.map((row) => {
    const packageChoices = choiceRecords.get(row.id) ?? [];
    const basePrice = toPrice(row.basePrice);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      thumbnail: row.thumbnail,
      basePrice,
      totalPrice: toPrice(packageChoices.reduce((sum, choice) => sum + choice.minPrice, basePrice)),
      currency: pricing.currency,
      type: row.type as PackageRecord['type'],
      grouping: row.grouping as PackageRecord['grouping'],
      products: contents
        .filter((content) => content.packageId === row.id)
        .map((content) => toProductRecord(content.product, pricing, content.quantity)),
      choices: packageChoices,
      itemNumber: row.itemNumber,
      config: row.config ?? null,
    };
  });
}

/** Anyone with access to the department: its active packages for one order flow (or all). */
export async function listPackages(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
  grouping?: ProductGrouping,
): Promise<PackageRecord[]> {
  assertBranchAccess(actor, branchId);
  const pricing = await branchPricing(deps, branchId);
  const rows = await repo.findActivePackages(deps.db, branchId, { grouping });
  return (await toPackageRecords(deps, rows, pricing)).map((pack) => packageFor(actor, pack));
}

/** The "build your own package" list, which is also the list of extra order lines. */
export async function listAlaCarteProducts(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
  grouping?: ProductGrouping,
): Promise<ProductRecord[]> {
  assertBranchAccess(actor, branchId);
  const pricing = await branchPricing(deps, branchId);
  const rows = await repo.findActiveProducts(deps.db, branchId, { grouping, alaCarte: true });
  return rows.map((row) => productFor(actor, toProductRecord(row, pricing)));
}

/** Every active product of the department, fees included. */
export async function listProducts(deps: AppDeps, actor: Actor, branchId: number): Promise<ProductRecord[]> {
  assertBranchAccess(actor, branchId);
  const pricing = await branchPricing(deps, branchId);
  const rows = await repo.findActiveProducts(deps.db, branchId);
  return rows.map((row) => productFor(actor, toProductRecord(row, pricing)));
}

/** The first language of an Accept-Language header (by q weight) that the portal has; else English. */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = mapLocale(tag);
    if (locale) return locale;
  }
  return FALLBACK_LOCALE;
}

export function listPropertyTypes(locale: Locale): PropertyTypeOption[] {
  const collator = new Intl.Collator(locale === 'no' ? 'nb' : locale);
  const labels = propertyTypeLabels[locale];
  return PropertyType.options
    .map((key) => ({ key, label: labels[key] }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export function listContactPersonTypes(): ContactPersonType[] {
  return [...ContactPersonType.options];
}

/**
 * The asked departments that may not create orders. Departments outside the user's access are never
 * reported: the portal only asks about its own, and the list says nothing about other offices.
 */
export async function findBlacklistedBranches(
  deps: AppDeps,
  actor: Actor,
  branchIds: number[],
): Promise<number[]> {
  const visible = [...new Set(branchIds)].filter((id) => actor.access.has(id));
  return repo.findBlacklistedBranchIds(deps.db, visible);
}

// For the orders module: what an order may contain, checked against the department's catalogue.

/**
 * The active a la carte products of the department with the given ids, in the order asked (duplicates
 * once). Throws `productNotAvailable` (400) when any id is not one: another department's, inactive, a fee.
 */
export async function findOrderableProducts(
  deps: AppDeps,
  branchId: number,
  productIds: number[],
): Promise<PricedProduct[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const pricing = await branchPricing(deps, branchId);
  const rows = await repo.findActiveProducts(deps.db, branchId, { ids, alaCarte: true });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError(ErrorKey.productNotAvailable, 400);
    return toProductRecord(row, pricing);
  });
}

/** Which of the departments may not create orders, for the departments pages (the caller checks access). */
export function listBlacklistedBranchIds(deps: AppDeps, branchIds: number[]): Promise<number[]> {
  return repo.findBlacklistedBranchIds(deps.db, branchIds);
}

/** What the department's active products with these item numbers cost (by item number), as orders charge. */
export async function findItemPrices(
  deps: AppDeps,
  branchId: number,
  itemNumbers: string[],
): Promise<Map<string, number>> {
  const pricing = await branchPricing(deps, branchId);
  const rows = await repo.findActiveProducts(deps.db, branchId, { itemNumbers });
  return new Map(rows.map((row) => [row.itemNumber, pricing.priceOf(row)]));
}

/**
 * What a product delivers, with its name and the usage rights it grants, whether it is active or not (an order line keeps its product);
 * undefined for an unknown product.
 */
export async function findProductDelivery(
  db: AppDeps['db'],
  productId: number,
): Promise<(ProductDeliveryFields & { name: string; rights: ProductRightsDefaults }) | undefined> {
  const row = await repo.findProductById(db, productId);
  return row ? { name: row.name, ...deliveryFieldsOf(row), rights: rightsDefaultsOf(row) } : undefined;
}

/** Throws `unknownPropertyType` (400) for a key that is not one of the property types. */
export function assertPropertyTypeKnown(key: string): asserts key is PropertyType {
  if (!PropertyType.safeParse(key).success) throw new AppError(ErrorKey.unknownPropertyType, 400);
}
