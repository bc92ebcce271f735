// The usage rights of delivered material (docs/product.md, "Usage rights"): who is credited, what the office
// may use it for and until when. Rights are stamped on each material when it is delivered, from its product's
// defaults, so a later change of the defaults never changes a licence already granted.
import { z } from 'zod';
import { ErrorKey } from './errors.ts';

/**
 * What the material may be used for: the listing and marketing of this sale, a portrait for the person's time
 * at the office, or the provider's own words (`licenceText`).
 */
export const RightsLicence = z.enum(['SALE_MARKETING', 'PERSON_AT_OFFICE', 'CUSTOM']);
export type RightsLicence = z.infer<typeof RightsLicence>;

/** The longest a product's licence may be set to run, in months (ten years). */
export const RIGHTS_VALID_MONTHS_MAX = 120;
const CREDIT_MAX = 200;
const LICENCE_TEXT_MAX = 1000;

/** Every material in GET /cases/{id}/assets carries these. */
export const MaterialRights = z.object({
  /** The photographer or studio to credit; null where nobody is named (material of a copy's source without one). */
  credit: z.string().nullable(),
  licence: RightsLicence,
  /** The licence's own words when `licence` is CUSTOM; null otherwise. */
  licenceText: z.string().nullable(),
  /** The last day the material may be used (YYYY-MM-DD, through the end of that day in the department's zone); null: no expiry. */
  expiresOn: z.iso.date().nullable(),
  /** Past `expiresOn` today in the department's zone: not offered for copying, sharing, zips or listing exports. */
  expired: z.boolean(),
});
export type MaterialRights = z.infer<typeof MaterialRights>;

const credit = z.string().trim().max(CREDIT_MAX, 'rules.string.max').nullable();
const licenceText = z.string().trim().max(LICENCE_TEXT_MAX, 'rules.string.max').nullable();

/** A custom licence needs its words; the others take none. */
function customLicenceHasText(
  body: { licence: RightsLicence; licenceText: string | null },
  context: z.RefinementCtx,
) {
  if (body.licence === 'CUSTOM' && !body.licenceText)
    context.addIssue({ code: 'custom', path: ['licenceText'], message: 'rules.required' });
}

/**
 * PUT /cases/{id}/assets/rights (provider staff who deliver): the same rights for the chosen material, e.g. a
 * portrait's expiry when the person leaves the office, or a custom licence agreed with the seller.
 */
export const MaterialRightsBody = z
  .object({
    materialIds: z.array(z.uuid()).min(1, ErrorKey.nothingChosen).max(2000),
    credit,
    licence: RightsLicence,
    licenceText,
    expiresOn: z.iso.date('rules.type').nullable(),
  })
  .superRefine(customLicenceHasText);
export type MaterialRightsBody = z.infer<typeof MaterialRightsBody>;

/**
 * A product's default rights, set by provider staff in the catalogue and stamped on what it delivers: the
 * credit (null: the photographer of the order's visit, else the provider's studio name), the licence, and how
 * many months from the delivery it runs (null: no expiry).
 */
export const ProductRightsDefaults = z
  .object({
    credit,
    licence: RightsLicence,
    licenceText,
    validMonths: z
      .number()
      .int('rules.number.integer')
      .min(1, 'rules.number.min')
      .max(RIGHTS_VALID_MONTHS_MAX, 'rules.number.max')
      .nullable(),
  })
  .superRefine(customLicenceHasText);
export type ProductRightsDefaults = z.infer<typeof ProductRightsDefaults>;

/** What a product delivers under when staff set nothing: the listing and marketing of the sale, no expiry. */
export const DEFAULT_PRODUCT_RIGHTS: ProductRightsDefaults = {
  credit: null,
  licence: 'SALE_MARKETING',
  licenceText: null,
  validMonths: null,
};

/** GET /cases/{id}/assets/rights: the case's rights summary (per file: credit, licence, expiry) as a file. */
export const RightsSummaryQuery = z.object({ format: z.enum(['csv', 'pdf']) });
export type RightsSummaryQuery = z.infer<typeof RightsSummaryQuery>;

/** Whether rights ending `expiresOn` have expired on `today` (both YYYY-MM-DD, the department's local day). */
export const isRightsExpired = (expiresOn: string | null, today: string) =>
  expiresOn !== null && today > expiresOn;

/** The last day of a licence of `validMonths` from the delivery day (YYYY-MM-DD): the day before the same date that many months on, the month's last day where it is shorter. */
export function rightsExpiryOf(deliveredOn: string, validMonths: number | null): string | null {
  if (validMonths === null) return null;
  const [year, month, day] = deliveredOn.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + validMonths;
  const lastDayOfTarget = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(year, monthIndex, Math.min(day, lastDayOfTarget)));
  target.setUTCDate(target.getUTCDate() - 1);
  return target.toISOString().slice(0, 10);
}
