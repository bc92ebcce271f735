import {
  BranchApp,
  BranchDetails,
  BranchPatchBody,
  BranchSearchBody,
  BranchSearchResult,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as admin from './branch-admin.service.ts';
import { listAppsOfBranch } from './branch-apps.service.ts';

const tags = ['Branches'];
const BranchParams = z.object({ id: z.coerce.number().int() });

export async function branchesRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in: the departments the user has access to (every one for provider admins, branches.manage),
  // searched by name and paged.
  routes.post(
    '/api/Branch/search',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'searchBranches',
        summary: 'Search departments',
        tags,
        body: BranchSearchBody,
        response: { 200: BranchSearchResult },
      },
    },
    async (request) => admin.searchBranchesForActor(deps, actorOf(request), request.body),
  );

  // Access to the department, or a provider admin (403 otherwise): every field of the department.
  routes.get(
    '/api/Branch/id/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getBranch',
        summary: 'A department',
        tags,
        params: BranchParams,
        response: { 200: BranchDetails },
      },
    },
    async (request) => admin.getBranchDetails(deps, actorOf(request), request.params.id),
  );

  // Provider admins (branches.manage; 403 otherwise): the department's settings.
  routes.patch(
    '/api/Branch/id/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateBranch',
        summary: 'Change a department’s settings',
        tags,
        params: BranchParams,
        body: BranchPatchBody,
        response: { 200: BranchDetails },
      },
    },
    async (request) => admin.updateBranch(deps, actorOf(request), request.params.id, request.body),
  );

  // The department's admins and provider admins (403 otherwise): the services the hub uses for it.
  routes.get(
    '/api/Branch/id/:id/apps',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listBranchApps',
        summary: 'The services a department has switched on',
        tags,
        params: BranchParams,
        response: { 200: z.array(BranchApp) },
      },
    },
    async (request) => listAppsOfBranch(deps, actorOf(request), request.params.id),
  );
}
