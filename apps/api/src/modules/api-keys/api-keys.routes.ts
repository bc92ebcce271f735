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
// session only: a key cannot make or list keys (their audience is `portal`).
export async function apiKeysRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/api-keys',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listApiKeys',
        summary: 'A department’s API keys',
        tags,
        querystring: ApiKeyListQuery,
        response: { 200: z.array(ApiKeyRecord) },
      },
    },
    async (request) => service.listApiKeys(deps, actorOf(request), request.query.branchId),
  );

  routes.post(
    '/api/api-keys',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createApiKey',
        summary: 'Make an API key (shown once)',
        tags,
        body: ApiKeyCreateBody,
        response: { 200: ApiKeyCreated },
      },
    },
    async (request) => service.createApiKey(deps, actorOf(request), request.body),
  );

  routes.post(
    '/api/api-keys/:id/revoke',
    {
      config: { audience: 'portal' },
      schema: { operationId: 'revokeApiKey', summary: 'Revoke an API key', tags, params: KeyParams },
    },
    async (request, reply) => {
      await service.revokeApiKey(deps, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
