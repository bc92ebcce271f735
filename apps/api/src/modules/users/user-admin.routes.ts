import {
  AdminUserSearchBody,
  AdminUserSearchResult,
  BranchAccessPatchBody,
  ImpersonationSearchBody,
  ImpersonationSearchResult,
  UserAccessList,
  UserRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './user-admin.service.ts';

const tags = ['Users'];
const UserIdParams = z.object({ id: z.uuid() });
const UserBranchParams = z.object({ id: z.uuid(), branchId: z.coerce.number().int() });

export async function userAdminRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Admins (ADMIN in at least one department; 403 otherwise): the active users of the departments they
  // administer, searched by name or address and paged. Asking for another department answers 403.
  routes.post(
    '/api/User/search',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'searchUsers',
        summary: 'Search users',
        tags,
        body: AdminUserSearchBody,
        response: { 200: AdminUserSearchResult },
      },
    },
    async (request) => service.searchUsersForAdmin(deps, actorOf(request), request.body),
  );

  // Admins, for themselves or a colleague sharing a department they administer (404 otherwise): the user's
  // access in each department the caller administers, NONE included.
  routes.get(
    '/api/User/id/:id/access',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listUserAccess',
        summary: 'The departments a user has access to',
        tags,
        params: UserIdParams,
        response: { 200: UserAccessList },
      },
    },
    async (request) => service.listAccessOfUser(deps, actorOf(request), request.params.id),
  );

  // Admin of the department with users.manage (403), for a colleague (404 otherwise), never themselves
  // (403 ownAccess): sets the access by the admin flag or a role the caller could hold there.
  routes.patch(
    '/api/User/id/:id/branch/:branchId',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setUserBranchAccess',
        summary: 'Give a user access to a department',
        tags,
        params: UserBranchParams,
        body: BranchAccessPatchBody,
        response: { 200: UserRecord },
      },
    },
    async (request) => {
      const { isAdmin, roleId } = request.body;
      const choice = roleId === undefined ? { isAdmin: isAdmin === true } : { roleId };
      const { id, branchId } = request.params;
      return service.setBranchAccess(deps, actorOf(request), id, branchId, choice);
    },
  );

  // As the PATCH: revokes the colleague's access to the department (404 when there is none).
  routes.delete(
    '/api/User/id/:id/branch/:branchId',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'removeUserBranchAccess',
        summary: 'Take a user’s access to a department away',
        tags,
        params: UserBranchParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.revokeBranchAccess(deps, actorOf(request), request.params.id, request.params.branchId);
      return reply.code(204).send(null);
    },
  );

  // Support staff (the signed-in person's role has impersonate; 403 otherwise): users they may act as.
  routes.post(
    '/api/User/impersonation/search',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'searchImpersonationTargets',
        summary: 'Search users support may act as',
        tags,
        body: ImpersonationSearchBody,
        response: { 200: ImpersonationSearchResult },
      },
    },
    async (request) => service.searchImpersonationCandidates(deps, actorOf(request), request.body),
  );
}
