import {
  ErrorKey,
  LISTING_MATERIAL_TYPES,
  type ListingItem,
  type ListingSetBody,
  type ListingSetRecord,
} from '@portal/contracts';
import { type Actor, assertBranchPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findChangeableCase, findVisibleCase } from '../cases/case-access.service.ts';
import { findMaterialsByIds, findMaterialsOfCase, type MaterialRow } from '../materials/materials.service.ts';
import { queueWebhookEvent } from '../webhooks/webhook-deliveries.service.ts';
import * as repo from './listings.repo.ts';

type ListingType = ListingItem['type'];
const LISTING_TYPES: readonly string[] = LISTING_MATERIAL_TYPES;

/** A stored picture or floor plan: a link (a tour, a film) has no file to publish. */
const isListable = (material: MaterialRow): material is MaterialRow & { type: ListingType } =>
  LISTING_TYPES.includes(material.type) && material.storageKey !== null;

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

function toItems(materials: MaterialRow[], order: string[], captions: Record<string, string>): ListingItem[] {
  const byId = new Map(materials.filter(isListable).map((material) => [material.id, material]));
  return order.flatMap((id) => {
    const material = byId.get(id);
    if (!material) return [];
    const { type, name, width, height } = material;
    return [{ materialId: id, type, name, width, height, caption: captions[id] ?? '' }];
  });
}

/** The first picture that is not a floor plan leads the default set; a set of floor plans only, the first. */
const defaultMainOf = (items: ListingItem[]) =>
  (items.find((item) => item.type !== 'Floorplan') ?? items[0])?.materialId ?? null;

/**
 * The case's listing set. Before the office saves one, the presentation's active pictures and floor plans
 * in its order stand in (`saved: false`). A saved set leaves out material removed since.
 */
export async function getCaseListing(deps: AppDeps, actor: Actor, caseId: string): Promise<ListingSetRecord> {
  await findVisibleCase(deps, actor, caseId);
  return readCaseListing(deps, caseId);
}

/** The listing set of a case whose access the caller checked (the export, the feed, a signed picture link). */
export async function readCaseListing(deps: AppDeps, caseId: string): Promise<ListingSetRecord> {
  const saved = await repo.findCaseListing(deps.db, caseId);
  if (!saved) {
    const active = (await findMaterialsOfCase(deps.db, caseId, { activeOnly: true })).filter(isListable);
    const items = toItems(
      active,
      active.map((material) => material.id),
      {},
    );
    return {
      caseId,
      saved: false,
      materialIds: items.map((item) => item.materialId),
      mainMaterialId: defaultMainOf(items),
      captions: {},
      items,
      updatedAt: null,
      updatedByName: null,
    };
  }
  const items = toItems(
    await findMaterialsByIds(deps.db, caseId, saved.materialIds),
    saved.materialIds,
    saved.captions,
  );
  const materialIds = items.map((item) => item.materialId);
  return {
    caseId,
    saved: true,
    materialIds,
    mainMaterialId: materialIds.includes(saved.mainMaterialId) ? saved.mainMaterialId : defaultMainOf(items),
    captions: Object.fromEntries(
      items.filter((item) => item.caption).map((item) => [item.materialId, item.caption]),
    ),
    items,
    updatedAt: saved.updatedAt.toISOString(),
    updatedByName: nameOf(saved.updatedByFirstName, saved.updatedByLastName),
  };
}

/**
 * Saves the office's set: only pictures and floor plans of this case (the contract already refused
 * duplicates, a main picture outside the set and captions of material not chosen). Whoever may change the
 * case's order may change its listing; the department's systems hear of it by the `listing.changed` event.
 */
export async function saveCaseListing(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  body: ListingSetBody,
): Promise<ListingSetRecord> {
  const found = await findChangeableCase(deps, actor, caseId);
  assertBranchPermission(actor, found.case.branchId, 'orders.create');
  const listable = (await findMaterialsByIds(deps.db, caseId, body.materialIds)).filter(isListable);
  if (listable.length !== body.materialIds.length) {
    throw new AppError(ErrorKey.badRequest, 400, { materialIds: ErrorKey.listingNotPictureOfCase });
  }
  const captions = Object.fromEntries(Object.entries(body.captions).filter(([, caption]) => caption !== ''));
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    await repo.upsertCaseListing(tx, {
      caseId,
      materialIds: body.materialIds,
      mainMaterialId: body.mainMaterialId,
      captions,
      updatedAt: now,
      updatedByUserId: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: 'listing.saved',
      targetType: 'case',
      targetId: caseId,
      details: { count: body.materialIds.length },
    });
    await queueWebhookEvent(
      tx,
      found.case.branchId,
      'listing.changed',
      { caseId, address: found.case.addressFull, pictureCount: body.materialIds.length },
      now,
    );
  });
  return getCaseListing(deps, actor, caseId);
}
