import { type LoginUrlResponse, portalPathOf, StorageKey } from '@portal/contracts';
import { writeStored } from './storage.ts';

export const HOME_PATH = '/dashboard';

/** The cache keys of the sign-in and the session; every other feature's are in lib/query-keys.ts. */
export const authKeys = {
  all: ['auth'] as const,
  /** The signed-in user; a new session starts from it (lib/session.ts). */
  user: () => [...authKeys.all, 'user'] as const,
  /** What the user may do (menus and buttons); under the session's prefix, so a new session drops it. */
  permissions: () => [...authKeys.all, 'permissions'] as const,
  loginInfo: (redirectUrl: string) => [...authKeys.all, 'login-url', redirectUrl] as const,
  /** How a typed address signs in: by password, or through its organisation's directory. */
  signInMethod: (email: string, redirectUrl: string) =>
    [...authKeys.all, 'login-url', redirectUrl, email] as const,
  directoryChoices: () => [...authKeys.all, 'directory-choices'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};

/**
 * The page of this portal that `target` names, as a path; undefined for another site, a script URL or a
 * value with a control character (the contracts' rule, which the hub applies too).
 */
export const portalPagePath = (target: string | null | undefined): string | undefined =>
  portalPathOf(target, window.location.origin);

/** A redirect target taken from the address bar, so a crafted link cannot send a user to another site. */
export const safeRedirect = (target: string | null | undefined): string =>
  portalPagePath(target) ?? HOME_PATH;

export function loginPath(returnTo?: string): string {
  if (!returnTo || returnTo === '/' || returnTo.startsWith('/login')) return '/login';
  return `/login?redirectUrl=${encodeURIComponent(returnTo)}`;
}

/** docs/product.md: the login-url answer is kept in local storage under the keys it names. */
export function storeLoginInfo(info: LoginUrlResponse): void {
  writeStored(StorageKey.login, info.loginUrl);
  writeStored(StorageKey.logout, info.logoutUrl);
  writeStored(StorageKey.schema, info.authenticationScheme);
  writeStored(StorageKey.resetPassword, info.resetPasswordUrl);
  writeStored(StorageKey.passwordErrorCode, info.resetPasswordErrorCode);
  writeStored(StorageKey.headerUserId, info.impersonatingUserIdHeaderName);
}
