import { z } from 'zod';
import type { Branch } from './branches.ts';
import { BranchRecord } from './branches.ts';
import { BranchAccess, Locale } from './enums.ts';
import { PageRequest, pageOf, SearchText } from './paging.ts';
import { Permission } from './permissions.ts';
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
  /** The language the user's mails are written in: the one they last used the portal in; null before that. */
  locale: Locale.nullable(),
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

/**
 * PUT /User/id/{id}/locale: the language the user uses the portal in, stored so that the hub writes their
 * mails in it. The portal sends it whenever its language and the stored one differ.
 */
export const UserLocaleBody = z.object({ locale: Locale });
export type UserLocaleBody = z.infer<typeof UserLocaleBody>;

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

/** A user's access to one department on the admin pages: NONE, REGULAR or ADMIN, and the role behind it. */
export const DepartmentAccess = z.object({
  branchId: z.number().int(),
  branchName: z.string(),
  access: BranchAccess,
  /** The role the user holds in the department; null for NONE. */
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
});
export type DepartmentAccess = z.infer<typeof DepartmentAccess>;

/** POST /User/search: active users of the departments the caller administers (all of them, or those asked). */
export const AdminUserSearchBody = PageRequest.extend({
  search: SearchText.optional(),
  branchIds: z.array(z.number().int()).max(500).optional(),
});
export type AdminUserSearchBody = z.input<typeof AdminUserSearchBody>;

/** A row of the users page: the user and their access in every department the caller administers. */
export const AdminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  isDirectoryUser: z.boolean(),
  access: z.array(DepartmentAccess),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUserSearchResult = pageOf(AdminUserRow);
export type AdminUserSearchResult = z.infer<typeof AdminUserSearchResult>;

/** GET /User/id/{id}/access: the user's access in every department the caller administers, NONE included. */
export const UserAccessList = z.array(DepartmentAccess);
export type UserAccessList = z.infer<typeof UserAccessList>;

/**
 * PATCH /User/id/{userId}/branch/{branchId}: the spec's admin flag, or (our addition) a role by id. Exactly
 * one of them. A user without access to the department gets it.
 */
export const BranchAccessPatchBody = z
  .object({ isAdmin: z.boolean().optional(), roleId: z.number().int().optional() })
  .refine((body) => (body.isAdmin === undefined) !== (body.roleId === undefined), {
    message: 'rules.oneOf',
    path: ['isAdmin'],
  });
export type BranchAccessPatchBody = z.infer<typeof BranchAccessPatchBody>;

/** POST /User/impersonation/search: the users support staff may act as (active, not themselves). */
export const ImpersonationSearchBody = PageRequest.extend({ search: SearchText.optional() });
export type ImpersonationSearchBody = z.input<typeof ImpersonationSearchBody>;

export const ImpersonationCandidate = ActiveUser.extend({
  branches: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** False when the user holds a permission the signed-in person does not: acting as them is refused. */
  mayActAs: z.boolean(),
});
export type ImpersonationCandidate = z.infer<typeof ImpersonationCandidate>;

export const ImpersonationSearchResult = pageOf(ImpersonationCandidate);
export type ImpersonationSearchResult = z.infer<typeof ImpersonationSearchResult>;

/** POST /User/id/{id}/sign-in-link: the language of the mail (else the user's own). */
export const SignInLinkSendBody = z.object({ locale: z.enum(['en', 'da', 'sv', 'no']).optional() }).nullish();
export type SignInLinkSendBody = z.infer<typeof SignInLinkSendBody>;

/**
 * GET /Authentication/user/permissions: what the current user (the impersonated one while impersonating) may
 * do, so the portal shows only the menus and buttons that work; `mayImpersonate` is the signed-in person's.
 */
export const UserPermissions = z.object({
  permissions: z.array(Permission),
  branches: z.array(z.object({ branchId: z.number().int(), permissions: z.array(Permission) })),
  mayImpersonate: z.boolean(),
  /** A photographer's own account: the console plans only their visits, so the booking queue is not theirs. */
  photographer: z.boolean(),
});
export type UserPermissions = z.infer<typeof UserPermissions>;
