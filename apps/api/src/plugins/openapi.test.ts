import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { buildBranch, buildRoles, buildUser, signIn } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

const DOCS = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'];

describe('the API description at /api/docs', async () => {
  const { app: developmentApp, deps, db } = await createTestApp();
  const production = { ...deps, config: { ...deps.config, NODE_ENV: 'production' as const } };
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const productionApp = async (options: BuildOptions = {}) => {
    const app = await buildApp(production, { rateLimits: false, ...options });
    apps.push(app);
    return app;
  };
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  const { regular } = await buildRoles(db);
  const branch = await buildBranch(db);
  const user = await buildUser(db, [{ branchId: branch.id, roleId: regular.id }]);

  it('in production an anonymous visitor cannot read the map of every call (page, JSON or YAML)', async () => {
    const app = await productionApp();
    for (const url of DOCS) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('errors.unauthorized');
      expect(response.body).not.toContain('/api/Authentication');
    }
    const forged = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('in production a signed-in user reads it', async () => {
    const app = await productionApp();
    const cookie = await signIn(app, user.email);
    const json = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/Authentication/sign-in');
    const page = await app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('stays public outside production, and API_DOCS chooses in production', async () => {
    expect((await developmentApp.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const open = await productionApp({ apiDocs: 'public' });
    expect((await open.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const off = await productionApp({ apiDocs: 'off' });
    const cookie = await signIn(off, user.email);
    for (const url of DOCS) {
      expect((await off.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(404);
    }
  });
});
