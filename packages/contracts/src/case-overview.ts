// What the case details page reads besides the case itself: location material from another case (the
// case's texts are in texts.ts).
import { z } from 'zod';
import { CaseCategory } from './enums.ts';

/** At most this many other cases are offered as location material. */
export const LOCATION_MATERIAL_MAX = 20;

/** GET /cases/{id}/location-material: another case of the department whose material may show the area. */
export const LocationMaterialCaseRecord = z.object({
  caseId: z.string(),
  reference: z.string(),
  address: z.string(),
  category: CaseCategory,
  /** Same street, number and postal code as the case (another flat of the building, an earlier sale). */
  sameAddress: z.boolean(),
  /** Active material of the case. */
  materialCount: z.number().int(),
  modifiedDate: z.string(),
});
export type LocationMaterialCaseRecord = z.infer<typeof LocationMaterialCaseRecord>;
