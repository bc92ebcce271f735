import {
  WebhookCreateBody,
  WebhookCreated,
  WebhookDeliveryRecord,
  WebhookListQuery,
  WebhookRecord,
  WebhookUpdateBody,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './webhooks.service.ts';

const tags = ['Webhooks'];
const WebhookParams = z.object({ id: z.uuid() });
const DeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

// A department's admins (portal) or a key with `webhooks.manage` (its own department) manage its webhooks;
// anyone else is refused (403), signed out 401. The service checks the department of every row.
export async function webhooksRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/webhooks',
    {
      config: { audience: 'webhooks.manage' },
      schema: {
        operationId: 'listWebhooks',
        summary: 'A department’s webhooks',
        tags,
        querystring: WebhookListQuery,
        response: { 200: z.array(WebhookRecord) },
      },
    },
    async (request) => service.listWebhooks(deps, actorOf(request), request.query.branchId),
  );

  routes.post(
    '/api/webhooks',
    {
      config: { audience: 'webhooks.manage' },
      schema: {
        operationId: 'createWebhook',
        summary: 'Register a webhook URL (its secret shown once)',
        tags,
        body: WebhookCreateBody,
        response: { 200: WebhookCreated },
      },
    },
    async (request) => service.createWebhook(deps, actorOf(request), request.body),
  );

  routes.get(
    '/api/webhooks/:id',
    {
      config: { audience: 'webhooks.manage' },
      schema: {
        operationId: 'getWebhook',
        summary: 'A webhook',
        tags,
        params: WebhookParams,
        response: { 200: WebhookRecord },
      },
    },
    async (request) => service.getWebhook(deps, actorOf(request), request.params.id),
  );

  routes.patch(
    '/api/webhooks/:id',
    {
      config: { audience: 'webhooks.manage' },
      schema: {
        operationId: 'updateWebhook',
        summary: 'Change a webhook’s events, or pause or resume it',
        tags,
        params: WebhookParams,
        body: WebhookUpdateBody,
        response: { 200: WebhookRecord },
      },
    },
    async (request) => service.updateWebhook(deps, actorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/webhooks/:id',
    {
      config: { audience: 'webhooks.manage' },
      schema: { operationId: 'deleteWebhook', summary: 'Delete a webhook', tags, params: WebhookParams },
    },
    async (request, reply) => {
      await service.deleteWebhook(deps, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { audience: 'webhooks.manage' },
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: 'A webhook’s newest deliveries and their attempts',
        tags,
        params: WebhookParams,
        response: { 200: z.array(WebhookDeliveryRecord) },
      },
    },
    async (request) => service.listWebhookDeliveries(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: { audience: 'webhooks.manage' },
      schema: {
        operationId: 'resendWebhookDelivery',
        summary: 'Send a delivery again now',
        tags,
        params: DeliveryParams,
        response: { 200: WebhookDeliveryRecord },
      },
    },
    async (request) =>
      service.resendWebhookDelivery(deps, actorOf(request), request.params.id, request.params.deliveryId),
  );

  routes.post(
    '/api/webhooks/:id/ping',
    {
      config: { audience: 'webhooks.manage' },
      schema: {
        operationId: 'pingWebhook',
        summary: 'Send a test event now',
        tags,
        params: WebhookParams,
        response: { 200: WebhookDeliveryRecord },
      },
    },
    async (request) => service.pingWebhook(deps, actorOf(request), request.params.id),
  );
}
