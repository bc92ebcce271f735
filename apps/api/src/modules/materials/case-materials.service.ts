import {
  type CaseAssetsRecord,
  type CloudScannerLinkType,
  ErrorKey,
  embedAddressOf,
  type MaterialRecord,
  MaterialsState,
  type MaterialTag,
  type MaterialType,
  type RemovedAssetsRecord,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { removeDocumentsAndLinks } from '../case-documents/case-documents.service.ts';
import { findChangeableCase, findVisibleCase } from '../cases/case-access.service.ts';
import * as batches from './material-batches.repo.ts';
import { rightsOf, todayIn } from './material-rights.service.ts';
import * as repo from './materials.repo.ts';
import { refreshMaterialSummary } from './materials.service.ts';

// The calls of the case's material screen (docs/product.md): list, sort, hide and show, remove.

/** How long the signed URLs of a material listing stay valid: long enough to page through a big case. */
export const ASSET_URL_SECONDS = 60 * 60;

/**
 * `today`: the department's day, which tells whether the material's rights have expired. `archived`: material
 * that is archived (or on its way in or out) is not opened or downloaded until it is restored; only its
 * thumbnail is shown, so the office still recognises what the case holds.
 */
export async function toMaterialRecord(
  storage: Storage,
  row: repo.MaterialRow,
  today: string,
  archived = false,
): Promise<MaterialRecord> {
  const sign = (key: string | null) =>
    key ? storage.presignGet(key, { expiresInSeconds: ASSET_URL_SECONDS }) : Promise.resolve(null);
  const [sourceUrl, previewUrl, thumbnailUrl] = await Promise.all([
    archived ? null : sign(row.storageKey),
    archived ? null : sign(row.previewKey),
    sign(row.thumbnailKey),
  ]);
  return {
    id: row.id,
    name: row.name,
    type: row.type as MaterialType,
    tags: row.tags as MaterialTag[],
    active: row.active,
    sortOrder: row.sortOrder,
    largestSource: sourceUrl
      ? {
          url: sourceUrl,
          width: row.width,
          height: row.height,
          size: row.size,
          contentType: row.contentType,
        }
      : null,
    url: row.url,
    embedUrl: row.url ? embedAddressOf(row.url) : null,
    previewUrl,
    thumbnailUrl,
    orderlineId: row.orderLineId,
    batchId: row.batchId,
    updatedDate: row.updatedAt.toISOString(),
    beforeMaterialId: row.beforeMaterialId,
    vendorOrderLineId: row.vendorOrderLineId,
    cloudScannerLinks: row.cloudScannerLinks.map((link) => ({
      type: link.type as CloudScannerLinkType,
      url: link.url,
    })),
    isSelected: row.isSelected,
    rights: rightsOf(row, today),
  };
}

export async function getCaseAssets(deps: AppDeps, actor: Actor, caseId: string): Promise<CaseAssetsRecord> {
  const { case: row, branch } = await findVisibleCase(deps, actor, caseId);
  const today = todayIn(branch.countryCode, nowOf(deps));
  const [materials, batchRows] = await Promise.all([
    repo.findMaterialsOfCase(deps.db, caseId),
    batches.findBatchesOfCase(deps.db, caseId),
  ]);
  const materialsState = MaterialsState.parse(row.materialsState);
  const archived = materialsState !== 'ACTIVE';
  return {
    caseId,
    materialsState,
    materials: await Promise.all(
      materials.map((material) => toMaterialRecord(deps.storage, material, today, archived)),
    ),
    batches: batchRows.map((batch) => ({
      id: batch.batch.id,
      orderlineId: batch.batch.orderLineId,
      productName: batch.productName,
      orderSalesId: batch.orderSalesId,
      createdAt: batch.batch.createdAt.toISOString(),
      materialCount: batch.materialCount,
    })),
  };
}

const auditOf = (action: string, caseId: string, details: Record<string, unknown>) => ({
  action,
  targetType: 'case',
  targetId: caseId,
  details,
});

/**
 * The new order of the case's material from drag and drop: every material of the case, each once. A list
 * that misses some (material added meanwhile) answers 400, so the office reloads rather than loses an order.
 */
export async function sortMaterials(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  materialIds: string[],
): Promise<void> {
  await findChangeableCase(deps, actor, caseId);
  const unique = [...new Set(materialIds)];
  await deps.db.transaction(async (tx) => {
    const current = await repo.findMaterialsOfCase(tx, caseId);
    const known = new Set(current.map((material) => material.id));
    if (unique.some((id) => !known.has(id))) throw new AppError(ErrorKey.materialNotInCase, 400);
    if (unique.length !== materialIds.length || unique.length !== current.length) {
      throw new AppError(ErrorKey.badRequest, 400, { materialIds: ErrorKey.badRequest });
    }
    await repo.updateSortOrder(tx, caseId, unique, nowOf(deps));
    await recordAudit(tx, actor, auditOf('materials.sorted', caseId, { count: unique.length }));
  });
}

/** "Delete" hides material (inactive, restorable); "restore" shows it again. */
export async function setMaterialsActive(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  materialIds: string[],
  active: boolean,
): Promise<MaterialRecord[]> {
  if (materialIds.length === 0) throw new AppError(ErrorKey.nothingChosen, 400);
  const { branch } = await findChangeableCase(deps, actor, caseId);
  const unique = [...new Set(materialIds)];
  await deps.db.transaction(async (tx) => {
    const changed = await repo.setMaterialsActive(tx, caseId, unique, active, nowOf(deps));
    if (changed.length !== unique.length) throw new AppError(ErrorKey.materialNotInCase, 400);
    const action = active ? 'materials.restored' : 'materials.deactivated';
    await recordAudit(tx, actor, auditOf(action, caseId, { materialIds: unique }));
  });
  const rows = await repo.findMaterialsByIds(deps.db, caseId, unique);
  const today = todayIn(branch.countryCode, nowOf(deps));
  return Promise.all(rows.map((row) => toMaterialRecord(deps.storage, row, today)));
}

/** Files of removed rows that no other material points at; removed after the commit, never before. */
async function removeUnusedFiles(deps: AppDeps, keys: (string | null)[]) {
  const candidates = [...new Set(keys.filter((key): key is string => key !== null))];
  const inUse = await repo.findKeysInUse(deps.db, candidates);
  for (const key of candidates.filter((candidate) => !inUse.has(candidate))) {
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key }, 'a removed material file stayed in storage');
    });
  }
}

