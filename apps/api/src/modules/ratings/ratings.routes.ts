import { RateOrderLineBody, RatingRecord } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './ratings.service.ts';

const tags = ['Ratings'];
const LineParams = z.object({ id: z.uuid() });

export async function ratingsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Both calls: signed in, with access to the line's department (404 otherwise); a line not delivered
  // answers 409 ratings.messages.notDelivered. Documents are presigned with `ratingOrderlineId`.
  routes.post(
    '/api/orders/rating/w2',
    { schema: { tags, body: RateOrderLineBody, response: { 200: RatingRecord } } },
    async (request) => service.rateOrderLine(deps, actorOf(request), request.body),
  );

  routes.get(
    '/api/orders/orderlines/:id/ratings',
    { schema: { tags, params: LineParams, response: { 200: z.array(RatingRecord) } } },
    async (request) => service.listRatings(deps, actorOf(request), request.params.id),
  );

  // The provider's feedback work order shows them: material.deliver (403 otherwise), any department's line.
  routes.get(
    '/api/provider/orderlines/:id/ratings',
    { schema: { tags, params: LineParams, response: { 200: z.array(RatingRecord) } } },
    async (request) => service.listRatingsForProvider(deps, actorOf(request), request.params.id),
  );
}
