import type { Readable } from 'node:stream';
import {
  type DeliveredMaterialRecord,
  ErrorKey,
  FALLBACK_LOCALE,
  type MaterialRecord,
  type MaterialRightsBody,
  MaterialsState,
  type MaterialType,
  type RightsSummaryQuery,
} from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { downloadFileName } from '../../lib/file-names.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findCaseWithBranch, findVisibleCase } from '../cases/case-access.service.ts';
import { findMailRecipient } from '../users/users.service.ts';
import { ASSET_URL_SECONDS, toMaterialRecord } from './case-materials.service.ts';
import { rightsOf, type StampedRights, stampedRightsOf, todayIn } from './material-rights.service.ts';
import * as repo from './materials.repo.ts';
import { rightsSummaryCsv, rightsSummaryPdf, rightsSummaryTitle } from './rights-summary.ts';

// The rights of a case's material after delivery: provider staff change them, anyone who sees the case
// downloads their summary (docs/product.md, "Usage rights").

/**
 * PUT /cases/{id}/assets/rights (material.deliver, any department's case): the same rights for the chosen
 * material, e.g. a portrait's expiry when the person leaves the office. A material that is not the case's
 * refuses the whole change (404); the audit entry keeps each material's rights before and the new ones.
 */
export async function changeMaterialRights(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  body: MaterialRightsBody,
): Promise<MaterialRecord[]> {
  assertProviderPermission(actor, 'material.deliver');
  const found = await findCaseWithBranch(deps, caseId);
  if (!found) throw new AppError(ErrorKey.notFound, 404);
  const ids = [...new Set(body.materialIds)];
  const rights: StampedRights = {
    credit: body.credit || null,
    licence: body.licence,
    // Words belong to a custom licence only; the others are the portal's own, in every language.
    licenceText: body.licence === 'CUSTOM' ? body.licenceText : null,
    expiresOn: body.expiresOn,
  };
  const changed = await deps.db.transaction(async (tx) => {
    const before = await repo.findMaterialsByIds(tx, caseId, ids);
    if (before.length !== ids.length) {
      throw new AppError(ErrorKey.materialNotInCase, 404, { materialIds: ErrorKey.materialNotInCase });
    }
    const rows = await repo.updateRights(tx, caseId, ids, rights, nowOf(deps));
    await recordAudit(tx, actor, {
      action: 'materials.rightsChanged',
      targetType: 'case',
      targetId: caseId,
      details: {
        before: before.map((row) => ({ materialId: row.id, ...stampedRightsOf(row) })),
        after: rights,
      },
    });
    return rows;
  });
  const today = todayIn(found.branch.countryCode, nowOf(deps));
  const archived = MaterialsState.parse(found.case.materialsState) !== 'ACTIVE';
  const ordered = await repo.findMaterialsByIds(
    deps.db,
    caseId,
    changed.map((row) => row.id),
  );
  return Promise.all(ordered.map((row) => toMaterialRecord(deps.storage, row, today, archived)));
}

/**
 * The material delivered to an order line (not removed, hidden or not), in the office's order, with its signed
 * thumbnail and its rights: what provider staff change the rights of. The caller has checked the line.
 */
export async function findMaterialOfOrderLine(
  deps: AppDeps,
  line: { caseId: string; orderLineId: string },
): Promise<DeliveredMaterialRecord[]> {
  const found = await findCaseWithBranch(deps, line.caseId);
  if (!found) throw new AppError(ErrorKey.notFound, 404);
  const today = todayIn(found.branch.countryCode, nowOf(deps));
  const rows = await repo.findMaterialsOfCase(deps.db, line.caseId, { orderLineId: line.orderLineId });
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      type: row.type as MaterialType,
      thumbnailUrl: row.thumbnailKey
        ? await deps.storage.presignGet(row.thumbnailKey, { expiresInSeconds: ASSET_URL_SECONDS })
        : null,
      rights: rightsOf(row, today),
    })),
  );
}

export interface RightsSummaryFile {
  fileName: string;
  contentType: string;
  body: string | Readable;
}

/**
 * GET /cases/{id}/assets/rights: the case's rights summary (every material not removed, active or not, in the
 * office's order) as a CSV or a PDF, in the language of whoever asks; 404 for a case they do not see.
 */
export async function getRightsSummary(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  format: RightsSummaryQuery['format'],
): Promise<RightsSummaryFile> {
  const { case: found, branch } = await findVisibleCase(deps, actor, caseId);
  const today = todayIn(branch.countryCode, nowOf(deps));
  const rows = await repo.findMaterialsOfCase(deps.db, found.id);
  const reader = await findMailRecipient(deps.db, actor.userId, branch);
  const input = {
    address: found.addressFull,
    today,
    locale: reader?.locale ?? FALLBACK_LOCALE,
    materials: rows.map((row) => ({ name: row.name, type: row.type, rights: rightsOf(row, today) })),
  };
  const fileName = downloadFileName(rightsSummaryTitle(input), format, 'rights');
  return format === 'csv'
    ? { fileName, contentType: 'text/csv; charset=utf-8', body: rightsSummaryCsv(input) }
    : { fileName, contentType: 'application/pdf', body: rightsSummaryPdf(input) };
}
