// What a new order or an extra order line contains, checked against the department's catalogue: the hub
// never trusts the portal's prices, quantities or product ids.
import { randomUUID } from 'node:crypto';
import {
  type CaseCategory,
  ErrorKey,
  FLOW_GROUPING,
  type OrderCreateBody,
  type OrderFlow,
  QUANTITY_MAX,
} from '@portal/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { assertPropertyTypeKnown, FeeItem, findOrderableProducts } from '../catalogue/catalogue.service.ts';
import type { OrderCatalogue } from '../catalogue/order-catalogue.service.ts';
import type { PricedPackage, PricedProduct } from '../catalogue/priced-records.ts';

export type CreateBody = z.output<typeof OrderCreateBody>;
/** An order as the wizard sends it with its case: the case it goes on is saved in the same call. */
export type OrderBody = Omit<CreateBody, 'caseId'>;

/** One order line to be written, with the tasks its product creates. */
export interface PlannedLine {
  productId: number | null;
  itemNumber: string;
  productName: string;
  quantity: number;
  /** Price of one unit; package contents are included in the package's price and cost 0. */
  priceCents: number;
  unit: string;
  config: Record<string, unknown> | null;
  variant: string | null;
  taskCategories: string[];
  /** The largest living area the product covers. */
  maxKvmSize: number | null;
  /** The case category the line's product is delivered as; null when the line delivers nothing of its own. */
  deliveredCategory: CaseCategory | null;
}

export interface OrderPlan {
  packageId: number | null;
  lines: PlannedLine[];
  totalCents: number;
}

export const toCents = (price: number) => Math.round(price * 100);
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

const refuse = (code: string, field: string, fieldKey = code): never => {
  throw new AppError(code, 400, { [field]: fieldKey });
};

export function productLine(product: PricedProduct, quantity: number, priceCents = toCents(product.price)) {
  return {
    productId: product.id,
    itemNumber: product.itemNumber,
    productName: product.name,
    quantity,
    priceCents,
    unit: product.unit,
    config: product.config,
    variant: product.variant,
    taskCategories: [...product.tasks],
    maxKvmSize: product.maxKvmSize,
    deliveredCategory: product.deliveryKinds.length > 0 ? product.caseCategory : null,
  } satisfies PlannedLine;
}

/** A package as lines: the package itself at its price, then its contents at 0. */
function packageLines(pack: PricedPackage, priceCents: number): PlannedLine[] {
  return [
    {
      productId: null,
      itemNumber: pack.itemNumber,
      productName: pack.name,
      quantity: 1,
      priceCents,
      unit: pack.products[0]?.unit ?? 'pcs',
      config: pack.config,
      variant: null,
      taskCategories: [],
      maxKvmSize: null,
      deliveredCategory: null,
    },
    ...pack.products.map((product) => productLine(product, product.quantity, 0)),
  ];
}

/** The package asked, when the department's catalogue has it; a refusal names the field otherwise. */
function orderablePackage(catalogue: OrderCatalogue, packageId: number, field: string): PricedPackage {
  return catalogue.packages.get(packageId) ?? refuse(ErrorKey.productNotAvailable, field);
}

/**
 * The department's active a la carte products with these ids, in the order asked; a refusal names the
 * first id that is not one (another department's, inactive, unknown).
 */
export async function orderableProducts(
  deps: AppDeps,
  branchId: number,
  ids: number[],
  fieldOf: (index: number) => string,
): Promise<PricedProduct[]> {
  try {
    return await findOrderableProducts(deps, branchId, ids);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    for (const [index, id] of ids.entries()) {
      await findOrderableProducts(deps, branchId, [id]).catch(() =>
        refuse(ErrorKey.productNotAvailable, fieldOf(index)),
      );
    }
    throw error;
  }
}

/** The chosen option of each of the package's choices, as lines; every choice needs exactly one. */
function choiceLines(catalogue: OrderCatalogue, pack: PricedPackage | null, body: OrderBody) {
  const lines: PlannedLine[] = [];
  const chosen = new Set<number>();
  for (const [index, pick] of body.productChoices.entries()) {
    const field = `productChoices.${index}`;
    const choice = pack?.choices.find((item) => item.id === pick.choiceId);
    if (
      !choice ||
      chosen.has(choice.id) ||
      (pick.productId === undefined) === (pick.packageId === undefined)
    ) {
      refuse(ErrorKey.productNotAvailable, field);
    }
    chosen.add(pick.choiceId);
    const product = choice?.products.find((item) => item.id === pick.productId);
    const option = choice?.packages.find((item) => item.id === pick.packageId);
    if (product) {
      if (product.separateOnly) refuse(ErrorKey.separateOnly, field);
      lines.push(productLine(product, 1));
    } else if (option) {
      const optionPackage = orderablePackage(catalogue, option.id, field);
      lines.push(...packageLines(optionPackage, toCents(option.price)));
    } else {
      refuse(ErrorKey.productNotAvailable, field);
    }
  }
  const missing = pack?.choices.find((choice) => !chosen.has(choice.id));
  if (missing) refuse(ErrorKey.productNotAvailable, 'productChoices');
  return lines;
}

