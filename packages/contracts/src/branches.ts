import { z } from 'zod';
import { BranchAccess, CountryCode } from './enums.ts';
import { mapLocale } from './locale.ts';
import { PageRequest, pageOf, SearchText } from './paging.ts';

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

/** POST /Branch/search: the departments the caller has access to (every one for provider admins), by name. */
export const BranchSearchBody = PageRequest.extend({ search: SearchText.optional() });
export type BranchSearchBody = z.input<typeof BranchSearchBody>;

/**
 * GET /Branch/id/{id}: every field of a department (docs/product.md), the caller's access to it, and whether
 * it may create orders (the order-creation blacklist).
 */
export const BranchDetails = BranchRecord.extend({
  access: BranchAccess,
  orderCreationBlocked: z.boolean(),
  /** Email domains whose people sign in through the organisation's directory into this department. */
  directoryDomains: z.array(z.string()),
});
export type BranchDetails = z.infer<typeof BranchDetails>;

export const BranchSearchResult = pageOf(BranchDetails);
export type BranchSearchResult = z.infer<typeof BranchSearchResult>;

/** A locale a department may have: one the portal maps to a language it speaks (da-DK, sv-SE, nb-NO...). */
const BranchLocale = z
  .string()
  .trim()
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
  .refine((locale) => mapLocale(locale) !== null, 'rules.oneOf')
  .meta({ example: 'da-DK' });

/** PATCH /Branch/id/{id} (provider admins): the department's settings. Its currency follows its catalogue. */
export const BranchPatchBody = z.object({
  axCustomerId: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(200),
  countryCode: CountryCode,
  useUpperCase: z.boolean(),
  endUserInvoicing: z.boolean(),
  businessInvoicing: z.boolean(),
  maxImageUploadCount: z.number().int().min(1).max(1000),
  contactPersonId: z.string().trim().max(100).nullable(),
  locale: BranchLocale,
});
export type BranchPatchBody = z.infer<typeof BranchPatchBody>;

/** An email domain as the directory mapping keeps it: lower case, at least one dot, no scheme or path. */
export const EmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'rules.string.matches')
  .meta({ example: 'nordbolig.dk' });

/** PUT /Branch/id/{id}/directory-domains (provider admins): the whole list of the department's domains. */
export const DirectoryDomainsBody = z.object({
  domains: z
    .array(EmailDomain)
    .max(50)
    .transform((domains) => [...new Set(domains)]),
});
export type DirectoryDomainsBody = z.input<typeof DirectoryDomainsBody>;

/** What the hub connects to for a department (the apps page). */
export const BranchAppKey = z.enum([
  'aiText',
  'textCatalogue',
  'addressLookup',
  'sms',
  'fileStorage',
  'directorySignIn',
]);
export type BranchAppKey = z.infer<typeof BranchAppKey>;

/**
 * `service`: the real service is configured and used. `offline`: the hub's built-in default does the work
 * (docs/decisions/0073-departments-and-their-apps.md names each). `off`: the department does without it
 * (directory sign-in without domains).
 */
export const BranchAppState = z.enum(['service', 'offline', 'off']);
export type BranchAppState = z.infer<typeof BranchAppState>;

export const BranchApp = z.object({
  key: BranchAppKey,
  state: BranchAppState,
  /** Where it is set up: the hub's environment (README, the named variables) or the department itself. */
  configuredIn: z.enum(['environment', 'department']),
  variables: z.array(z.string()),
  /** What the state means in this department, e.g. the address service of its country or its domains. */
  details: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type BranchApp = z.infer<typeof BranchApp>;
