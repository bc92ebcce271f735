import {
  CatalogueProductBody,
  CatalogueProductCreateBody,
  type CatalogueProductRow,
  ProductDeliveryFields,
} from '@portal/contracts';
import type { z } from 'zod';

/**
 * The product calls with what the product delivers, as the product form sends them; `safeExtend` keeps any
 * rule the calls' schemas hold across their fields.
 */
export const ProductEditSchema = CatalogueProductBody.safeExtend(ProductDeliveryFields.shape);
export const ProductCreateSchema = CatalogueProductCreateBody.safeExtend(ProductDeliveryFields.shape);
export type ProductValues = z.input<typeof ProductCreateSchema>;

/** A new product delivers pictures as files to a property case until staff say otherwise. */
const NEW_PRODUCT_DELIVERY: ProductDeliveryFields = {
  deliveredMaterialTypes: ['Picture'],
  tags: [],
  caseCategory: 'CASE',
  deliveryKinds: ['files'],
  cloudScannerLinkTypes: [],
};

/** What a saved product delivers, each part the new product's where the row does not say. */
export function deliveryOf(product: CatalogueProductRow | null): ProductDeliveryFields {
  const saved = (product ?? {}) as Partial<ProductDeliveryFields>;
  return {
    deliveredMaterialTypes: saved.deliveredMaterialTypes ?? NEW_PRODUCT_DELIVERY.deliveredMaterialTypes,
    tags: saved.tags ?? NEW_PRODUCT_DELIVERY.tags,
    caseCategory: saved.caseCategory ?? NEW_PRODUCT_DELIVERY.caseCategory,
    deliveryKinds: saved.deliveryKinds ?? NEW_PRODUCT_DELIVERY.deliveryKinds,
    cloudScannerLinkTypes: saved.cloudScannerLinkTypes ?? NEW_PRODUCT_DELIVERY.cloudScannerLinkTypes,
  };
}
