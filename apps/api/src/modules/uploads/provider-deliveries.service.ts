import {
  DELIVERY_UPLOAD_RULES,
  type DeliveredMaterialRecord,
  type DeliverOrderLineBody,
  type DeliveryLineRecord,
  ErrorKey,
  isImageFileName,
  LINK_MATERIAL_TYPES,
  LinkType,
  type OrderLineDeliveryRecord,
  type OrderStatusWord,
  type RegisterUploadsBody,
} from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findMaterialOfOrderLine } from '../materials/case-rights.service.ts';
import { changeOrderStatus } from '../orders/orders.service.ts';
import {
  findDeliverableLine,
  findLineForDelivery,
  findProductDeliveryOfLine,
  findProviderOrderLine,
  recordLineDelivered,
} from '../orders/provider-line-delivery.service.ts';
import { assertProductTakesFile, fileExtensionsOfLine, type LineProduct } from './delivered-files.ts';
import {
  type Move,
  probeImageSizes,
  turnUploadsIntoMaterials,
  withUndoableMoves,
} from './upload-materials.ts';

export { withUndoableMoves };

import { registerUploads } from './upload-registration.ts';
import type { UploadTarget } from './upload-targets.ts';
import * as repo from './uploads.repo.ts';
import { presignForTarget, toRecords } from './uploads.service.ts';

/**
 * An order line of any department the provider delivers to, with what its product delivers, for staff with
 * material.deliver (403 otherwise, before anything is looked up); 404 unknown, 409 closed. Its uploads take
 * the files of its product's types (any delivery file for a line without a product).
 */
export const deliveryTarget = (deps: AppDeps, actor: Actor, orderLineId: string) =>
  lineWithTarget(deps, actor, orderLineId, findDeliverableLine);

/** As `deliveryTarget`, with `find` answering the line (a closed one too, for its page). */
async function lineWithTarget(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
  find: typeof findLineForDelivery,
) {
  assertProviderPermission(actor, 'material.deliver');
  const line = await find(deps.db, orderLineId);
  const product = await findProductDeliveryOfLine(deps.db, orderLineId);
  const extensions = fileExtensionsOfLine(product, DELIVERY_UPLOAD_RULES.extensions);
  const target: UploadTarget = {
    branchId: line.branchId,
    caseId: line.caseId,
    orderLineId: line.id,
    taskId: null,
    rules: { ...DELIVERY_UPLOAD_RULES, extensions },
  };
  return { line, product, target };
}

/** The link types a line takes: its product's link material types and cloud scanner links, or any. */
export function linkTypesOfLine(product: LineProduct): LinkType[] {
  if (!product) return [...LinkType.options];
  const materialLinks = product.deliveryKinds.includes('links')
    ? LINK_MATERIAL_TYPES.filter((type) => product.deliveredMaterialTypes.includes(type))
    : [];
  return [...materialLinks, ...product.cloudScannerLinkTypes];
}

/**
 * Marks the line delivered with its delivered quantity in the delivery's transaction (the order too when no
 * line awaiting delivery is left, after the commit through `deliverOrderIfDone`); answers whether it was the
 * last.
 */
export async function recordDelivery(
  tx: Db,
  actor: Actor,
  line: { id: string; orderId: string },
  delivery: { batchId: string; deliveredQuantity: number; withPictures: boolean; at: Date; details: object },
): Promise<boolean> {
  const orderDone = await recordLineDelivered(tx, line, delivery);
  await recordAudit(tx, actor, {
    action: 'materials.delivered',
    targetType: 'orderLine',
    targetId: line.id,
    details: { batchId: delivery.batchId, quantity: delivery.deliveredQuantity, ...delivery.details },
  });
  return orderDone;
}

/** Once the last line is delivered: the order becomes Delivered, which tells the office. Answers its status. */
export async function deliverOrderIfDone(
  deps: AppDeps,
  actor: Actor,
  line: { orderId: string; orderStatus: OrderStatusWord },
  orderDone: boolean,
): Promise<OrderStatusWord> {
  if (!orderDone) return line.orderStatus;
  await changeOrderStatus(deps, line.orderId, 'Delivered', actor);
  return 'Delivered';
}

/**
 * The files of the next delivery: the line's files (no task's) that this staff member uploaded, so an
 * office's own files of the line and a colleague's unfinished batch stay out of it.
 */
async function pendingDeliveryFiles(db: Db, orderLineId: string, actor: Actor) {
  const uploads = await repo.findUploadsOfOrderLine(db, orderLineId, { taskless: true });
  return uploads.filter((upload) => upload.uploadedByUserId === actor.userId);
}

export async function presignDeliveryUpload(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
  fileName: string,
) {
  const { target, product } = await deliveryTarget(deps, actor, orderLineId);
  assertProductTakesFile(product, fileName, 'fileName');
  return presignForTarget(deps, target, fileName);
}

