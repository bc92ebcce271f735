import { z } from 'zod';
import { CaseCategory, MaterialType, OrderStatus, OrderStatusWord } from './enums.ts';
import { LinkType } from './link-delivery.ts';
import { MaterialRights } from './material-rights.ts';
import { DeliveryKind, FILE_EXTENSIONS_OF_TYPE, ProductDeliveryFields } from './product-deliveries.ts';
import { VIDEO_EXTENSIONS } from './rules.ts';
import { CaseCurrentTextRecord } from './texts.ts';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS, UploadRecord, type UploadRules } from './uploads.ts';

/** The orders the provider still delivers to: a cancelled, invoiced or empty order is closed. */
const DELIVERABLE_ORDER_STATUSES: readonly OrderStatusWord[] = ['Open', 'Backorder', 'Delivered'];

/**
 * Whether the provider still delivers to an order line: neither the line nor its order is closed. A closed
 * line's delivered material stays on its page, where its usage rights still change.
 */
export const lineTakesDelivery = (orderStatus: OrderStatusWord, lineStatus: string): boolean =>
  lineStatus.toUpperCase() !== 'CANCELLED' && DELIVERABLE_ORDER_STATUSES.includes(orderStatus);

/** The largest file the provider delivers: a long video (the 500 MB). */
export const MAX_DELIVERY_BYTES = 500 * 1024 ** 2;

/**
 * What the provider delivers to an order line as files: pictures, video, floor plans (pictures or PDF),
 * panoramas and animated pictures; a line whose product names its material types takes only the files of
 * those. A line takes at most as many files as one registration call carries.
 */
export const DELIVERY_UPLOAD_RULES: UploadRules = {
  extensions: [
    ...new Set([
      ...IMAGE_EXTENSIONS,
      ...VIDEO_EXTENSIONS,
      ...DOCUMENT_EXTENSIONS,
      ...Object.values(FILE_EXTENSIONS_OF_TYPE).flat(),
    ]),
  ],
  min: 1,
  max: 500,
  comment: 'none',
};

/** POST /provider/orderlines/{id}/uploads/presigned: one file of a delivery. */
export const ProviderPresignBody = z.object({
  fileName: z.string().trim().min(1).max(255),
  size: z.number().int().min(1).max(MAX_DELIVERY_BYTES),
});
export type ProviderPresignBody = z.infer<typeof ProviderPresignBody>;

/** POST /provider/orderlines/{id}/deliveries: the uploaded files become a batch of the case. */
export const DeliverOrderLineBody = z.object({
  /** How many of the ordered items this delivery completes (pictures, minutes of video...). */
  deliveredQuantity: z.number().int().min(1).max(100000),
});
export type DeliverOrderLineBody = z.infer<typeof DeliverOrderLineBody>;

export const OrderLineDeliveryRecord = z.object({
  batchId: z.string(),
  files: z.number().int(),
  /** The order's status after the delivery: Delivered once its last open line is. */
  orderStatus: OrderStatusWord,
});
export type OrderLineDeliveryRecord = z.infer<typeof OrderLineDeliveryRecord>;

/** GET /provider/orderlines/{id}/delivery: the line to deliver to, and the caller's files waiting for it. */
export const DeliveryLineRecord = z.object({
  orderlineId: z.string(),
  orderId: z.string(),
  caseId: z.string(),
  salesId: z.string(),
  address: z.string(),
  productName: z.string(),
  status: OrderStatus,
  orderedQuantity: z.number().int(),
  deliveredQuantity: z.number().int(),
  orderStatus: OrderStatusWord,
  uploads: z.array(UploadRecord),
  /** False for a package's own line and a fee: nothing to deliver, they are delivered with the order. */
  awaitsDelivery: z.boolean(),
  /** False once the line or its order is closed (`lineTakesDelivery`): its material is only shown. */
  takesDelivery: z.boolean(),
  /** What the line's product delivers; a line without a product (a package's own line) names none. */
  deliveredMaterialTypes: ProductDeliveryFields.shape.deliveredMaterialTypes,
  tags: ProductDeliveryFields.shape.tags,
  caseCategory: CaseCategory.nullable(),
  deliveryKinds: z.array(DeliveryKind),
  /** The file extensions the line's uploads take, and the link types POST .../links takes for it. */
  fileExtensions: z.array(z.string()),
  linkTypes: z.array(LinkType),
});
export type DeliveryLineRecord = z.infer<typeof DeliveryLineRecord>;

/**
 * GET /provider/orderlines/{id}/materials: one material delivered to the line (not removed), with its usage
 * rights, so provider staff can change them (PUT /cases/{id}/assets/rights).
 */
export const DeliveredMaterialRecord = z.object({
  id: z.string(),
  name: z.string(),
  type: MaterialType,
  /** Signed like the case's assets; null for a link or a file whose thumbnail is not made yet. */
  thumbnailUrl: z.string().nullable(),
  rights: MaterialRights,
});
export type DeliveredMaterialRecord = z.infer<typeof DeliveredMaterialRecord>;

/** GET /provider/orders/{id}/texts: the order's case and the current text of each of its sections. */
export const ProviderOrderTextsRecord = z.object({
  orderId: z.string(),
  caseId: z.string(),
  salesId: z.string(),
  address: z.string(),
  texts: z.array(CaseCurrentTextRecord),
});
export type ProviderOrderTextsRecord = z.infer<typeof ProviderOrderTextsRecord>;
