// What a catalogue product delivers: the material types, tags and case category its deliveries carry, and
// whether the provider delivers it as files, links or texts.
import { z } from 'zod';
import { CaseCategory, MaterialTag, MaterialType } from './enums.ts';

export const DeliveryKind = z.enum(['files', 'links', 'texts']);
export type DeliveryKind = z.infer<typeof DeliveryKind>;

export const ProductDeliveryFields = z.object({
  deliveredMaterialTypes: z.array(MaterialType).max(MaterialType.options.length),
  tags: z.array(MaterialTag).max(MaterialTag.options.length),
  caseCategory: CaseCategory,
  deliveryKind: DeliveryKind,
});
export type ProductDeliveryFields = z.infer<typeof ProductDeliveryFields>;
