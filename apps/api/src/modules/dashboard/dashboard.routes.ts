import { DepartmentContactRecord, DepartmentContactsQuery, ProviderWorkRecord } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './dashboard.service.ts';
import { getProviderWork } from './provider-work.service.ts';

const tags = ['Dashboard'];

export async function dashboardRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in: the departments where the user's access is not NONE; asking for another one answers 404.
  routes.get(
    '/api/dashboard/department-contacts',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listDepartmentContacts',
        summary: 'Whom a department can contact',
        tags,
        querystring: DepartmentContactsQuery,
        response: { 200: z.array(DepartmentContactRecord) },
      },
    },
    async (request) => service.listBranchContacts(deps, actorOf(request), request.query.branchId),
  );

  // Provider staff with orders.fulfil, visits.manage or material.deliver (403 otherwise, office users too):
  // how much of the work their permissions make theirs waits, each kind null when it is not theirs.
  routes.get(
    '/api/dashboard/provider-work',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getProviderWork',
        summary: 'How much of their work waits for provider staff',
        tags,
        response: { 200: ProviderWorkRecord },
      },
    },
    async (request) => getProviderWork(deps, actorOf(request)),
  );
}
