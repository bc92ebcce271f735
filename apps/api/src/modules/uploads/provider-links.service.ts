import {
  ErrorKey,
  isCloudScannerLinkType,
  type LinkDeliveryBody,
  type LinkDeliveryRecord,
  type LinkType,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { studioNameOf } from '../materials/material-rights.service.ts';
import { addBatch, addCloudScannerLink } from '../materials/materials.service.ts';
import {
  deliverOrderIfDone,
  deliveryTarget,
  linkTypesOfLine,
  recordDelivery,
} from './provider-deliveries.service.ts';

// The provider's link deliveries: a tour, a film on YouTube or Vimeo, a presentation or any web page becomes
// material of the case like a delivered file. The hub only stores the address; it never fetches it.

type Body = z.output<typeof LinkDeliveryBody>;

/**
 * Delivers a link to an order line (material.deliver, any department): a link material in a new batch of
 * the line, with the product's tags, after the case's other material; the line's delivered quantity is the
 * one given, or one more than before up to the ordered quantity, and the line is delivered (the order too
 * when it was its last line awaiting delivery). A cloud scanner link is added to the line's material
 * instead (addCloudScannerLinkToLine). The address was checked by the body's schema (https, the type's sites);
 * here the type must be one the line's product delivers, 400 on `type` otherwise.
 */
export async function deliverLink(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
  body: Body,
): Promise<LinkDeliveryRecord> {
  const { line, product } = await deliveryTarget(deps, actor, orderLineId);
  const type = body.type as LinkType;
  if (!linkTypesOfLine(product).includes(type)) {
    throw new AppError(
      ErrorKey.linkTypeNotOfProduct,
      400,
      { type: ErrorKey.linkTypeNotOfProduct },
      { product: product?.name ?? line.productName },
    );
  }
  if (isCloudScannerLinkType(type)) return addCloudScannerLinkToLine(deps, actor, line, { ...body, type });
  const quantity =
    body.deliveredQuantity ?? Math.max(1, Math.min(line.orderedQuantity, line.deliveredQuantity + 1));
  const delivered = await deps.db.transaction(async (tx) => {
    const at = nowOf(deps);
    const batch = {
      caseId: line.caseId,
      branchId: line.branchId,
      orderLineId,
      productCategory: product?.caseCategory ?? null,
      at,
      studioName: studioNameOf(deps.config),
    };
    const { materials } = await addBatch(tx, batch, [
      { type, name: body.title, url: body.url, tags: product?.tags ?? [] },
    ]);
    const material = materials[0];
    if (!material?.batchId) throw new Error('the delivered link was not stored');
    const orderDone = await recordDelivery(tx, actor, line, {
      batchId: material.batchId,
      deliveredQuantity: quantity,
      withPictures: false,
      at,
      details: { link: type },
    });
    return { batchId: material.batchId, materialId: material.id, orderDone };
  });
  const orderStatus = await deliverOrderIfDone(deps, actor, line, delivered.orderDone);
  const { batchId, materialId } = delivered;
  return { batchId, materialId, type, url: body.url, title: body.title, orderStatus };
}

/**
 * Adds a cloud scanner link to material delivered to the line (the one named, else the newest), replacing
 * its link of the same type; the line's quantity and status stay as they are. 400 when the line has no such
 * material yet: the tour or floor plan is delivered first.
 */
async function addCloudScannerLinkToLine(
  deps: AppDeps,
  actor: Actor,
  line: Awaited<ReturnType<typeof deliveryTarget>>['line'],
  body: Body & { type: LinkType },
): Promise<LinkDeliveryRecord> {
  const material = await deps.db.transaction(async (tx) => {
    const link = { type: body.type, url: body.url, materialId: body.materialId };
    const changed = await addCloudScannerLink(tx, line.id, link, nowOf(deps));
    if (!changed) {
      const field = body.materialId ? 'materialId' : 'type';
      throw new AppError(ErrorKey.cloudScannerWithoutMaterial, 400, {
        [field]: ErrorKey.cloudScannerWithoutMaterial,
      });
    }
    await recordAudit(tx, actor, {
      action: 'materials.cloudScannerLinkAdded',
      targetType: 'orderLine',
      targetId: line.id,
      details: { materialId: changed.id, type: body.type },
    });
    return changed;
  });
  return {
    batchId: material.batchId,
    materialId: material.id,
    type: body.type,
    url: body.url,
    title: body.title,
    orderStatus: line.orderStatus,
  };
}
