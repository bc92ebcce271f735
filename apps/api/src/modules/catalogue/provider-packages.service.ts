import {
  type CatalogueBlacklistBody,
  type CatalogueBlacklistEntry,
  type CataloguePackageBody,
  type CataloguePackageCreateBody,
  type CataloguePackageRow,
  ErrorKey,
} from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { PackageRow } from './catalogue.repo.ts';
import { toPrice } from './catalogue-prices.service.ts';
import * as repo from './provider-catalogue.repo.ts';
import { branchesById, branchOf } from './provider-catalogue.service.ts';

// The provider's catalogue console, packages and the order-creation blacklist (catalogue.manage). A package
// belongs to one department and contains that department's products; its choices are kept as they are.

async function toRows(deps: AppDeps, rows: PackageRow[]): Promise<CataloguePackageRow[]> {
  const departments = await branchesById(deps);
  const contents = await repo.findPackageContents(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const branch = branchOf(departments, row.branchId);
    return {
      id: row.id,
      branchId: row.branchId,
      branchName: branch.name,
      countryCode: branch.countryCode,
      currency: branch.currency,
      itemNumber: row.itemNumber,
      name: row.name,
      description: row.description,
      type: row.type as CataloguePackageRow['type'],
      grouping: row.grouping as CataloguePackageRow['grouping'],
      basePrice: toPrice(row.basePrice),
      active: row.active,
      products: contents
        .filter((content) => content.packageId === row.id)
        .map(({ productId, name, quantity }) => ({ productId, name, quantity })),
    };
  });
}

export async function listCataloguePackages(deps: AppDeps, actor: Actor, branchId?: number) {
  assertProviderPermission(actor, 'catalogue.manage');
  return toRows(deps, await repo.findPackages(deps.db, branchId));
}

async function existingPackage(deps: AppDeps, id: number): Promise<PackageRow> {
  const row = await repo.findPackageById(deps.db, id);
  if (!row) throw new AppError(ErrorKey.notFound, 404);
  return row;
}

export async function getCataloguePackage(deps: AppDeps, actor: Actor, id: number) {
  assertProviderPermission(actor, 'catalogue.manage');
  const [row] = await toRows(deps, [await existingPackage(deps, id)]);
  return row as CataloguePackageRow;
}

/** Saves the package's fields and contents; a product of another department is refused (400). */
async function savePackage(tx: Db, id: number, branchId: number, body: CataloguePackageBody) {
  const ids = body.products.map((content) => content.productId);
  if ((await repo.countProductsOfBranch(tx, branchId, ids)) !== ids.length)
    throw new AppError(ErrorKey.productNotAvailable, 400);
  await repo.updatePackage(tx, id, {
    name: body.name,
    description: body.description,
    basePrice: String(body.basePrice),
    active: body.active,
  });
  await repo.replacePackageContents(tx, id, body.products);
}

export async function createCataloguePackage(deps: AppDeps, actor: Actor, body: CataloguePackageCreateBody) {
  assertProviderPermission(actor, 'catalogue.manage');
  branchOf(await branchesById(deps), body.branchId);
  const row = await deps.db.transaction(async (tx) => {
    if (await repo.isItemNumberTaken(tx, body.branchId, body.itemNumber))
      throw new AppError(ErrorKey.itemNumberTaken, 409);
    const created = await repo.insertPackage(tx, {
      branchId: body.branchId,
      itemNumber: body.itemNumber,
      name: body.name,
      type: body.type,
      grouping: body.grouping,
      basePrice: String(body.basePrice),
    });
    await savePackage(tx, created.id, body.branchId, body);
    await recordAudit(tx, actor, {
      action: 'catalogue.packageCreated',
      targetType: 'package',
      targetId: String(created.id),
    });
    return created;
  });
  return getCataloguePackage(deps, actor, row.id);
}

export async function updateCataloguePackage(
  deps: AppDeps,
  actor: Actor,
  id: number,
  body: CataloguePackageBody,
) {
  assertProviderPermission(actor, 'catalogue.manage');
  const before = await existingPackage(deps, id);
  await deps.db.transaction(async (tx) => {
    await savePackage(tx, id, before.branchId, body);
    await recordAudit(tx, actor, {
      action: 'catalogue.packageUpdated',
      targetType: 'package',
      targetId: String(id),
    });
  });
  return getCataloguePackage(deps, actor, id);
}

export async function listBlacklist(deps: AppDeps, actor: Actor): Promise<CatalogueBlacklistEntry[]> {
  assertProviderPermission(actor, 'catalogue.manage');
  const departments = await branchesById(deps);
  return (await repo.findBlacklist(deps.db)).map((row) => {
    const branch = branchOf(departments, row.branchId);
    return {
      branchId: row.branchId,
      branchName: branch.name,
      countryCode: branch.countryCode,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Stops the department from creating orders (or changes the reason it is stopped); answers the list. */
export async function addToBlacklist(deps: AppDeps, actor: Actor, body: CatalogueBlacklistBody) {
  assertProviderPermission(actor, 'catalogue.manage');
  branchOf(await branchesById(deps), body.branchId);
  await deps.db.transaction(async (tx) => {
    await repo.upsertBlacklistEntry(tx, body.branchId, body.reason);
    await recordAudit(tx, actor, {
      action: 'catalogue.blacklisted',
      targetType: 'branch',
      targetId: String(body.branchId),
      details: { reason: body.reason },
    });
  });
  return listBlacklist(deps, actor);
}

export async function removeFromBlacklist(deps: AppDeps, actor: Actor, branchId: number) {
  assertProviderPermission(actor, 'catalogue.manage');
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteBlacklistEntry(tx, branchId))) throw new AppError(ErrorKey.notFound, 404);
    await recordAudit(tx, actor, {
      action: 'catalogue.unblacklisted',
      targetType: 'branch',
      targetId: String(branchId),
    });
  });
  return listBlacklist(deps, actor);
}
