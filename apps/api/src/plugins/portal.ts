import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorKey } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';

/**
 * Serves the built portal: hashed files under /assets are cached for a year, everything else is
 * revalidated, and every other path answers with index.html so the portal's router can take it.
 * Brotli and gzip copies made at build time are sent to browsers that accept them.
 */
export const portalPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  if (!existsSync(path.join(options.root, 'index.html'))) {
    app.log.warn({ root: options.root }, 'the portal is not built; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true }, config: { audience: 'public' } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') throw new AppError(ErrorKey.notFound, 404);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
