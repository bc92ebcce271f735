import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

export interface Timeouts {
  /** An API call must be received and answered within this; file transfers under /api/storage excepted. */
  requestSeconds: number;
  /** Any request, a file upload included, must be received within this (a presigned PUT lasts an hour). */
  uploadSeconds: number;
  /** A connection with no traffic either way for this long is closed (stalled uploads and downloads). */
  idleSeconds: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { requestSeconds: 120, uploadSeconds: 3600, idleSeconds: 120 };

/** The server's socket-level limits; Node's own 60-second limit on receiving the headers stays. */
export function serverTimeoutOptions(timeouts: Timeouts): Partial<FastifyServerOptions> {
  return {
    connectionTimeout: timeouts.idleSeconds * 1000,
    requestTimeout: timeouts.uploadSeconds * 1000,
  };
}

// Files stream through these for as long as the line needs; only the idle and upload limits apply.
const isFileTransferRoute = (url: string) => url.toLowerCase().startsWith('/api/storage/');
const isApiRoute = (url: string) => /^\/api(?:\/|$)/i.test(url);

/**
 * Gives every API route a handler timeout: a client that sends a call's body slowly, or a call that hangs,
 * gets the generic error and the connection is closed, instead of holding it. Registered before the routes.
 */
export const timeoutsPlugin = fp(async (app: FastifyInstance, timeouts: Timeouts) => {
  app.addHook('onRoute', (route) => {
    if (route.handlerTimeout !== undefined) return;
    if (!isApiRoute(route.url) || isFileTransferRoute(route.url)) return;
    route.handlerTimeout = timeouts.requestSeconds * 1000;
  });
  // Otherwise Node keeps the connection open, waiting for the rest of a body that is not coming.
  app.addHook('onError', async (_request, reply, error) => {
    if ((error as { code?: string }).code === 'FST_ERR_HANDLER_TIMEOUT') reply.header('connection', 'close');
  });
});
