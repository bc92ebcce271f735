// What a catalogue product delivers: the material types and tags its deliveries carry, the case category it
// adds to a case it is delivered to, and whether the provider delivers it as files, links or texts.
import { z } from 'zod';
import { CaseCategory, CloudScannerLinkType, MaterialTag, MaterialType } from './enums.ts';

export const DeliveryKind = z.enum(['files', 'links', 'texts']);
export type DeliveryKind = z.infer<typeof DeliveryKind>;

/**
 * The material types the provider delivers as a link (an address of another service's page), in the order
 * the delivery form offers them. A film or slideshow may come as a file or as a link to its player.
 */
export const LINK_MATERIAL_TYPES = [
  'Matterport',
  'Video',
  'PanoramasHtml5',
  'InteractivePresentation',
  'PoiPresentation',
  'SlideShow',
  'Link',
] as const satisfies readonly MaterialType[];

/** The fields of a product that say what it delivers (the catalogue's records and the console's form). */
export const ProductDeliveryFields = z.object({
  deliveredMaterialTypes: z.array(MaterialType).max(MaterialType.options.length),
  tags: z.array(MaterialTag).max(MaterialTag.options.length),
  /** Added to a case's delivered product categories when the product is delivered to it. */
  caseCategory: CaseCategory,
  /** Empty for a product that delivers nothing of its own (a fee, an add-on to another product). */
  deliveryKinds: z.array(DeliveryKind).max(DeliveryKind.options.length),
  /** Links of a cloud scanner (an editor, another floor plan, staging) added to the product's delivered material. */
  cloudScannerLinkTypes: z.array(CloudScannerLinkType).max(CloudScannerLinkType.options.length),
});
export type ProductDeliveryFields = z.infer<typeof ProductDeliveryFields>;
