import { z } from 'zod';
import { type BranchAccess, CountryCode } from './enums.ts';

/** A department as the hub sends it (docs/product.md). */
export const BranchRecord = z.object({
  id: z.number().int(),
  axCustomerId: z.string(),
  name: z.string(),
  countryCode: CountryCode,
  useUpperCase: z.boolean(),
  endUserInvoicing: z.boolean(),
  businessInvoicing: z.boolean(),
  maxImageUploadCount: z.number().int(),
  contactPersonId: z.string().nullable(),
  locale: z.string(),
  currency: z.string(),
  /** The current (or described) user's permissions in this department; null means no access. */
  permissions: z.object({ admin: z.boolean() }).nullable(),
});
export type BranchRecord = z.infer<typeof BranchRecord>;

/** A department as the portal uses it. */
export interface Branch {
  id: number;
  axCustomerId: string;
  name: string;
  access: BranchAccess;
  countryCode: CountryCode;
  useUpperCase: boolean;
  endUserInvoicing: boolean;
  businessInvoicing: boolean;
  maxImageUploadCount: number;
  contactPersonId: string | null;
  locale: string;
  currency: string;
}
