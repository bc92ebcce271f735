import {
  type CatalogueDepartment,
  type CataloguePriceBody,
  type CataloguePriceRow,
  type CatalogueProductBody,
  type CatalogueProductCreateBody,
  type CatalogueProductFilter,
  type CatalogueProductPage,
  type CatalogueProductRow,
  ErrorKey,
} from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type BranchRow, listAllBranches } from '../branches/branches.service.ts';
import type { ProductRow } from './catalogue.repo.ts';
import { deliveryFieldsOf, rightsDefaultsOf } from './catalogue.service.ts';
import { resolvePrice, toPrice } from './catalogue-prices.service.ts';
import * as repo from './provider-catalogue.repo.ts';

// The provider's catalogue console, products and their prices (catalogue.manage, every department). Packages
// and the blacklist are in provider-packages.service.ts. Rows are deactivated, never deleted: order lines
// name the products they were ordered from.

/** Every department, as the console's filters and forms offer them; throws 403 without catalogue.manage. */
export async function listBranches(deps: AppDeps, actor: Actor): Promise<CatalogueDepartment[]> {
  assertProviderPermission(actor, 'catalogue.manage');
  return (await listAllBranches(deps.db)).map(({ id, name, countryCode, currency }) => ({
    id,
    name,
    countryCode,
    currency,
  }));
}

/** The departments by id, for naming rows; a row of a department that is gone is an error of the data. */
export async function branchesById(deps: AppDeps): Promise<Map<number, BranchRow>> {
  return new Map((await listAllBranches(deps.db)).map((branch) => [branch.id, branch]));
}

export function branchOf(departments: Map<number, BranchRow>, branchId: number): BranchRow {
  const branch = departments.get(branchId);
  if (!branch) throw new AppError(ErrorKey.notFound, 404);
  return branch;
}

function toRow(row: ProductRow, branch: BranchRow, prices: repo.PriceRow[]): CatalogueProductRow {
  return {
    id: row.id,
    branchId: row.branchId,
    branchName: branch.name,
    countryCode: branch.countryCode,
    currency: branch.currency,
    itemNumber: row.itemNumber,
    name: row.name,
    description: row.description,
    grouping: row.grouping as CatalogueProductRow['grouping'],
    unit: row.unit,
    price: toPrice(row.price),
    effectivePrice: resolvePrice(row, branch.countryCode, prices),
    maxKvmSize: row.maxKvmSize,
    maxOrderAmount: row.maxOrderAmount,
    tasks: row.taskCategories as CatalogueProductRow['tasks'],
    alaCarte: row.alaCarte,
    active: row.active,
    ...deliveryFieldsOf(row),
    rights: rightsDefaultsOf(row),
  };
}

async function toRows(deps: AppDeps, rows: ProductRow[]): Promise<CatalogueProductRow[]> {
  const departments = await branchesById(deps);
  const prices = await repo.findPricesOfItems(deps.db, [...new Set(rows.map((row) => row.itemNumber))]);
  return rows.map((row) => toRow(row, branchOf(departments, row.branchId), prices));
}

export async function searchCatalogueProducts(
  deps: AppDeps,
  actor: Actor,
  query: CatalogueProductFilter,
): Promise<CatalogueProductPage> {
  assertProviderPermission(actor, 'catalogue.manage');
  const { skip, take } = query;
  const inCountry = query.country
    ? (await listAllBranches(deps.db)).filter((branch) => branch.countryCode === query.country)
    : undefined;
  const branchIds = query.branchId
    ? [query.branchId].filter((id) => !inCountry || inCountry.some((branch) => branch.id === id))
    : inCountry?.map((branch) => branch.id);
  const { total, rows } = await repo.searchProducts(deps.db, {
    branchIds,
    grouping: query.grouping,
    search: query.search || undefined,
    skip,
    take,
  });
  return { currentSkip: skip, take, total, data: await toRows(deps, rows) };
}

async function existingProduct(deps: AppDeps, id: number): Promise<ProductRow> {
  const row = await repo.findProductById(deps.db, id);
  if (!row) throw new AppError(ErrorKey.notFound, 404);
  return row;
}

export async function getCatalogueProduct(deps: AppDeps, actor: Actor, id: number) {
  assertProviderPermission(actor, 'catalogue.manage');
  const [row] = await toRows(deps, [await existingProduct(deps, id)]);
  return row as CatalogueProductRow;
}

