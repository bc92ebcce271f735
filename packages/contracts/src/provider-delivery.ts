import { z } from 'zod';
import { OrderStatus, OrderStatusWord } from './enums.ts';
import { VIDEO_EXTENSIONS } from './rules.ts';
import { CaseCurrentTextRecord } from './texts.ts';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS, UploadRecord, type UploadRules } from './uploads.ts';

/** The largest file the provider delivers: a long video (the 500 MB). */
export const MAX_DELIVERY_BYTES = 500 * 1024 ** 2;

/**
 * What the provider delivers to an order line: pictures, video and floor plans (pictures or PDF). A line
 * takes at most as many files as one registration call carries.
 */
export const DELIVERY_UPLOAD_RULES: UploadRules = {
  extensions: [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS, ...DOCUMENT_EXTENSIONS],
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
});
export type DeliveryLineRecord = z.infer<typeof DeliveryLineRecord>;

/** GET /provider/orders/{id}/texts: the order's case and the current text of each of its sections. */
export const ProviderOrderTextsRecord = z.object({
  orderId: z.string(),
  caseId: z.string(),
  salesId: z.string(),
  address: z.string(),
  texts: z.array(CaseCurrentTextRecord),
});
export type ProviderOrderTextsRecord = z.infer<typeof ProviderOrderTextsRecord>;
