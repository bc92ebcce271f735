import { z } from 'zod';
import { password, phone } from './rules.ts';
import { UserRecord } from './users.ts';

export const InvitationStatus = z.enum(['PENDING', 'ACCEPTED', 'REMOVED']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const InvitationBranch = z.object({ id: z.number().int(), isAdmin: z.boolean() });

export const InvitationCreateBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  locale: z.enum(['en', 'da', 'sv', 'no']).optional(),
  /** An invite needs access to at least one department. */
  branches: z.array(InvitationBranch).min(1, 'users.invite.needsBranch'),
});
export type InvitationCreateBody = z.input<typeof InvitationCreateBody>;

/** An invitation as admins see it. `id` names the record; it is never the mailed link's secret. */
export const InvitationRecord = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: InvitationStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
  /** The inviting admin's name, for the list of pending invitations; null when that account is gone. */
  invitedByName: z.string().nullable(),
  branches: z.array(
    z.object({ id: z.number().int(), name: z.string(), countryCode: z.string(), isAdmin: z.boolean() }),
  ),
});
export type InvitationRecord = z.infer<typeof InvitationRecord>;

/**
 * What the page of a mailed link reads (GET /User/Invitation/{token}). `accountExists` tells the page to ask
 * the person to sign in as that account instead of creating one; only the address's owner holds the link.
 */
export const PublicInvitation = InvitationRecord.pick({
  email: true,
  firstName: true,
  lastName: true,
  expiresAt: true,
  branches: true,
}).extend({ accountExists: z.boolean() });
export type PublicInvitation = z.infer<typeof PublicInvitation>;

/** The details of a new account made by accepting an invitation. */
export const InvitationAcceptBody = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  mobilePhone: phone().nullable(),
  password,
});
export type InvitationAcceptBody = z.infer<typeof InvitationAcceptBody>;

/**
 * POST /User/Invitation/{token}/accept: the new account's details, or nothing when the address has an
 * account (then the caller must be signed in as it). The hub requires every field when it makes an account.
 * Nullish, because the hub validates a missing body as null.
 */
export const InvitationAcceptRequest = InvitationAcceptBody.partial().nullish();
export type InvitationAcceptRequest = z.infer<typeof InvitationAcceptRequest>;

/** The accepting user; `accountCreated` when the invitation made the account and signed it in. */
export const InvitationAccepted = z.object({ user: UserRecord, accountCreated: z.boolean() });
export type InvitationAccepted = z.infer<typeof InvitationAccepted>;
