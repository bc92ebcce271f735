import { z } from 'zod';
import { password } from './rules.ts';
import { UserRecord } from './users.ts';

/**
 * GET /Authentication/session: the current user, or null without a live session. The portal asks this rather
 * than GET /Authentication/user, so a signed-out visitor's browser logs no failed request.
 */
export const SessionAnswer = z.object({ user: UserRecord.nullable() });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

export const LoginUrlQuery = z.object({
  redirectUrl: z.string().max(2000).optional(),
  email: z.string().max(254).optional(),
  nonce: z.string().max(200).optional(),
});
export type LoginUrlQuery = z.infer<typeof LoginUrlQuery>;

export const LoginUrlResponse = z.object({
  authenticationScheme: z.string(),
  loginUrl: z.string(),
  logoutUrl: z.string().nullable(),
  resetPasswordUrl: z.string(),
  resetPasswordErrorCode: z.string(),
  impersonatingUserIdHeaderName: z.string(),
});
export type LoginUrlResponse = z.infer<typeof LoginUrlResponse>;

export const SignInBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
  remember: z.boolean().default(false),
  tokenType: z
    .enum(['cookie', 'bearer'])
    .default('cookie')
    .describe(
      'cookie (the portal): the session travels only in the HttpOnly cookie. bearer (API clients): the answer carries the token for an Authorization: Bearer header, and no cookie is set.',
    ),
});
export type SignInBody = z.input<typeof SignInBody>;

export const SignInResponse = z.object({
  token: z.string().optional().describe('Only when the sign-in asked for tokenType bearer.'),
  authenticationScheme: z.string(),
  user: UserRecord,
});
export type SignInResponse = z.infer<typeof SignInResponse>;

export const ForgotPasswordBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  locale: z.enum(['en', 'da', 'sv', 'no']).optional(),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: z.string().min(10).max(200),
  password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** GET /Authentication/directory/start: the address typed on the login page and where to go afterwards. */
export const DirectoryStartQuery = z.object({
  email: z.string().trim().toLowerCase().email().max(254).optional(),
  redirectUrl: z.string().max(2000).optional(),
});

/** One department and user the directory account may act as (the directory login screen). */
export const DirectoryChoice = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  branchId: z.number().int(),
  branchName: z.string(),
});
export type DirectoryChoice = z.infer<typeof DirectoryChoice>;

/** GET /Authentication/directory/choices: what the directory account may act as, while the choice is open. */
export const DirectoryChoices = z.object({
  email: z.string(),
  choices: z.array(DirectoryChoice),
  expiresAt: z.string(),
});
export type DirectoryChoices = z.infer<typeof DirectoryChoices>;

/** POST /Authentication/directory/choose: one of the offered pairs. */
export const DirectoryChooseBody = z.object({ userId: z.uuid(), branchId: z.number().int() });
export type DirectoryChooseBody = z.infer<typeof DirectoryChooseBody>;

/**
 * After a directory choice: the signed-in user, the department chosen (the portal starts in it) and the
 * portal page the sign-in was started for.
 */
export const DirectoryChosen = z.object({
  authenticationScheme: z.string(),
  user: UserRecord,
  branchId: z.number().int(),
  redirectUrl: z.string(),
});
export type DirectoryChosen = z.infer<typeof DirectoryChosen>;

/** POST /Authentication/sign-in-link: the user and token of an external sign-in link. */
export const SignInLinkBody = z.object({ userId: z.uuid(), token: z.string().min(10).max(200) });
export type SignInLinkBody = z.infer<typeof SignInLinkBody>;
