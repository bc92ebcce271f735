import { PropertyListQuery, PropertyPage } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './properties.service.ts';

const tags = ['Properties'];

// Signed in (401): the properties for sale of the user's departments; asking for another one answers 404.
export async function propertiesRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/properties',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'listProperties',
        summary: 'The properties of the user’s departments',
        tags,
        querystring: PropertyListQuery,
        response: { 200: PropertyPage },
      },
    },
    async (request) => service.listProperties(deps, actorOf(request), request.query),
  );
}