/** The products asked for a la carte, one entry per product (quantities of repeated ids added up). */
function mergeProducts(body: OrderBody) {
  const merged = new Map<number, { id: number; quantity: number; index: number }>();
  for (const [index, item] of body.products.entries()) {
    const entry = merged.get(item.id);
    if (entry) entry.quantity += item.quantity;
    else merged.set(item.id, { id: item.id, quantity: item.quantity, index });
  }
  return [...merged.values()].filter((item) => item.quantity > 0);
}

/** What of the catalogue a new order names: its package and option packages, its products and its fees. */
export function catalogueWantedBy(body: OrderBody) {
  return {
    packageIds: [
      ...(body.package ? [body.package.id] : []),
      ...body.productChoices.flatMap((pick) => (pick.packageId === undefined ? [] : [pick.packageId])),
    ],
    productIds: body.products.map((item) => item.id),
    fees: [
      ...(body.bookingInfo.keyPickup ? [FeeItem.keyPickup] : []),
      ...(body.invoicing.endUser ? [FeeItem.endUserFee] : []),
    ],
  };
}

/**
 * Checks a new order against the department's catalogue (read once, `catalogueWantedBy`) and prices it;
 * throws the first refusal.
 */
export function planOrder(
  catalogue: OrderCatalogue,
  branch: { endUserInvoicing: boolean; businessInvoicing: boolean },
  body: OrderBody,
): OrderPlan {
  if (body.propertyInfo?.propertyType) {
    try {
      assertPropertyTypeKnown(body.propertyInfo.propertyType);
    } catch {
      refuse(ErrorKey.unknownPropertyType, 'propertyInfo.propertyType');
    }
  }
  // Invoicing the department does not offer.
  if (body.invoicing.endUser && !branch.endUserInvoicing) {
    refuse(ErrorKey.invoicingNotOffered, 'invoicing.endUser', ErrorKey.invoicingNotOffered);
  }
  if (body.invoicing.business && !branch.businessInvoicing) {
    refuse(ErrorKey.invoicingNotOffered, 'invoicing.business', ErrorKey.invoicingNotOffered);
  }

  const pack = body.package ? orderablePackage(catalogue, body.package.id, 'package.id') : null;
  if (pack && pack.grouping !== FLOW_GROUPING[body.flow]) refuse(ErrorKey.productNotAvailable, 'package.id');
  if (!pack && body.productChoices.length) refuse(ErrorKey.productNotAvailable, 'productChoices');

  const asked = mergeProducts(body);
  const products = asked.map(
    (item) =>
      catalogue.products.get(item.id) ?? refuse(ErrorKey.productNotAvailable, `products.${item.index}.id`),
  );
  const lines: PlannedLine[] = pack ? packageLines(pack, toCents(pack.basePrice)) : [];
  lines.push(...choiceLines(catalogue, pack, body));
  for (const [index, product] of products.entries()) {
    const item = asked[index];
    if (!item) continue;
    const field = `products.${item.index}`;
    // Repeated ids were added up, so the quantity rule's own maximum is checked again here.
    if (item.quantity > (product.maxOrderAmount ?? QUANTITY_MAX)) {
      refuse(ErrorKey.quantityOverMax, `${field}.quantity`);
    }
    if (product.separateOnly && (pack || asked.length > 1)) refuse(ErrorKey.separateOnly, `${field}.id`);
    lines.push(productLine(product, item.quantity));
  }
  if (lines.length === 0) refuse(ErrorKey.noTypeSelected, 'products');
  assertAreaCovered(lines, body.propertyInfo?.livingArea, 'propertyInfo.livingArea');

  for (const item of catalogueWantedBy(body).fees) {
    const fee = catalogue.fees.get(item);
    if (fee) lines.push(productLine(fee, 1));
  }
  return {
    packageId: pack?.id ?? null,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
  };
}

/** Refuses a living area larger than an ordered product covers (its maxKvmSize). */
export function assertAreaCovered(
  lines: PlannedLine[],
  livingArea: number | undefined | null,
  field: string,
) {
  if (livingArea === undefined || livingArea === null) return;
  if (lines.some((line) => line.maxKvmSize !== null && livingArea > line.maxKvmSize)) {
    refuse(ErrorKey.areaOverMax, field);
  }
}

/**
 * What kind of case an order makes of a case it is the first order of: the category every product it
 * delivers shares (a Matterport-only order makes a MATTERPORT case, a group photo a GROUP case), otherwise
 * the flow's own (photography CASE, portrait PORTRAIT, shop SHOP).
 */
export function caseCategoryOf(lines: PlannedLine[], flow: OrderFlow): CaseCategory {
  const categories = new Set(
    lines.flatMap((line) => (line.deliveredCategory ? [line.deliveredCategory] : [])),
  );
  const [only] = categories;
  return categories.size === 1 && only ? only : FLOW_GROUPING[flow];
}

/** The rows of planned lines, each with its id set here so its tasks can point at it. */
export function toLineValues(orderId: string, lines: PlannedLine[], firstPosition = 0) {
  return lines.map((line, index) => ({
    id: randomUUID(),
    orderId,
    position: firstPosition + index,
    productId: line.productId,
    itemNumber: line.itemNumber,
    productName: line.productName,
    status: 'OPEN' as const,
    orderedQuantity: line.quantity,
    price: fromCents(line.priceCents),
    unit: line.unit,
    config: line.config,
    variant: line.variant,
    taskCategories: line.taskCategories,
    // A package's own line and a fee are not delivered; the order is delivered without them.
    awaitsDelivery: line.deliveredCategory !== null,
  }));
}
