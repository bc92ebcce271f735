import { RoleBody, RoleRecord, RoleSearchBody, RoleSearchResult } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './roles.service.ts';

const tags = ['Roles'];
const RoleParams = z.object({ id: z.coerce.number().int() });

export async function rolesRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Provider admins (roles.manage) and department admins; others 403: roles by name, paged.
  routes.post(
    '/api/Role/search',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'searchRoles',
        summary: 'Search roles',
        tags,
        body: RoleSearchBody,
        response: { 200: RoleSearchResult },
      },
    },
    async (request) => service.searchRoles(deps, actorOf(request), request.body),
  );

  // As the search: one role.
  routes.get(
    '/api/Role/id/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getRole',
        summary: 'A role and its permissions',
        tags,
        params: RoleParams,
        response: { 200: RoleRecord },
      },
    },
    async (request) => service.getRole(deps, actorOf(request), request.params.id),
  );

  // Provider admins (roles.manage; 403 otherwise): a new role.
  routes.post(
    '/api/Role',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createRole',
        summary: 'Create a role',
        tags,
        body: RoleBody,
        response: { 201: RoleRecord },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createRole(deps, actorOf(request), request.body)),
  );

  // Provider admins (roles.manage): the role's name and its whole set of permissions.
  routes.patch(
    '/api/Role/id/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateRole',
        summary: 'Change a role',
        tags,
        params: RoleParams,
        body: RoleBody,
        response: { 200: RoleRecord },
      },
    },
    async (request) => service.updateRole(deps, actorOf(request), request.params.id, request.body),
  );
}
