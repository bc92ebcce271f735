import {
  AnswerAnnotationBody,
  FeedbackRecord,
  FeedbackWorkOrderPage,
  ProviderFeedbackQuery,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './feedback-answers.service.ts';

const tags = ['Provider feedback'];
const LineParams = z.object({ lineId: z.uuid() });

// The provider's feedback console: staff with material.deliver (403 otherwise, office users too), every
// department's submitted picture feedback and ratings (answered with the ratings module's call).
export async function providerFeedbackRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/provider/feedback',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listProviderFeedback',
        summary: 'Feedback waiting for the provider',
        tags,
        querystring: ProviderFeedbackQuery,
        response: { 200: FeedbackWorkOrderPage },
      },
    },
    async (request) => service.listWorkOrders(deps, actorOf(request), request.query),
  );

  routes.get(
    '/api/provider/orderlines/:lineId/feedback',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getProviderOrderLineFeedback',
        summary: 'The feedback on an order line',
        tags,
        params: LineParams,
        response: { 200: FeedbackRecord },
      },
    },
    async (request) => service.getWorkOrder(deps, actorOf(request), request.params.lineId),
  );

  // DONE or DECLINED with a reply, and for a change the corrected picture (a file uploaded to the line with
  // the delivery upload calls); 409 when answered before. Answers the line's feedback.
  routes.post(
    '/api/provider/orderlines/:lineId/feedback/:annotationId/answer',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'answerFeedback',
        summary: 'Answer a feedback note',
        tags,
        params: LineParams.extend({ annotationId: z.uuid() }),
        body: AnswerAnnotationBody,
        response: { 200: FeedbackRecord },
      },
    },
    async (request) =>
      service.answerAnnotation(
        deps,
        actorOf(request),
        request.params.lineId,
        request.params.annotationId,
        request.body,
      ),
  );
}
