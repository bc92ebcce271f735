import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  type CopyLeftOutReason,
  type CopyMaterialsBody,
  type CopyMaterialsResult,
  ErrorKey,
  MATERIAL_TYPES_NEVER_COPIED,
  type MaterialType,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError, isExplainedError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findChangeableCase } from '../cases/case-access.service.ts';
import { previewKeysOf, queueMaterialPreviews } from './material-previews.service.ts';
import { assertNoneExpired, isExpiredOn, stampedRightsOf, todayIn } from './material-rights.service.ts';
import * as repo from './materials.repo.ts';
import { addBatch, type NewBatchMaterial } from './materials.service.ts';

/**
 * The chosen material (all active material when none is named) and what is left out, counted by reason.
 * Material whose usage rights have expired is never copied: named, it refuses the copy (409 rightsExpired);
 * among all the case's material, it is left out.
 */
async function chooseMaterials(
  deps: AppDeps,
  caseId: string,
  materialIds: string[] | undefined,
  today: string,
) {
  const unique = materialIds ? [...new Set(materialIds)] : undefined;
  const chosen = unique
    ? await repo.findMaterialsByIds(deps.db, caseId, unique)
    : await repo.findMaterialsOfCase(deps.db, caseId, { activeOnly: true });
  if (unique) assertNoneExpired(chosen, today);
  const leftOut = new Map<CopyLeftOutReason, number>();
  const count = (reason: CopyLeftOutReason, by = 1) => leftOut.set(reason, (leftOut.get(reason) ?? 0) + by);
  if (unique && chosen.length < unique.length) count('notFound', unique.length - chosen.length);
  const copied = chosen.filter((row) => {
    const reason = isExpiredOn(row, today)
      ? 'rightsExpired'
      : MATERIAL_TYPES_NEVER_COPIED[row.type as MaterialType];
    if (reason) count(reason);
    return !reason;
  });
  return { copied, leftOut: [...leftOut].map(([reason, total]) => ({ reason, count: total })) };
}

/**
 * Copies material to another case the user can see, as a new batch there. Copywrite texts and plain links
 * are left out, documents and link assets are never material; a delivered tour or film is copied with its
 * address (MATERIAL_TYPES_NEVER_COPIED). The copy keeps the usage rights of its source. The files are copied in storage first, so removing one case's
 * material never touches the other's. A copy is no delivery: its batch adds no product category to the case.
 */
export async function copyMaterials(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  body: CopyMaterialsBody,
): Promise<CopyMaterialsResult> {
  if (body.targetCaseId === caseId) throw new AppError(ErrorKey.copySameCase, 400);
  const { branch } = await findChangeableCase(deps, actor, caseId);
  const { case: target } = await findChangeableCase(deps, actor, body.targetCaseId);
  const today = todayIn(branch.countryCode, nowOf(deps));
  const { copied, leftOut } = await chooseMaterials(deps, caseId, body.materialIds, today);
  if (copied.length === 0) throw new AppError(ErrorKey.copyNothingToCopy, 400);

  const batchId = randomUUID();
  const newIds = new Map(copied.map((row) => [row.id, randomUUID()]));
  const written: string[] = [];
  const copyFile = async (from: string | null, to: string) => {
    if (!from) return null;
    await deps.storage.copy(from, to);
    written.push(to);
    return to;
  };
  try {
    const values: NewBatchMaterial[] = [];
    for (const row of copied) {
      const id = newIds.get(row.id) as string;
      const previews = previewKeysOf(target.id, id);
      values.push({
        id,
        type: row.type,
        name: row.name,
        storageKey: await copyFile(row.storageKey, `cases/${target.id}/${batchId}/${id}${extensionOf(row)}`),
        previewKey: await copyFile(row.previewKey, previews.previewKey),
        thumbnailKey: await copyFile(row.thumbnailKey, previews.thumbnailKey),
        url: row.url,
        contentType: row.contentType,
        size: row.size,
        width: row.width,
        height: row.height,
        tags: row.tags,
        active: row.active,
        beforeMaterialId: row.beforeMaterialId ? (newIds.get(row.beforeMaterialId) ?? null) : null,
        cloudScannerLinks: row.cloudScannerLinks,
        ...stampedRightsOf(row),
      });
    }
    const batch = { id: batchId, caseId: target.id, branchId: target.branchId, at: nowOf(deps) };
    const inserted = await deps.db.transaction(async (tx) => {
      const { materials } = await addBatch(tx, batch, values);
      await recordAudit(tx, actor, {
        action: 'materials.copied',
        targetType: 'case',
        targetId: target.id,
        details: { fromCaseId: caseId, batchId, count: materials.length },
      });
      return materials;
    });
    await queueMaterialPreviews(
      deps,
      inserted.filter((row) => !row.previewKey || !row.thumbnailKey),
    );
    return { targetCaseId: target.id, batchId, copied: inserted.length, leftOut };
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.remove(key).catch(() => undefined)));
    if (isExplainedError(error)) throw error;
    actor.logger.error({ err: error, caseId, targetCaseId: target.id }, 'material not copied');
    throw new AppError(ErrorKey.copyFailed, 500);
  }
}

/** The copy keeps the extension of the stored file, so its content type still matches its name. */
const extensionOf = (row: repo.MaterialRow) => (row.storageKey ? path.extname(row.storageKey) : '');
