// Names the portal and the hub share for signing in, free of zod so the portal's first page can read them
// without loading the schema library.

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
  /** The department whose look the portal wears: `<user id>:<department id>` (not in the product description). */
  departmentLook: 'departmentLook',
} as const;

/**
 * login-url's authenticationScheme for an address whose domain signs in through the organisation's directory
 * (OpenID Connect); its loginUrl starts that sign-in at the hub. Other addresses get AUTH_SCHEME.
 */
export const DIRECTORY_SCHEME = 'OpenIdConnect';
