import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorKey } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.ts';
import type { AppDeps } from '../deps.ts';
import { resolveSession } from '../modules/auth/sessions.service.ts';
import { readToken } from './auth.ts';
import { finishDocument, type OpenApiDocument } from './openapi-document.ts';

const API_DESCRIPTION = [
  'The hub of the property portal. Each operation says who may call it: public (sign-in and the pages',
  'opened from mailed links), with a department API key holding a scope (an office’s own system), or the',
  'portal only. Errors share one shape (`Error`). Keys, scopes and the typed client: docs/api.md.',
].join(' ');

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
        info: {
          title: 'Property portal hub',
          version: '1.0.0',
          description: API_DESCRIPTION,
        },
      },
      // The route's audience goes into the document as `x-audience`; finishDocument describes it.
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const audience = input.route.config?.audience;
        return audience
          ? { ...transformed, schema: { ...transformed.schema, 'x-audience': audience } }
          : transformed;
      },
      // The hub writes OpenAPI 3, never Swagger 2; the generated document is completed as plain JSON.
      transformObject: (input) =>
        finishDocument(
          ('openapiObject' in input ? input.openapiObject : {}) as OpenApiDocument,
          options.deps.config.publicUrl,
        ) as ReturnType<SwaggerTransformObject>,
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
