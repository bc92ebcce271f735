import { CollagePricingRecord, CollageResultRecord, MakeCollageBody } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './collage.service.ts';

const tags = ['Collage'];
const CaseParams = z.object({ id: z.uuid() });

export async function collageRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Both calls: signed in, with access to the case's department (404 otherwise).
  routes.get(
    '/api/cases/:id/assets/collage/pricing',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getCollagePricing',
        summary: 'The price of a collage',
        tags,
        params: CaseParams,
        response: { 200: CollagePricingRecord },
      },
    },
    async (request) => service.getCollagePricing(deps, actorOf(request), request.params.id),
  );

  // Every area of the template gets one picture of the case; 409 while the case's material is archived,
  // 422 collageFailed when a picture cannot be drawn. Answers the new material.
  routes.post(
    '/api/cases/:id/assets/collage',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'orderCollage',
        summary: 'Order a collage of a case’s pictures',
        tags,
        params: CaseParams,
        body: MakeCollageBody,
        response: { 201: CollageResultRecord },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.makeCollage(deps, actorOf(request), request.params.id, request.body);
    },
  );
}