const filesOf = (rows: repo.StoredKeys[]) =>
  rows.flatMap((row) => [row.storageKey, row.previewKey, row.thumbnailKey]);

/** Removes a batch of the case and its material for good, files included. */
export async function removeBatch(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  batchId: string | undefined,
): Promise<void> {
  if (!batchId) throw new AppError(ErrorKey.batchRequired, 400);
  await findChangeableCase(deps, actor, caseId);
  const removed = await deps.db.transaction(async (tx: Db) => {
    const batch = await batches.findBatchOfCase(tx, caseId, batchId);
    if (!batch) throw new AppError(ErrorKey.batchRequired, 400);
    const rows = await repo.deleteMaterialsOfBatch(tx, caseId, batchId);
    await batches.deleteBatch(tx, batchId);
    await refreshMaterialSummary(tx, caseId);
    await recordAudit(tx, actor, auditOf('materials.batchRemoved', caseId, { batchId, files: rows.length }));
    return rows;
  });
  await removeUnusedFiles(deps, filesOf(removed));
}

/** Removes chosen material and document or link assets of a case for good, in one transaction. */
export async function removeMaterialsAndAssets(
  deps: AppDeps,
  actor: Actor,
  body: { caseId: string; materialIds: string[]; assetIds: string[] },
): Promise<RemovedAssetsRecord> {
  const materialIds = [...new Set(body.materialIds)];
  const assetIds = [...new Set(body.assetIds)];
  if (materialIds.length === 0 && assetIds.length === 0) throw new AppError(ErrorKey.nothingChosen, 400);
  const { caseId } = body;
  await findChangeableCase(deps, actor, caseId);
  const removed = await deps.db.transaction(async (tx: Db) => {
    const rows = materialIds.length > 0 ? await repo.deleteMaterialsByIds(tx, caseId, materialIds) : [];
    if (rows.length !== materialIds.length) throw new AppError(ErrorKey.materialNotInCase, 400);
    const assets = await removeDocumentsAndLinks(tx, caseId, assetIds);
    if (assets.documentFiles.length + assets.removedLinks !== assetIds.length) {
      throw new AppError(ErrorKey.notFound, 404);
    }
    await refreshMaterialSummary(tx, caseId);
    await recordAudit(tx, actor, auditOf('materials.removed', caseId, { materialIds, assetIds }));
    return { rows, ...assets };
  });
  await removeUnusedFiles(deps, [...filesOf(removed.rows), ...removed.documentFiles]);
  return {
    removedMaterials: removed.rows.length,
    removedDocuments: removed.documentFiles.length,
    removedLinks: removed.removedLinks,
  };
}
