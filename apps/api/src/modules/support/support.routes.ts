import { SupportContactQuery, SupportContactRecord, SupportMessageBody } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './support.service.ts';

const tags = ['Support'];

export async function supportRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, with access to the department (404 otherwise).
  routes.get(
    '/api/support/contact',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getSupportContact',
        summary: 'How to reach customer support',
        tags,
        querystring: SupportContactQuery,
        response: { 200: SupportContactRecord },
      },
    },
    async (request) => service.getSupportContact(deps, actorOf(request), request.query.branchId),
  );

  // Signed in, with access to the department (404 otherwise); rate-limited per address as other calls
  // that send mail on request (plugins/rate-limit.ts).
  routes.post(
    '/api/support/messages',
    {
      config: { audience: 'portal', limitGroup: 'password' },
      schema: {
        operationId: 'writeToSupport',
        summary: 'Write to customer support',
        tags,
        body: SupportMessageBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.sendSupportMessage(deps, actorOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
