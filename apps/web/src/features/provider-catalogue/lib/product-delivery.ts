import {
  CatalogueProductBody,
  CatalogueProductCreateBody,
  type CatalogueProductRow,
  type ProductDeliveryFields,
} from '@portal/contracts';
import type { z } from 'zod';

export const ProductEditSchema = CatalogueProductBody;
export const ProductCreateSchema = CatalogueProductCreateBody;
export type ProductValues = z.input<typeof ProductCreateSchema>;

/** A new product delivers pictures as files to a property case until staff say otherwise. */
const NEW_PRODUCT_DELIVERY: ProductDeliveryFields = {
  deliveredMaterialTypes: ['Picture'],
  tags: [],
  caseCategory: 'CASE',
  deliveryKinds: ['files'],
  cloudScannerLinkTypes: [],
};

/** What a saved product delivers, or what a new one starts with. */
export function deliveryOf(product: CatalogueProductRow | null): ProductDeliveryFields {
  if (!product) return NEW_PRODUCT_DELIVERY;
  const { deliveredMaterialTypes, tags, caseCategory, deliveryKinds, cloudScannerLinkTypes } = product;
  return { deliveredMaterialTypes, tags, caseCategory, deliveryKinds, cloudScannerLinkTypes };
}
