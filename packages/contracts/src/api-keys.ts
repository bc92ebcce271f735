// API keys of a department, for the offices' own systems (docs/api.md; /api/api-keys). A key is shown once
// when it is made and stored as a hash; it acts only within its department and its scopes.
import { z } from 'zod';

/**
 * What a key may do: read cases and their material, create orders, manage webhooks, read the export profiles
 * and a case's listing set.
 */
export const ApiKeyScope = z.enum(['cases.read', 'orders.create', 'webhooks.manage', 'listings.read']);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** The first characters of every key, so a key sent as a bearer token is told apart from a session. */
export const API_KEY_PREFIX = 'pk_';
export const API_KEY_NAME_MAX = 80;

/** POST /api/api-keys: a key of a department the user is admin of. */
export const ApiKeyCreateBody = z.object({
  branchId: z.number().int(),
  name: z.string().trim().min(1, 'rules.required').max(API_KEY_NAME_MAX, 'rules.string.max'),
  scopes: z.array(ApiKeyScope).min(1, 'rules.required'),
  /** The last day the key works (YYYY-MM-DD, through the end of that day UTC); none keeps it until revoked. */
  expiresOn: z.iso.date('rules.type').nullable(),
});
export type ApiKeyCreateBody = z.infer<typeof ApiKeyCreateBody>;

export const ApiKeyListQuery = z.object({ branchId: z.coerce.number().int() });

/** A key as its department's admins see it: never the key itself, only its first characters. */
export const ApiKeyRecord = z.object({
  id: z.uuid(),
  branchId: z.number().int(),
  name: z.string(),
  scopes: z.array(ApiKeyScope),
  /** The prefix and first characters, to tell keys apart. */
  hint: z.string(),
  createdAt: z.iso.datetime(),
  createdByName: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKeyRecord = z.infer<typeof ApiKeyRecord>;

/** The answer of POST /api/api-keys: the only time the key is shown. */
export const ApiKeyCreated = z.object({ apiKey: ApiKeyRecord, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;
