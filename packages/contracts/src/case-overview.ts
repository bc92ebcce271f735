// What the case details page reads besides the case itself (docs/product.md: texts, location
// material from another case; docs/product.md: GET /cases/{id}/texts/current).
import { z } from 'zod';
import { CaseCategory, TextGroup } from './enums.ts';
import { TEXT_TASK_SECTIONS, TextSectionName, TextTaskCategory } from './task-texts.ts';

/** Which group each text section belongs to (docs/product.md: a fixed table; unknown names go to OTHER). */
export function textGroupOf(name: string): TextGroup {
  for (const sections of Object.values(TEXT_TASK_SECTIONS)) {
    const found = sections.find((section) => section.name === name);
    if (found) return found.group;
  }
  return 'OTHER';
}

/**
 * GET /cases/{id}/texts/current: one entry per text section the case's text tasks have submitted, with the
 * version in force (the first description, the newest of every other section) and how many versions exist.
 */
export const CaseCurrentTextRecord = z.object({
  name: TextSectionName,
  group: TextGroup,
  content: z.string(),
  taskId: z.string(),
  category: TextTaskCategory,
  submittedAt: z.string(),
  versions: z.number().int(),
});
export type CaseCurrentTextRecord = z.infer<typeof CaseCurrentTextRecord>;

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
