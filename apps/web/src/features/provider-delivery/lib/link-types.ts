import {
  type DeliveryLineRecord,
  LINK_MATERIAL_TYPES,
  type MaterialType,
  type ProductDeliveryFields,
} from '@portal/contracts';

/** What the line's product delivers, as far as the line says. */
export function productDeliveryOf(line: DeliveryLineRecord): Partial<ProductDeliveryFields> {
  return line as DeliveryLineRecord & Partial<ProductDeliveryFields>;
}

/**
 * The link types the delivery form offers for a line: those its product delivers, when the line names
 * them and one of them is a link; every link type otherwise.
 */
export function linkTypesFor(line: DeliveryLineRecord): MaterialType[] {
  const delivered = productDeliveryOf(line).deliveredMaterialTypes ?? [];
  const offered = LINK_MATERIAL_TYPES.filter((type) => delivered.includes(type));
  return offered.length > 0 ? offered : [...LINK_MATERIAL_TYPES];
}
