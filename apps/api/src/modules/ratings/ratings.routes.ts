import {
  AnswerRatingBody,
  ProviderLineRatingsRecord,
  RateOrderLineBody,
  RatingRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { answerRating } from './rating-answers.service.ts';
import * as service from './ratings.service.ts';

const tags = ['Ratings'];
const IdParams = z.object({ id: z.uuid() });

export async function ratingsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The office's calls: signed in, with access to the line's department (404 otherwise); a line not
  // delivered answers 409 ratings.messages.notDelivered. Documents are presigned with `ratingOrderlineId`.
  routes.post(
    '/api/orders/rating/w2',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'rateOrderLine',
        summary: 'Send feedback or a complaint on an order line',
        tags,
        body: RateOrderLineBody,
        response: { 200: RatingRecord },
      },
    },
    async (request) => service.rateOrderLine(deps, actorOf(request), request.body),
  );

  routes.get(
    '/api/orders/orderlines/:id/ratings',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listOrderLineRatings',
        summary: 'The feedback and complaints on an order line, with the answers',
        tags,
        params: IdParams,
        response: { 200: z.array(RatingRecord) },
      },
    },
    async (request) => service.listRatings(deps, actorOf(request), request.params.id),
  );

  // Every line's ratings of an order, with the provider's answers: access to the order's department (404).
  routes.get(
    '/api/orders/:id/ratings',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listOrderRatings',
        summary: 'The feedback and complaints on an order, with the answers',
        tags,
        params: IdParams,
        response: { 200: z.array(RatingRecord) },
      },
    },
    async (request) => service.listOrderRatings(deps, actorOf(request), request.params.id),
  );

  // The provider's feedback console: material.deliver (403 otherwise, office users too), any department's line.
  routes.get(
    '/api/provider/orderlines/:id/ratings',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listProviderOrderLineRatings',
        summary: 'The feedback and complaints on an order line, and its deliveries (provider)',
        tags,
        params: IdParams,
        response: { 200: ProviderLineRatingsRecord },
      },
    },
    async (request) => service.listRatingsForProvider(deps, actorOf(request), request.params.id),
  );

  // ACCEPTED, DONE or DECLINED with a reply and maybe the corrected delivery; 409 once done or declined.
  routes.post(
    '/api/provider/orderlines/:id/ratings/:ratingId/answer',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'answerOrderLineRating',
        summary: 'Answer feedback or a complaint (provider)',
        tags,
        params: IdParams.extend({ ratingId: z.uuid() }),
        body: AnswerRatingBody,
        response: { 200: RatingRecord },
      },
    },
    async (request) =>
      answerRating(deps, actorOf(request), request.params.id, request.params.ratingId, request.body),
  );
}
