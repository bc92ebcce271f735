import { ActiveUser, ChangePasswordBody, UserPatchBody, UserRecord } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../deps.ts';
import { assertBranchAccess } from '../../plugins/auth.ts';
import * as repo from './users.repo.ts';
import * as service from './users.service.ts';

const tags = ['Users'];
const UserIdParams = z.object({ id: z.uuid() });

export async function usersRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Self, or an admin of a department the user belongs to; others get 404.
  routes.get(
    '/api/User/id/:id',
    { schema: { tags, params: UserIdParams, response: { 200: UserRecord } } },
    async (request) => service.getUser(deps, request, request.params.id),
  );

  // Self (profile fields), or an admin of the user's department (also access to that department).
  routes.patch(
    '/api/User/id/:id',
    { schema: { tags, params: UserIdParams, body: UserPatchBody, response: { 200: UserRecord } } },
    async (request) => service.patchUser(deps, request, request.params.id, request.body),
  );

  // Self only, never while impersonating.
  routes.post(
    '/api/User/id/:id/password',
    { schema: { tags, params: UserIdParams, body: ChangePasswordBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.changeOwnPassword(
        deps,
        request,
        request.params.id,
        request.body.oldPassword,
        request.body.newPassword,
      );
      return reply.code(204).send(null);
    },
  );

  // Anyone with access to the department: its active users (for responsible agent and watchers).
  routes.get(
    '/api/User/by-branchId/:branchId/active',
    {
      schema: {
        tags,
        params: z.object({ branchId: z.coerce.number().int() }),
        response: { 200: z.array(ActiveUser) },
      },
    },
    async (request) => {
      assertBranchAccess(request, request.params.branchId);
      const users = await repo.findActiveUsersOfBranch(deps.db, request.params.branchId);
      return users.map(({ id, email, firstName, lastName }) => ({ id, email, firstName, lastName }));
    },
  );
}
