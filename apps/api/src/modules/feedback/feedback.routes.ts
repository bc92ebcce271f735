import { FeedbackRecord, SaveFeedbackBody } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './feedback.service.ts';

const tags = ['Feedback'];
const LineParams = z.object({ id: z.uuid() });
const response = { 200: FeedbackRecord };

export async function feedbackRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Every call: signed in, with access to the order line's department (404 otherwise); a line that cannot
  // receive feedback answers 409 feedback.messages.notOffered.
  routes.get(
    '/api/orders/orderlines/:id/feedback',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getOrderLineFeedback',
        summary: 'The feedback on an order line',
        tags,
        params: LineParams,
        response,
      },
    },
    async (request) => service.getFeedback(deps, actorOf(request), request.params.id),
  );

  // The whole draft; 409 feedback.messages.submitted once submitted.
  routes.put(
    '/api/orders/orderlines/:id/feedback',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'saveOrderLineFeedback',
        summary: 'Keep feedback on an order line',
        tags,
        params: LineParams,
        body: SaveFeedbackBody,
        response,
      },
    },
    async (request) => service.saveFeedback(deps, actorOf(request), request.params.id, request.body),
  );

  // 409 feedback.messages.empty without annotations, feedback.messages.submitted when done already.
  routes.post(
    '/api/orders/orderlines/:id/feedback/submit',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'submitOrderLineFeedback',
        summary: 'Send feedback on an order line',
        tags,
        params: LineParams,
        response,
      },
    },
    async (request) => service.submitFeedback(deps, actorOf(request), request.params.id),
  );
}
