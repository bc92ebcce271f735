import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorKey } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { resolveSession } from '../modules/auth/sessions.service.ts';
import { readToken } from './auth.ts';
import { AppError } from './errors.ts';

/** Who may read the API description at /api/docs (the page, its JSON and YAML). */
export type ApiDocsAccess = 'public' | 'signed-in' | 'off';

/** In production the description is for signed-in users only: it maps every call for an attacker too. */
export const defaultApiDocsAccess = (nodeEnv: string): ApiDocsAccess =>
  nodeEnv === 'production' ? 'signed-in' : 'public';

/** The OpenAPI document of every route, generated from the same zod schemas that validate them. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { access: ApiDocsAccess; deps: AppDeps }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Property portal hub', version: '1.0.0' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            cookie: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
          },
        },
        security: [{ bearer: [] }, { cookie: [] }],
      },
      transform: jsonSchemaTransform,
    });
    if (options.access === 'off') return;

    // The auth plugin leaves /api/docs alone, so the session is checked here.
    const requireSession = async (request: FastifyRequest) => {
      const found = readToken(request);
      const session = found ? await resolveSession(options.deps, found.token) : undefined;
      if (!session) throw new AppError(ErrorKey.unauthorized, 401);
    };
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiHooks: options.access === 'signed-in' ? { onRequest: requireSession } : undefined,
    });
  },
);
