import {
  type DeliveryLineRecord,
  LINK_MATERIAL_TYPES,
  type LinkType,
  type ProductDeliveryFields,
} from '@portal/contracts';

/** What the line's product delivers, as far as the line says. */
export function productDeliveryOf(line: DeliveryLineRecord): Partial<ProductDeliveryFields> {
  return line as DeliveryLineRecord & Partial<ProductDeliveryFields>;
}

/**
 * The link types the delivery form offers for a line: those its product delivers (its link material types and
 * cloud scanner links), when the line names any; every link material type otherwise.
 */
export function linkTypesFor(line: DeliveryLineRecord): LinkType[] {
  const product = productDeliveryOf(line);
  const delivered: readonly string[] = product.deliveredMaterialTypes ?? [];
  const offered: LinkType[] = [
    ...LINK_MATERIAL_TYPES.filter((type) => delivered.includes(type)),
    ...(product.cloudScannerLinkTypes ?? []),
  ];
  return offered.length > 0 ? offered : [...LINK_MATERIAL_TYPES];
}

/** Which ways of delivering the page offers: those the product names, or files and links when it names neither. */
export function deliveryWaysOf(line: DeliveryLineRecord): { files: boolean; links: boolean } {
  const product = productDeliveryOf(line);
  const files = product.deliveryKinds?.includes('files') ?? false;
  const links =
    (product.deliveryKinds?.includes('links') ?? false) || (product.cloudScannerLinkTypes?.length ?? 0) > 0;
  return files || links ? { files, links } : { files: true, links: true };
}
