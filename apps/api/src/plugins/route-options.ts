import { ApiKeyScope } from '@portal/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Audience, Operation } from '../route-types.ts';

const AUDIENCES: readonly string[] = ['public', 'portal', ...ApiKeyScope.options];

const isApiRoute = (url: string) => /^\/api(?:\/|$)/i.test(url);

/** What a route of the API lacks of its operation: operationId, summary, audience (or a known one). */
function missingOf(route: RouteOptions): string[] {
  const missing: string[] = [];
  if (!route.schema?.operationId) missing.push('schema.operationId');
  if (!route.schema?.summary) missing.push('schema.summary');
  const audience = route.config?.audience;
  if (!audience || !AUDIENCES.includes(audience)) missing.push(`config.audience (${AUDIENCES.join(', ')})`);
  return missing;
}

/**
 * Every route of the API declares its operation in its own options: `operationId` and `summary` in its
 * schema (the OpenAPI document's names, part of the public client), `audience` and, where it has one,
 * `limitGroup` in its config. A route without them stops the hub from starting, naming the route; routes
 * hidden from the document (the API description's own pages) and the portal's files declare nothing.
 * Register it before any route.
 */
export const routeOptionsPlugin = fp(async (app: FastifyInstance) => {
  const operations: Operation[] = [];
  app.decorate('operations', operations);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url) || route.schema?.hide) return;
    const missing = missingOf(route);
    const methods = [route.method].flat();
    if (missing.length) {
      throw new Error(`${methods.join(',')} ${route.url} declares no ${missing.join(', ')} in its options`);
    }
    // A lone 'HEAD' is the route Fastify adds for a GET, which answers as that GET; a HEAD operation of its
    // own is registered as ['HEAD'] (modules/storage/storage.routes.ts), as the document needs it too.
    if (route.method === 'HEAD') return;
    for (const method of methods) {
      operations.push({
        method,
        url: route.url,
        operationId: route.schema?.operationId as string,
        summary: route.schema?.summary as string,
        audience: route.config?.audience as Audience,
        limitGroup: route.config?.limitGroup,
      });
    }
  });
});
