import { randomUUID } from 'node:crypto';
import {
  COLLAGE_TEMPLATES,
  type CollagePricingRecord,
  type CollageResultRecord,
  CollageTemplateId,
  ErrorKey,
  type MakeCollageBody,
} from '@portal/contracts';
import { type Actor, priceFor } from '../../actor.ts';
import { isPictureTooLarge, MAX_INPUT_MEGAPIXELS } from '../../adapters/images/images.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findChangeableCase, findVisibleCase } from '../cases/case-access.service.ts';
import { findItemPrices } from '../catalogue/catalogue.service.ts';
import { queueMaterialPreviews } from '../materials/material-previews.service.ts';
import { strictestRightsOf } from '../materials/material-rights.service.ts';
import { addBatch, findMaterialsByIds } from '../materials/materials.service.ts';
import { renderCollage } from './collage-render.ts';

/**
 * Each template's price: the department's catalogue product with the template's item number, else 0 (no
 * extra charge); null for a user who does not want to see prices.
 */
export async function getCollagePricing(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
): Promise<CollagePricingRecord> {
  const { case: found, branch } = await findVisibleCase(deps, actor, caseId);
  const templates = CollageTemplateId.options.map((id) => COLLAGE_TEMPLATES[id]);
  const prices = await findItemPrices(
    deps,
    found.branchId,
    templates.map((template) => template.itemNumber),
  );
  return {
    currency: branch.currency,
    templates: templates.map((template) => ({
      templateId: template.id,
      price: priceFor(actor, prices.get(template.itemNumber) ?? 0),
    })),
  };
}

/** Checks that every area of the template gets exactly one picture; answers the placements in area order. */
function placementsOf(body: MakeCollageBody) {
  const template = COLLAGE_TEMPLATES[body.templateId];
  const byArea = new Map(body.placements.map((placement) => [placement.areaId, placement.materialId]));
  const complete =
    byArea.size === body.placements.length &&
    body.placements.length === template.areas.length &&
    template.areas.every((area) => byArea.has(area.id));
  if (!complete) throw new AppError(ErrorKey.badRequest, 400, { placements: ErrorKey.badRequest });
  return {
    template,
    placements: template.areas.map((area) => ({
      areaId: area.id,
      materialId: byArea.get(area.id) as string,
    })),
  };
}

/**
 * Makes the collage from pictures of the case and stores it as a new Picture of the case in its own batch.
 * A picture over the hub's pixel limit answers pictureTooLarge; one sharp cannot read (or a storage failure
 * while drawing) answers collageFailed.
 */
export async function makeCollage(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  body: MakeCollageBody,
): Promise<CollageResultRecord> {
  const { case: found } = await findChangeableCase(deps, actor, caseId);
  const { template, placements } = placementsOf(body);
  const chosen = await findMaterialsByIds(
    deps.db,
    found.id,
    placements.map((placement) => placement.materialId),
  );
  // Any stored picture of the case, active or not; films, links and removed material are not drawn.
  const pictures = chosen.filter((material) => material.type === 'Picture');
  const byId = new Map(pictures.map((picture) => [picture.id, picture]));
  const placed = new Set(placements.map((placement) => placement.materialId));
  for (const [index, placement] of placements.entries()) {
    if (!byId.get(placement.materialId)?.storageKey) {
      throw new AppError(ErrorKey.notFound, 404, { [`placements.${index}.materialId`]: ErrorKey.notFound });
    }
  }

  let image: Buffer;
  try {
    image = await renderCollage(
      template,
      placements.map((placement) => ({
        areaId: placement.areaId,
        open: () => deps.storage.read(byId.get(placement.materialId)?.storageKey as string),
      })),
    );
  } catch (error) {
    if (isPictureTooLarge(error)) {
      throw new AppError(ErrorKey.pictureTooLarge, 422, undefined, { megapixels: MAX_INPUT_MEGAPIXELS });
    }
    deps.logger.warn({ err: error, caseId, templateId: template.id }, 'collage could not be drawn');
    throw new AppError(ErrorKey.collageFailed, 422);
  }

  const materialId = randomUUID();
  const batchId = randomUUID();
  const storageKey = `cases/${found.id}/${batchId}/${materialId}.jpg`;
  const stored = await deps.storage.write(storageKey, image, 'image/jpeg');
  const at = nowOf(deps);
  try {
    const material = await deps.db.transaction(async (tx) => {
      const { materials } = await addBatch(
        tx,
        { id: batchId, caseId: found.id, branchId: found.branchId, at },
        [
          {
            id: materialId,
            type: 'Picture',
            name: `collage-${template.id}-${at.toISOString().slice(0, 10)}.jpg`,
            storageKey,
            contentType: 'image/jpeg',
            size: stored.size,
            width: template.canvas.width,
            height: template.canvas.height,
            ...strictestRightsOf(pictures.filter((picture) => placed.has(picture.id))),
          },
        ],
      );
      await recordAudit(tx, actor, {
        action: 'collage.made',
        targetType: 'case',
        targetId: found.id,
        details: { materialId, templateId: template.id, sources: placements.map((p) => p.materialId) },
      });
      return materials[0] as (typeof materials)[number];
    });
    await queueMaterialPreviews(deps, [material]);
    return { materialId: material.id, batchId };
  } catch (error) {
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}
