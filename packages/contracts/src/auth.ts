import { z } from 'zod';
import { password } from './rules.ts';
import { UserRecord } from './users.ts';

/** Header a cross-site form cannot send; required on state-changing calls made with the session cookie. */
export const CSRF_HEADER = 'x-portal-request';
export const SESSION_COOKIE = 'portal_session';
export const AUTH_SCHEME = 'Bearer';
export const IMPERSONATION_HEADER = 'x-impersonate-user-id';

/** Keys the portal keeps in local storage (docs/product.md). */
export const StorageKey = {
  user: 'user',
  headerUserId: 'headerUserId',
  login: 'login',
  logout: 'logout',
  schema: 'schema',
  refreshing: 'refreshing',
  resetPassword: 'resetPassword',
  redirectUrl: 'redirectUrl',
  passwordErrorCode: 'passwordErrorCode',
  reference: 'reference',
  authToken: 'authToken',
  locale: 'locale',
} as const;

export const LoginUrlQuery = z.object({
  redirectUrl: z.string().max(2000).optional(),
  email: z.string().max(254).optional(),
  nonce: z.string().max(200).optional(),
});

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