const productValues = (body: CatalogueProductBody) => ({
  name: body.name,
  description: body.description,
  grouping: body.grouping,
  unit: body.unit,
  price: String(body.price),
  maxKvmSize: body.maxKvmSize,
  maxOrderAmount: body.maxOrderAmount,
  taskCategories: body.tasks,
  alaCarte: body.alaCarte,
  active: body.active,
  deliveredMaterialTypes: [...new Set(body.deliveredMaterialTypes)],
  tags: [...new Set(body.tags)],
  caseCategory: body.caseCategory,
  deliveryKinds: [...new Set(body.deliveryKinds)],
  cloudScannerLinkTypes: [...new Set(body.cloudScannerLinkTypes)],
  rightsCredit: body.rights.credit || null,
  rightsLicence: body.rights.licence,
  // Words belong to a custom licence only; the others are the portal's own, in every language.
  rightsLicenceText: body.rights.licence === 'CUSTOM' ? body.rights.licenceText : null,
  rightsValidMonths: body.rights.validMonths,
});

export async function createCatalogueProduct(deps: AppDeps, actor: Actor, body: CatalogueProductCreateBody) {
  assertProviderPermission(actor, 'catalogue.manage');
  branchOf(await branchesById(deps), body.branchId);
  const row = await deps.db.transaction(async (tx) => {
    if (await repo.isItemNumberTaken(tx, body.branchId, body.itemNumber))
      throw new AppError(ErrorKey.itemNumberTaken, 409);
    const created = await repo.insertProduct(tx, {
      ...productValues(body),
      branchId: body.branchId,
      itemNumber: body.itemNumber,
    });
    await recordAudit(tx, actor, {
      action: 'catalogue.productCreated',
      targetType: 'product',
      targetId: String(created.id),
    });
    return created;
  });
  return getCatalogueProduct(deps, actor, row.id);
}

export async function updateCatalogueProduct(
  deps: AppDeps,
  actor: Actor,
  id: number,
  body: CatalogueProductBody,
) {
  assertProviderPermission(actor, 'catalogue.manage');
  await existingProduct(deps, id);
  await deps.db.transaction(async (tx) => {
    await repo.updateProduct(tx, id, productValues(body));
    await recordAudit(tx, actor, {
      action: 'catalogue.productUpdated',
      targetType: 'product',
      targetId: String(id),
    });
  });
  return getCatalogueProduct(deps, actor, id);
}

/**
 * The product's price table: a row for each country that has a department carrying its item number, then
 * a row for each such department, with the price set there and what that department's orders charge.
 */
export async function getPriceTable(deps: AppDeps, actor: Actor, id: number): Promise<CataloguePriceRow[]> {
  assertProviderPermission(actor, 'catalogue.manage');
  const product = await existingProduct(deps, id);
  const prices = await repo.findPricesOfItems(deps.db, [product.itemNumber]);
  const carriers = await repo.findProductsOfItem(deps.db, product.itemNumber);
  const departments = await branchesById(deps);
  const branches = carriers.map((row) => ({ row, branch: branchOf(departments, row.branchId) }));
  const countries = [...new Set(branches.map(({ branch }) => branch.countryCode))].sort();
  const priceSet = (countryCode: string, branchId: number | null) => {
    const row = prices.find((price) => price.countryCode === countryCode && price.branchId === branchId);
    return row ? toPrice(row.price) : null;
  };
  return countries.flatMap((countryCode) => {
    const inCountry = branches.filter(({ branch }) => branch.countryCode === countryCode);
    return [
      {
        countryCode,
        branchId: null,
        branchName: null,
        currency: inCountry[0]?.branch.currency ?? '',
        price: priceSet(countryCode, null),
        effectivePrice: null,
      },
      ...inCountry.map(({ row, branch }) => ({
        countryCode,
        branchId: branch.id,
        branchName: branch.name,
        currency: branch.currency,
        price: priceSet(countryCode, branch.id),
        effectivePrice: resolvePrice(row, countryCode, prices),
      })),
    ];
  });
}

/** Sets or clears a country or department price of the product's item number; answers the new table. */
export async function setPrice(deps: AppDeps, actor: Actor, id: number, body: CataloguePriceBody) {
  assertProviderPermission(actor, 'catalogue.manage');
  const product = await existingProduct(deps, id);
  const departments = await branchesById(deps);
  if (body.branchId !== null && branchOf(departments, body.branchId).countryCode !== body.countryCode)
    throw new AppError(ErrorKey.notFound, 404);
  await deps.db.transaction(async (tx) => {
    const key = { itemNumber: product.itemNumber, countryCode: body.countryCode, branchId: body.branchId };
    if (body.price === null) await repo.deletePrice(tx, key.itemNumber, key.countryCode, key.branchId);
    else await repo.upsertPrice(tx, { ...key, price: String(body.price) });
    await recordAudit(tx, actor, {
      action: 'catalogue.priceSet',
      targetType: 'product',
      targetId: String(id),
      details: { ...key, price: body.price },
    });
  });
  return getPriceTable(deps, actor, id);
}
