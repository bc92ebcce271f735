import { ErrorKey } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';

/**
 * While the hub shuts down, requests that still arrive on an open connection are refused with a translated
 * 503 and the connection is closed, so the client or the load balancer tries another hub process. Fastify's
 * own answer for this (return503OnClosing) is turned off in app.ts: it is not in the portal's error shape.
 */
export const shutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError(ErrorKey.serviceUnavailable, 503);
  });
});
