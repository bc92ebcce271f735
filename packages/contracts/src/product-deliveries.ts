// What a catalogue product delivers: the material types and tags its deliveries carry, the case category it
// adds to a case it is delivered to, and whether the provider delivers it as files, links or texts.
import { z } from 'zod';
import { CatalogueErrorKey } from './catalogue-errors.ts';
import { CaseCategory, CloudScannerLinkType, MaterialTag, MaterialType } from './enums.ts';
import { VIDEO_EXTENSIONS } from './rules.ts';
import { IMAGE_EXTENSIONS } from './uploads.ts';

export const DeliveryKind = z.enum(['files', 'links', 'texts']);
export type DeliveryKind = z.infer<typeof DeliveryKind>;

/**
 * The material types the provider delivers as files, with the extensions each takes. A floor plan comes as a
 * picture or a PDF; a 720° panorama is an equirectangular JPEG; an animated picture a GIF or a short film.
 */
export const FILE_EXTENSIONS_OF_TYPE = {
  Picture: IMAGE_EXTENSIONS,
  Floorplan: ['png', 'jpg', 'jpeg', 'pdf'],
  AnimatedPicture: ['gif', 'mp4'],
  PanoramasJpeg: ['jpg', 'jpeg'],
  Video: VIDEO_EXTENSIONS,
  SlideShow: VIDEO_EXTENSIONS,
  BeforeAfterPictures: ['jpg', 'jpeg', 'png', 'webp'],
  BeforeAfterPanoramas: ['jpg', 'jpeg'],
} as const satisfies Partial<Record<MaterialType, readonly string[]>>;

export type FileMaterialType = keyof typeof FILE_EXTENSIONS_OF_TYPE;

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

export const TEXT_MATERIAL_TYPES = ['CopywriteTexts'] as const satisfies readonly MaterialType[];

/** Kept on material delivered long ago; no product delivers them any more (a Flash player no longer runs). */
export const RETIRED_MATERIAL_TYPES = [
  'Unknown',
  'PanoramasFlash',
] as const satisfies readonly MaterialType[];

export const isFileMaterialType = (type: MaterialType): type is FileMaterialType =>
  type in FILE_EXTENSIONS_OF_TYPE;

const TYPES_OF_KIND: Record<DeliveryKind, readonly MaterialType[]> = {
  files: Object.keys(FILE_EXTENSIONS_OF_TYPE) as FileMaterialType[],
  links: LINK_MATERIAL_TYPES,
  texts: TEXT_MATERIAL_TYPES,
};

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

/**
 * Why the delivery fields do not fit together, as the field and message key to show, or null: every
 * material type is delivered in one of the chosen ways, and every chosen way delivers at least one type.
 */
export function productDeliveryProblem(
  fields: Pick<ProductDeliveryFields, 'deliveredMaterialTypes' | 'deliveryKinds'>,
): { field: 'deliveredMaterialTypes' | 'deliveryKinds'; key: string } | null {
  const types = fields.deliveredMaterialTypes;
  if (types.some((type) => (RETIRED_MATERIAL_TYPES as readonly string[]).includes(type))) {
    return { field: 'deliveredMaterialTypes', key: CatalogueErrorKey.typeRetired };
  }
  const deliverable = (type: MaterialType) =>
    fields.deliveryKinds.some((kind) => TYPES_OF_KIND[kind].includes(type));
  if (!types.every(deliverable))
    return { field: 'deliveredMaterialTypes', key: CatalogueErrorKey.typeNotDelivered };
  const kindWithoutType = fields.deliveryKinds.find(
    (kind) => !types.some((type) => TYPES_OF_KIND[kind].includes(type)),
  );
  if (kindWithoutType) return { field: 'deliveryKinds', key: CatalogueErrorKey.kindWithoutType };
  return null;
}

/** The file types of a product that delivers files, in the product's order. */
export function deliveredFileTypes(
  fields: Pick<ProductDeliveryFields, 'deliveredMaterialTypes' | 'deliveryKinds'>,
) {
  if (!fields.deliveryKinds.includes('files')) return [];
  return fields.deliveredMaterialTypes.filter(isFileMaterialType);
}

/** The file extensions a product that delivers files takes, each once. */
export function deliveredFileExtensions(
  fields: Pick<ProductDeliveryFields, 'deliveredMaterialTypes' | 'deliveryKinds'>,
): string[] {
  return [...new Set(deliveredFileTypes(fields).flatMap((type) => FILE_EXTENSIONS_OF_TYPE[type]))];
}
