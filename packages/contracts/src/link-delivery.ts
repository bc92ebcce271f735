// Delivering a link to an order line (a Matterport tour, a film on YouTube or Vimeo, any web page): the link
// becomes material of the case like a delivered file.
import { z } from 'zod';
import { MaterialType } from './enums.ts';

/**
 * The material types a provider delivers as a link rather than a file, in the order the delivery form offers
 * them. Pictures, floor plans and JPEG panoramas are files; copywriting texts are texts.
 */
export const LINK_MATERIAL_TYPES: readonly MaterialType[] = [
  'Matterport',
  'Video',
  'PanoramasHtml5',
  'InteractivePresentation',
  'PoiPresentation',
  'SlideShow',
  'Link',
];

/** POST /provider/orderlines/{lineId}/links: answered like a delivery of files (OrderLineDeliveryRecord). */
export const LinkDeliveryBody = z.object({
  type: MaterialType,
  url: z.string().trim().min(1, 'rules.required').max(2000, 'rules.string.max'),
  title: z.string().trim().min(1, 'rules.required').max(200, 'rules.string.max'),
});
export type LinkDeliveryBody = z.infer<typeof LinkDeliveryBody>;
