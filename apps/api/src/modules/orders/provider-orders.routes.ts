import {
  ProviderOrderDetail,
  ProviderOrderFilters,
  ProviderOrderPage,
  ProviderOrderQuery,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './provider-orders.service.ts';

const tags = ['Provider orders'];

// The coordinator's incoming orders: orders.fulfil (403), every department's orders.
export async function providerOrdersRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/provider/orders',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listProviderOrders',
        summary: 'The provider’s order list',
        tags,
        querystring: ProviderOrderQuery,
        response: { 200: ProviderOrderPage },
      },
    },
    async (request) => service.searchProviderOrders(deps, actorOf(request), request.query),
  );

  routes.get(
    '/api/provider/orders/filters',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getProviderOrderFilters',
        summary: 'The choices of the provider’s order list',
        tags,
        response: { 200: ProviderOrderFilters },
      },
    },
    async (request) => service.getProviderOrderFilters(deps, actorOf(request)),
  );

  routes.get(
    '/api/provider/orders/:orderId',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getProviderOrder',
        summary: 'An order as the provider sees it',
        tags,
        params: z.object({ orderId: z.uuid() }),
        response: { 200: ProviderOrderDetail },
      },
    },
    async (request) => service.getProviderOrder(deps, actorOf(request), request.params.orderId),
  );
}