export async function registerDeliveryUploads(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
  body: RegisterUploadsBody,
) {
  const { target, product } = await deliveryTarget(deps, actor, orderLineId);
  for (const [index, file] of body.files.entries()) {
    assertProductTakesFile(product, file.fileName, `files.${index}.fileName`);
  }
  await registerUploads(deps, actor, target, body);
  return toRecords(deps, await pendingDeliveryFiles(deps.db, orderLineId, actor));
}

/** The line's delivery page: a closed line answers too, so its delivered material and rights can be reached. */
export async function describeDeliveryLine(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
): Promise<DeliveryLineRecord> {
  const { line, product, target } = await lineWithTarget(deps, actor, orderLineId, findLineForDelivery);
  return {
    orderlineId: line.id,
    orderId: line.orderId,
    caseId: line.caseId,
    salesId: line.salesId,
    address: line.address,
    productName: line.productName,
    status: line.status,
    orderedQuantity: line.orderedQuantity,
    deliveredQuantity: line.deliveredQuantity,
    orderStatus: line.orderStatus,
    uploads: await toRecords(deps, await pendingDeliveryFiles(deps.db, orderLineId, actor)),
    awaitsDelivery: line.awaitsDelivery,
    takesDelivery: line.takesDelivery,
    deliveredMaterialTypes: product?.deliveredMaterialTypes ?? [],
    tags: product?.tags ?? [],
    caseCategory: product?.caseCategory ?? null,
    deliveryKinds: product ? product.deliveryKinds : ['files', 'links'],
    fileExtensions: [...target.rules.extensions],
    linkTypes: linkTypesOfLine(product),
  };
}

/**
 * The material delivered to a line, with its rights, for staff with material.deliver (403 otherwise); 404 for
 * a line unknown to the provider. A closed order's line answers too: rights change after invoicing, e.g. a
 * portrait's last day when the person leaves the office.
 */
export async function listDeliveredMaterial(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
): Promise<DeliveredMaterialRecord[]> {
  assertProviderPermission(actor, 'material.deliver');
  const line = await findProviderOrderLine(deps.db, orderLineId);
  return findMaterialOfOrderLine(deps, { caseId: line.caseId, orderLineId: line.id });
}

/**
 * Delivers the uploaded files as a new batch of the case (their previews are queued), sets the line's
 * delivered quantity and marks it delivered; when no line of the order is left open, the order becomes
 * Delivered through the orders service, which tells the office and mails the watchers.
 */
export async function deliverOrderLine(
  deps: AppDeps,
  actor: Actor,
  orderLineId: string,
  body: DeliverOrderLineBody,
): Promise<OrderLineDeliveryRecord> {
  const { line, target } = await deliveryTarget(deps, actor, orderLineId);
  const noFiles = () => new AppError(ErrorKey.minFiles, 400, undefined, { min: 1 });
  const uploads = await pendingDeliveryFiles(deps.db, orderLineId, actor);
  if (uploads.length === 0) throw noFiles();
  const sizes = await probeImageSizes(deps.storage, uploads);
  const delivered = await withUndoableMoves(deps, (moves) =>
    deps.db.transaction(async (tx) => {
      // Read again inside the transaction: a file removed meanwhile must not be delivered.
      const current = await pendingDeliveryFiles(tx, orderLineId, actor);
      if (current.length === 0) throw noFiles();
      const at = nowOf(deps);
      const added = await turnUploadsIntoMaterials(tx, deps, { ...target, at }, current, sizes, moves, {
        strict: true,
      });
      const orderDone = await recordDelivery(tx, actor, line, {
        batchId: added.batchId,
        deliveredQuantity: body.deliveredQuantity,
        withPictures: added.materials.some((material) => material.type === 'Picture'),
        at,
        details: { files: added.materials.length },
      });
      return { batchId: added.batchId, files: added.materials.length, orderDone };
    }),
  );
  const orderStatus = await deliverOrderIfDone(deps, actor, line, delivered.orderDone);
  return { batchId: delivered.batchId, files: delivered.files, orderStatus };
}

/**
 * Turns one of the caller's waiting files of the line into a picture of the line (a batch of its own),
 * inside the caller's transaction, its move recorded in `moves`: the corrected version of a picture that
 * feedback asked to change. 400 on the field when the file is not the caller's waiting picture of the line.
 */
export async function deliverCorrectedPicture(
  tx: Db,
  deps: AppDeps,
  actor: Actor,
  target: { caseId: string; branchId: number; orderLineId: string; at: Date },
  uploadId: string,
  moves: Move[],
) {
  const waiting = await pendingDeliveryFiles(tx, target.orderLineId, actor);
  const upload = waiting.find((each) => each.id === uploadId);
  if (!upload || !isImageFileName(upload.fileName)) {
    const field = { correctedUploadId: ErrorKey.uploadMissing };
    throw new AppError(ErrorKey.uploadMissing, 400, field);
  }
  const sizes = await probeImageSizes(deps.storage, [upload]);
  const added = await turnUploadsIntoMaterials(tx, deps, target, [upload], sizes, moves);
  return added.materials[0]?.id as string;
}
