import { OrderDraft, OrderDraftBody } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './order-drafts.service.ts';

const tags = ['Orders'];

export async function orderDraftsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in: the user's own unfinished new order only; 204 when there is none.
  routes.get(
    '/api/orders/draft',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getOrderDraft',
        summary: 'The order being put together',
        tags,
        response: { 200: OrderDraft, 204: z.null() },
      },
    },
    async (request, reply) => {
      const draft = await service.getDraft(deps, actorOf(request));
      return draft ?? reply.code(204).send(null);
    },
  );

  // Signed in: saves (replaces) the user's own unfinished new order.
  routes.put(
    '/api/orders/draft',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'saveOrderDraft',
        summary: 'Keep the order being put together',
        tags,
        body: OrderDraftBody,
        response: { 200: OrderDraft },
      },
    },
    async (request) => service.saveDraft(deps, actorOf(request), request.body),
  );

  // Signed in: removes the user's own unfinished new order (restart).
  routes.delete(
    '/api/orders/draft',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'deleteOrderDraft',
        summary: 'Throw the order being put together away',
        tags,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteDraft(deps, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
