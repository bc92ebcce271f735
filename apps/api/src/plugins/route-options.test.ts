import Fastify, { type RouteShorthandOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeOptionsPlugin } from './route-options.ts';

/** A bare Fastify with the plugin and one route registered with `options`. */
async function hubWith(url: string, options: RouteShorthandOptions) {
  const app = Fastify();
  await app.register(routeOptionsPlugin);
  await app.register(async (scope) => {
    scope.get(url, options, async () => ({}));
  });
  await app.ready();
  return app;
}

const declared: RouteShorthandOptions = {
  config: { audience: 'cases.read' },
  schema: { operationId: 'listThings', summary: 'The things', tags: ['Things'] },
};

describe('every route of the API declares its operation in its options', () => {
  it('a route without its operationId, summary or audience stops the hub from starting, naming the route and what it lacks', async () => {
    await expect(hubWith('/api/things', { schema: { tags: ['Things'] } })).rejects.toThrow(
      'GET /api/things declares no schema.operationId, schema.summary, config.audience (public, portal, cases.read, orders.create, webhooks.manage, listings.read) in its options',
    );
    await expect(
      hubWith('/api/things', { ...declared, schema: { operationId: 'listThings', tags: ['Things'] } }),
    ).rejects.toThrow('GET /api/things declares no schema.summary in its options');
    await expect(hubWith('/api/things', { ...declared, config: {} })).rejects.toThrow(
      'GET /api/things declares no config.audience',
    );
  });

  it('an audience that names no scope is refused as missing', async () => {
    await expect(
      hubWith('/api/things', { ...declared, config: { audience: 'cases.write' as 'cases.read' } }),
    ).rejects.toThrow('GET /api/things declares no config.audience');
  });

  it('a declared route is an operation of the hub; the HEAD route Fastify adds for it is not another', async () => {
    const app = await hubWith('/api/things/:id', {
      ...declared,
      config: { audience: 'public', limitGroup: 'publicLinks' },
    });
    expect(app.operations).toEqual([
      {
        method: 'GET',
        url: '/api/things/:id',
        operationId: 'listThings',
        summary: 'The things',
        audience: 'public',
        limitGroup: 'publicLinks',
      },
    ]);
    await app.close();
  });

  it('routes hidden from the document and the portal’s pages declare nothing', async () => {
    const hidden = await hubWith('/api/docs/json', { schema: { hide: true } });
    const page = await hubWith('/cases', {});
    expect([...hidden.operations, ...page.operations]).toEqual([]);
    await Promise.all([hidden.close(), page.close()]);
  });
});
