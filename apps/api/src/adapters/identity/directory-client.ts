import type * as Oidc from 'openid-client';
import type { Logger } from 'pino';

// The organisation's directory, over OpenID Connect (authorization code with PKCE, state and nonce) through
// openid-client. The hub is a confidential client (client id and secret); the provider's metadata is read
// once from its discovery document and kept for the life of the process. openid-client itself is loaded with
// the first directory sign-in, so a hub without a directory never holds it.

/** What the hub keeps between sending the browser to the directory and the browser coming back. */
export interface DirectoryChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the directory says signed in: its account (issuer and subject) and the claims the hub uses. */
export interface DirectoryClaims {
  issuer: string;
  subject: string;
  email?: string;
  /**
   * Whether the directory vouches for the address: email_verified is true, or it is left out by a directory
   * configured as handing out only verified addresses (OIDC_ISSUER_VERIFIES_EMAIL).
   */
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

/** The directory cannot be reached or described itself wrongly; the sign-in cannot start or finish. */
export class DirectoryUnavailableError extends Error {}

/**
 * The directory refused or the answer failed a check: another state or nonce, a code that is used,
 * expired or was issued for another PKCE verifier, an ID token or response of another issuer.
 */
export class DirectorySignInError extends Error {}

export interface DirectoryClient {
  /** The configured issuer, as its ID tokens name it. */
  readonly issuer: string;
  /** A new sign-in: the directory's authorization URL and the checks its answer must pass. */
  startSignIn(input: { redirectUri: string; loginHint?: string }): Promise<{ url: string } & DirectoryChecks>;
  /** Redeems the code of the callback URL, checking state, nonce, PKCE and the issuer; the ID token's claims. */
  finishSignIn(callbackUrl: URL, checks: DirectoryChecks): Promise<DirectoryClaims>;
}

const TIMEOUT_SECONDS = 8;
const SCOPE = 'openid email profile';

/** Plain http is allowed only for a directory on this machine (the tests' provider, a local trial). */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export function createDirectoryClient(options: {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  /** The directory hands out only verified addresses, so a token without email_verified counts as verified. */
  issuerVerifiesEmail?: boolean;
  logger: Logger;
}): DirectoryClient | undefined {
  const { issuer, clientId, clientSecret, issuerVerifiesEmail = false, logger } = options;
  if (!issuer || !clientId || !clientSecret) return undefined;
  const issuerUrl = new URL(issuer);
  const insecure = issuerUrl.protocol === 'http:' && isLoopback(issuerUrl);
  let library: Promise<typeof Oidc> | undefined;
  const loadLibrary = () => {
    library ??= import('openid-client');
    return library;
  };
  let configuration: Promise<Oidc.Configuration> | undefined;

  const configure = (): Promise<Oidc.Configuration> => {
    configuration ??= loadLibrary()
      .then((oidc) =>
        oidc.discovery(issuerUrl, clientId, clientSecret, undefined, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
          timeout: TIMEOUT_SECONDS,
        }),
      )
      .catch((error: unknown) => {
        // Not kept: the next sign-in tries the discovery again.
        configuration = undefined;
        logger.warn({ err: error }, 'the directory (OpenID Connect) could not be discovered');
        throw new DirectoryUnavailableError('directory discovery failed', { cause: error });
      });
    return configuration;
  };

  return {
    issuer,
    async startSignIn({ redirectUri, loginHint }) {
      const config = await configure();
      const oidc = await loadLibrary();
      const checks: DirectoryChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (loginHint) parameters.login_hint = loginHint;
      return { url: oidc.buildAuthorizationUrl(config, parameters).href, ...checks };
    },
    async finishSignIn(callbackUrl, checks) {
      const config = await configure();
      const oidc = await loadLibrary();
      let tokens: Awaited<ReturnType<typeof Oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
      } catch (error) {
        logger.warn({ err: error }, 'a directory sign-in was refused');
        throw new DirectorySignInError('directory sign-in refused', { cause: error });
      }
      const claims = tokens.claims();
      if (!claims) throw new DirectorySignInError('no ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        // Only the boolean true counts; a string or a false never does, trusted directory or not.
        emailVerified:
          claims.email_verified === true || (claims.email_verified === undefined && issuerVerifiesEmail),
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}
