import { ApiKeyCreateBody, ApiKeyCreated, ApiKeyListQuery, ApiKeyRecord } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './api-keys.service.ts';

const tags = ['API keys'];
const KeyParams = z.object({ id: z.uuid() });

// A department's admins list, make and revoke its keys (403 for anyone else, 401 signed out). The portal's
// session only: a key cannot make or list keys (OPERATIONS marks these calls portal-only).
export async function apiKeysRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/api-keys',
    { schema: { tags, querystring: ApiKeyListQuery, response: { 200: z.array(ApiKeyRecord) } } },
    async (request) => service.listApiKeys(deps, actorOf(request), request.query.branchId),
  );

  routes.post(
    '/api/api-keys',
    { schema: { tags, body: ApiKeyCreateBody, response: { 200: ApiKeyCreated } } },
    async (request) => service.createApiKey(deps, actorOf(request), request.body),
  );

  routes.post('/api/api-keys/:id/revoke', { schema: { tags, params: KeyParams } }, async (request, reply) => {
    await service.revokeApiKey(deps, actorOf(request), request.params.id);
    return reply.code(204).send();
  });
}
