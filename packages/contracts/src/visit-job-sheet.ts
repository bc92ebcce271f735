// The photographer's job sheet of a visit: what the order asks to be shot and what the office told of the
// property, the keys and whom to meet (GET /provider/visits/{bookingId}/job-sheet).
import { z } from 'zod';
import { ContactPersonRecord } from './cases.ts';
import { MaterialTag, MaterialType } from './enums.ts';
import { OrderPropertyFacts } from './orders.ts';

/** One line of the order as the job sheet lists it (a package's own line and fees are left out). */
export const JobSheetLine = z.object({
  orderlineId: z.string(),
  productName: z.string(),
  orderedQuantity: z.number().int(),
  unit: z.string(),
  /** What the line's product delivers (pictures, a floor plan, a Matterport scan...); none when unknown. */
  deliveredMaterialTypes: z.array(MaterialType),
  tags: z.array(MaterialTag),
  /**
   * Whether the work is done at the address (the product books the photographer or a drone flight), rather
   * than afterwards at a desk (virtual staging, texts). A line whose product is unknown counts as on site.
   */
  atVisit: z.boolean(),
  /** A drone flight: the product's tasks include aerial photography. */
  aerial: z.boolean(),
});
export type JobSheetLine = z.infer<typeof JobSheetLine>;

export const VisitJobSheetRecord = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  salesId: z.string(),
  address: z.string(),
  lines: z.array(JobSheetLine),
  ...OrderPropertyFacts.shape,
  /** The case's contact persons, by priority. */
  contactPersons: z.array(ContactPersonRecord),
});
export type VisitJobSheetRecord = z.infer<typeof VisitJobSheetRecord>;
