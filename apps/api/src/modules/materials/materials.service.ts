import type { Db } from '../../db/client.ts';
import { recordMaterialSummary } from '../cases/cases.service.ts';
import * as batches from './material-batches.repo.ts';
import { deliveryRightsOf } from './material-rights.service.ts';
import * as repo from './materials.repo.ts';

// The material of a case as the hub's modules use it. Callers check access first (the cases module's
// findVisibleCase or findChangeableCase); every function takes a database handle, so a caller's transaction
// covers the writes.

export type { MaterialRow, StoredKeys } from './materials.repo.ts';

/** Where a case's material starts: the portal's drag and drop and the demo data count positions from 0. */
export const FIRST_SORT_ORDER = 0;

export interface NewBatch {
  /** Given when the caller names the files after the batch before it exists. */
  id?: string;
  caseId: string;
  branchId: number;
  /** The order line the material was delivered for; none for copies and collages. */
  orderLineId?: string | null;
  /** The case category of the line's product, which the case then holds; none for copies. */
  productCategory?: string | null;
  at: Date;
  /** Whom a delivery credits where neither its product nor the order's visit names anyone (studioNameOf). */
  studioName?: string | null;
}

/**
 * A material of a new batch: the batch gives its case, department, line, position and time. Its usage rights
 * (`credit`, `licence`, `licenceText`, `expiresOn`) are those of the delivery unless the caller gives them: a
 * copy keeps its source's, a picture made of others takes the strictest of theirs (material-rights.service.ts).
 */
export type NewBatchMaterial = Omit<
  repo.NewMaterial,
  'caseId' | 'branchId' | 'orderLineId' | 'batchId' | 'sortOrder' | 'createdAt' | 'updatedAt'
>;

/**
 * Delivers material to a case as one new batch: the batch, its material in the given order after the
 * case's last (from FIRST_SORT_ORDER in a case without material) stamped with its usage rights, and the
 * case's material summary updated. Every delivery goes through here: uploads, links, copies, collages and
 * combined pictures.
 */
export async function addBatch(db: Db, batch: NewBatch, values: NewBatchMaterial[]) {
  const orderLineId = batch.orderLineId ?? null;
  const rights = values.some((value) => value.licence === undefined)
    ? await deliveryRightsOf(db, { ...batch, orderLineId, studioName: batch.studioName ?? null })
    : undefined;
  const created = await batches.insertBatch(db, {
    id: batch.id,
    caseId: batch.caseId,
    orderLineId,
    productCategory: batch.productCategory ?? null,
    createdAt: batch.at,
  });
  const last = await repo.findLastSortOrder(db, batch.caseId);
  const first = last === null ? FIRST_SORT_ORDER : last + 1;
  const materials = await repo.insertMaterials(
    db,
    values.map((value, index) => ({
      ...(value.licence === undefined ? rights?.stamp(value.type) : {}),
      ...value,
      caseId: batch.caseId,
      branchId: batch.branchId,
      orderLineId,
      batchId: created.id,
      sortOrder: first + index,
      createdAt: batch.at,
      updatedAt: batch.at,
    })),
  );
  await refreshMaterialSummary(db, batch.caseId);
  return { batch: created, materials };
}

/**
 * Tells the cases module what the case holds after its material changed, inside the caller's transaction:
 * whether it has material, and the product categories of the batches that still hold some.
 */
export async function refreshMaterialSummary(db: Db, caseId: string): Promise<void> {
  const hasMaterials = await repo.hasMaterials(db, caseId);
  const deliveredProductCategories = await batches.findCategoriesHoldingMaterial(db, caseId);
  await recordMaterialSummary(db, caseId, { hasMaterials, deliveredProductCategories });
}

/** The case's material that is not removed (only the active part when asked), in the office's order. */
export function findMaterialsOfCase(db: Db, caseId: string, options: { activeOnly?: boolean } = {}) {
  return repo.findMaterialsOfCase(db, caseId, options);
}

/** Those of `ids` that are material of the case (not removed), in the office's order. */
export function findMaterialsByIds(db: Db, caseId: string, ids: string[]) {
  return repo.findMaterialsByIds(db, caseId, ids);
}

/** The case's delivered pictures (active, not removed, stored), among `ids` when given, in order. */
export function findDeliveredPictures(db: Db, caseId: string, ids?: string[]) {
  return repo.findDeliveredPictures(db, caseId, ids);
}

/** How many delivered pictures the case has, and how many of them are taller than wide. */
export function countDeliveredPictures(db: Db, caseId: string) {
  return repo.countDeliveredPictures(db, caseId);
}

/** Active, not removed material per case, for the cases asked about. */
export function countActiveMaterials(db: Db, caseIds: string[]) {
  return repo.countActiveMaterials(db, caseIds);
}

/** The deliveries (batches) made for the order lines, newest first, with how much material each holds. */
export function findDeliveriesOfOrderLines(db: Db, orderLineIds: string[]) {
  return batches.findBatchesOfOrderLines(db, orderLineIds);
}

/** Whether anything was ever delivered to the case (the archive needs a batch to archive). */
export function hasBatches(db: Db, caseId: string) {
  return batches.hasBatches(db, caseId);
}

/** The keys among `keys` that material (except that of `exceptCaseId`) still points at. */
export function findKeysInUse(db: Db, keys: string[], options: { exceptCaseId?: string } = {}) {
  return repo.findKeysInUse(db, keys, options);
}

/** Every stored file of the case, removed material included, by material id. */
export function findStoredFilesOfCase(db: Db, caseId: string) {
  return repo.findStoredFilesOfCase(db, caseId);
}

/** Stores where a material's files are now; false when the material was removed meanwhile. */
export function updateStoredKeys(db: Db, materialId: string, keys: Partial<repo.StoredKeys>) {
  return repo.updateStoredKeys(db, materialId, keys);
}

/** Marks pictures as chosen by the office (image selector tasks); answers the ids it marked. */
export function markPicturesSelected(db: Db, ids: string[], at: Date) {
  return repo.markPicturesSelected(db, ids, at);
}

/**
 * Adds a cloud scanner link (an editor, another floor plan, staging) to material delivered to the line, the
 * given one or else the newest, replacing its link of the same type; undefined when the line has no such
 * material.
 */
export async function addCloudScannerLink(
  db: Db,
  orderLineId: string,
  link: { type: string; url: string; materialId?: string },
  at: Date,
) {
  const material = await repo.findMaterialOfLine(db, orderLineId, link.materialId);
  if (!material) return undefined;
  const links = [
    ...material.cloudScannerLinks.filter((each) => each.type !== link.type),
    { type: link.type, url: link.url },
  ];
  await repo.updateCloudScannerLinks(db, material.id, links, at);
  return { ...material, cloudScannerLinks: links };
}
