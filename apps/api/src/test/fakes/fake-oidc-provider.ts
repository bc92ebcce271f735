// An organisation's directory for tests: a real OpenID Connect provider (oidc-provider) on 127.0.0.1 with its
// own login page, one confidential client, authorization code with PKCE. Route tests drive its login page
// over HTTP (`signIn`); browser tests fill it in like a person.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';

export interface FakeDirectoryAccount {
  /** The directory's id of the account (the ID token's `sub`). */
  subject: string;
  /** What the person types on the login page; also the `email` claim unless `email` says otherwise. */
  login: string;
  password: string;
  /** The `email` claim; null leaves it out (a directory that sends no address). */
  email?: string | null;
  /** The `email_verified` claim, true unless given; null leaves it out. */
  emailVerified?: boolean | null;
  givenName?: string;
  familyName?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Organisation sign-in</title></head>
<body><main><h1>Sign in to your organisation</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email <input name="login" type="email" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: FakeDirectoryAccount[];
}) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const issuer = `http://127.0.0.1:${address.port}`;
  const accounts = [...options.accounts];
  let codeTtlSeconds = 60;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'fake-directory', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: () => codeTtlSeconds,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // The address and names go into the ID token itself, as directories such as Entra ID do.
    conformIdTokenClaims: false,
    findAccount: (_ctx, subject) => {
      const account = accounts.find((candidate) => candidate.subject === subject);
      if (!account) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          ...(account.email === null ? {} : { email: account.email ?? account.login }),
          ...(account.emailVerified === null ? {} : { email_verified: account.emailVerified ?? true }),
          given_name: account.givenName,
          family_name: account.familyName,
          name: [account.givenName, account.familyName].filter(Boolean).join(' ') || undefined,
        }),
      };
    },
    // The portal is the organisation's own application: no consent screen.
    loadExistingGrant: async (ctx) => {
      const { session, client, provider: current } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grant = new current.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handleProvider = provider.callback();

  async function handleInteraction(request: IncomingMessage, response: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
      return;
    }
    const form = await readForm(request);
    const account = accounts.find((candidate) => candidate.login === form.get('login'));
    if (!account || account.password !== form.get('password')) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(loginPage(uid, 'Wrong email or password.'));
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.subject } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (request, response) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(request.url?.split('?')[0] ?? '');
    if (!interaction?.[1]) {
      handleProvider(request, response);
      return;
    }
    handleInteraction(request, response, interaction[1]).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  /**
   * Goes through the provider's login page as a browser would, from the authorization URL to the redirect
   * back to the client; answers that redirect (the client's callback URL with code, state and iss).
   */
  async function signIn(authorizationUrl: string, login: string, password: string): Promise<string> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    let form: URLSearchParams | undefined;
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form?.toString(),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', ...value] = pair.split('=');
        jar.set(name.trim(), value.join('='));
      }
      form = undefined;
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url).href;
        if (!next.startsWith(issuer)) return next;
        url = next;
        continue;
      }
      const page = await response.text();
      if (!page.includes('name="login"')) throw new Error(`unexpected page from the directory: ${page}`);
      if (page.includes('role="alert"')) throw new Error('the directory refused the login');
      form = new URLSearchParams({ login, password });
    }
    throw new Error('too many redirects at the directory');
  }

  return {
    issuer,
    signIn,
    /** Adds an account the login page accepts from now on. */
    addAccount: (account: FakeDirectoryAccount) => void accounts.push(account),
    /** How long a new authorization code stays valid, for the expired-code test. */
    setCodeTtl: (seconds: number) => {
      codeTtlSeconds = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
