// Starts the hub for the browser tests on a fresh data folder, so every run begins with the demo data, with an
// organisation's directory beside it: the fake OpenID provider of the hub's tests on a loopback port. Only
// addresses of a domain bound to a department (none in the demo data) sign in through it, so the other specs
// sign in by password as before.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// Node 24 runs the TypeScript of the hub and of these helpers by erasing its types
// (docs/decisions/0002-typescript-run-by-type-stripping.md).
const { startFakeOidcProvider } = await import('../../apps/api/src/test/fakes/fake-oidc-provider.ts');
const { DIRECTORY_ACCOUNT, DIRECTORY_CLIENT: CLIENT } = await import('./directory-accounts.ts');
const directory = await startFakeOidcProvider({
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
  redirectUris: [new URL('/api/Authentication/directory/callback', process.env.PUBLIC_URL).href],
  accounts: [DIRECTORY_ACCOUNT],
});
const server = path.resolve(import.meta.dirname, '../../apps/api/src/server.ts');
const hub = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {
    ...process.env,
    OIDC_ISSUER: directory.issuer,
    OIDC_CLIENT_ID: CLIENT.id,
    OIDC_CLIENT_SECRET: CLIENT.secret,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => hub.kill(signal));
hub.on('exit', (code) => process.exit(code ?? 0));
