// Delivering a link to an order line (a Matterport tour, a film on YouTube or Vimeo, any web page): the link
// becomes material of the case like a delivered file. A cloud scanner link is added to material the line has.
import { z } from 'zod';
import { CloudScannerLinkType, MaterialType, OrderStatusWord } from './enums.ts';
import { LINK_MATERIAL_TYPES } from './product-deliveries.ts';

export const LinkType = z.enum([...LINK_MATERIAL_TYPES, ...CloudScannerLinkType.options]);
export type LinkType = z.infer<typeof LinkType>;

export const isCloudScannerLinkType = (type: string): type is CloudScannerLinkType =>
  (CloudScannerLinkType.options as readonly string[]).includes(type);

/**
 * POST /provider/orderlines/{lineId}/links. `type` is a link type the line's product delivers; a cloud scanner
 * link is added to `materialId` (material of the line), or to the line's newest material. `deliveredQuantity`
 * is the line's delivered quantity afterwards; without it a link counts one more, up to the ordered quantity.
 * The hub checks the address against the type's known sites and answers the problem under `url`.
 */
export const LinkDeliveryBody = z.object({
  type: z.enum([...MaterialType.options, ...CloudScannerLinkType.options]),
  url: z.string().trim().min(1, 'rules.required').max(2000, 'rules.string.max'),
  title: z.string().trim().min(1, 'rules.required').max(200, 'rules.string.max'),
  deliveredQuantity: z.number().int().min(1).max(100000).optional(),
  materialId: z.uuid().optional(),
});
export type LinkDeliveryBody = z.input<typeof LinkDeliveryBody>;

/** What a link delivery made: a new batch with the link's material, or the material a cloud scanner link joined. */
export const LinkDeliveryRecord = z.object({
  batchId: z.string(),
  materialId: z.string(),
  type: LinkType,
  url: z.string(),
  title: z.string(),
  /** The order's status afterwards: Delivered once its last line awaiting delivery is delivered. */
  orderStatus: OrderStatusWord,
});
export type LinkDeliveryRecord = z.infer<typeof LinkDeliveryRecord>;
