import {
  DELIVERY_UPLOAD_RULES,
  type DeliveryLineRecord,
  LINK_MATERIAL_TYPES,
  type LinkType,
  type ProductDeliveryFields,
} from '@portal/contracts';

/**
 * What a line says of its product's deliveries: the product's fields, the link types and file extensions the
 * hub takes for the line, and whether it awaits a delivery of its own at all.
 */
type LineDeliveries = Partial<
  ProductDeliveryFields & { linkTypes: LinkType[]; fileExtensions: string[]; awaitsDelivery: boolean }
>;

function deliveriesOf(line: DeliveryLineRecord): LineDeliveries {
  return line as DeliveryLineRecord & LineDeliveries;
}

/** The material types the line's product delivers, as far as the line says. */
export const deliveredTypesOf = (line: DeliveryLineRecord) => deliveriesOf(line).deliveredMaterialTypes ?? [];

/** False only for a line with nothing of its own to deliver (a package's own line, a fee). */
export const awaitsDelivery = (line: DeliveryLineRecord) => deliveriesOf(line).awaitsDelivery ?? true;

/**
 * The link types the delivery form offers for a line: those the hub takes for it, else those of its product
 * (its link material types and cloud scanner links), else every link material type.
 */
export function linkTypesFor(line: DeliveryLineRecord): LinkType[] {
  const deliveries = deliveriesOf(line);
  if (deliveries.linkTypes?.length) return deliveries.linkTypes;
  const delivered: readonly string[] = deliveries.deliveredMaterialTypes ?? [];
  const offered: LinkType[] = [
    ...LINK_MATERIAL_TYPES.filter((type) => delivered.includes(type)),
    ...(deliveries.cloudScannerLinkTypes ?? []),
  ];
  return offered.length > 0 ? offered : [...LINK_MATERIAL_TYPES];
}

/** The file extensions the line's uploads take: those of its product's types, else every delivered kind of file. */
export function fileExtensionsFor(line: DeliveryLineRecord): readonly string[] {
  const extensions = deliveriesOf(line).fileExtensions;
  return extensions?.length ? extensions : DELIVERY_UPLOAD_RULES.extensions;
}

/** Which ways of delivering the page offers: those the product names, or files and links when the line does not say. */
export function deliveryWaysOf(line: DeliveryLineRecord): { files: boolean; links: boolean; texts: boolean } {
  const deliveries = deliveriesOf(line);
  const kinds = deliveries.deliveryKinds;
  if (!kinds) return { files: true, links: true, texts: false };
  return {
    files: kinds.includes('files'),
    links: kinds.includes('links') || (deliveries.cloudScannerLinkTypes?.length ?? 0) > 0,
    texts: kinds.includes('texts'),
  };
}
