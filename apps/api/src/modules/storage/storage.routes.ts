import { pipeline } from 'node:stream';
import { ErrorKey, MAX_UPLOAD_BYTES } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../plugins/errors.ts';
import {
  contentDisposition,
  limitBytes,
  servedContentType,
  verifiedLocalStorage,
} from './storage.service.ts';

const tags = ['Upload storage'];
const KeyParams = z.object({ '*': z.string() });
const LinkQuery = z.object({
  expires: z.coerce.number().optional(),
  signature: z.string().optional(),
  /** The download name of a GET link. */
  name: z.string().max(255).optional(),
});

/**
 * The local storage's signed URLs (adapters/storage/local-storage.ts), standing in for S3's presigned
 * ones: the portal PUTs files here and reads them back without the API in between.
 */
export async function storageRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The body is the file itself, of any type and size: it is streamed to disk, never parsed or buffered.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Public: the link's signature (method, key, expiry) is the authorization.
  routes.put(
    '/api/storage/*',
    {
      config: { public: true },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: { tags, params: KeyParams, querystring: LinkQuery },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const storage = verifiedLocalStorage(deps, 'PUT', key, request.query);
      if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
        throw new AppError(ErrorKey.badRequest, 413);
      }
      const contentType = request.headers['content-type'] || 'application/octet-stream';
      const body = pipeline(request.raw, limitBytes(), () => {});
      const stored = await storage.write(key, body, contentType);
      return reply
        .header('etag', stored.etag)
        .header('access-control-expose-headers', 'ETag')
        .code(200)
        .send();
    },
  );

  // Public: the link's signature is the authorization. HEAD answers the same headers without the file.
  routes.route({
    method: ['GET', 'HEAD'],
    url: '/api/storage/*',
    config: { public: true },
    schema: { tags, params: KeyParams, querystring: LinkQuery },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const storage = verifiedLocalStorage(deps, 'GET', key, request.query);
      const stored = await storage.head(key);
      if (!stored) throw new AppError(ErrorKey.notFound, 404);
      const secondsLeft = Math.max(0, Math.floor((request.query.expires ?? 0) - Date.now() / 1000));
      reply
        .header('content-type', servedContentType(stored.contentType))
        .header('content-length', stored.size)
        .header('etag', stored.etag)
        .header('access-control-expose-headers', 'ETag')
        .header('cache-control', `private, max-age=${secondsLeft}`);
      if (request.query.name) reply.header('content-disposition', contentDisposition(request.query.name));
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await storage.read(key));
    },
  });
}
