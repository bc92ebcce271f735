import { z } from 'zod';
import { password, phone } from './rules.ts';

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

export const InvitationRecord = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: InvitationStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
  branches: z.array(
    z.object({ id: z.number().int(), name: z.string(), countryCode: z.string(), isAdmin: z.boolean() }),
  ),
});
export type InvitationRecord = z.infer<typeof InvitationRecord>;

export const InvitationAcceptBody = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  mobilePhone: phone().nullable(),
  password,
});
export type InvitationAcceptBody = z.infer<typeof InvitationAcceptBody>;
