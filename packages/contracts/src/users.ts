import { z } from 'zod';
import type { Branch } from './branches.ts';
import { BranchRecord } from './branches.ts';
import { password, phone } from './rules.ts';

export const UserRecord = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  phoneAlt: z.string().nullable(),
  timezone: z.string(),
  /** True when the user comes from the external software system. */
  isExternal: z.boolean(),
  /** Directory (ADFS) users sign in elsewhere and cannot change their password here. */
  isDirectoryUser: z.boolean(),
  settings: z.object({ showPrices: z.boolean() }),
  roleId: z.number().int().nullable(),
  branches: z.array(BranchRecord),
  contactPersonId: z.string().nullable(),
  impersonatedUser: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
});
export type UserRecord = z.infer<typeof UserRecord>;

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  initials: string;
  phoneNumber: string | null;
  phoneAlt: string | null;
  timezone: string;
  internal: boolean;
  isDirectoryUser: boolean;
  visiblePrices: boolean;
  roleId: number | null;
  branches: Branch[];
  contactPersonId: string | null;
  impersonating: boolean;
}

/**
 * PATCH /User/id/{id}: branches with NONE access are omitted by the portal before sending. `email` must be the
 * stored address: only its owner changes it, through a link mailed to the new address (EmailChangeBody).
 */
export const UserPatchBody = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().email().max(254),
  phoneNumber: phone().nullable(),
  phoneAlt: phone().nullable(),
  timezone: z.string().min(1).max(64),
  settings: z.object({ showPrices: z.boolean() }),
  branches: z
    .array(z.object({ id: z.number().int(), permissions: z.object({ admin: z.boolean() }) }))
    .optional(),
});
export type UserPatchBody = z.infer<typeof UserPatchBody>;

export const ChangePasswordBody = z.object({
  oldPassword: z.string().min(1),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /User/id/{id}/email-change: the user asks for a new address, proving it is them by their password. */
export const EmailChangeBody = z.object({
  newEmail: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
});
export type EmailChangeBody = z.infer<typeof EmailChangeBody>;

/** POST /User/email-change/confirm: the token of the link mailed to the new address. */
export const EmailChangeConfirmBody = z.object({ token: z.string().min(10).max(200) });
export type EmailChangeConfirmBody = z.infer<typeof EmailChangeConfirmBody>;

/** The address now in use, after a confirmed change. */
export const EmailChangeConfirmed = z.object({ email: z.string() });
export type EmailChangeConfirmed = z.infer<typeof EmailChangeConfirmed>;

export const ActiveUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ActiveUser = z.infer<typeof ActiveUser>;
