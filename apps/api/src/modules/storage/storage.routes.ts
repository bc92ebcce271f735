import { pipeline } from 'node:stream';
import { ErrorKey, MAX_UPLOAD_BYTES } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import {
  contentDisposition,
  limitBytes,
  requestedRange,
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

  // Public: the link's signature (method, key, expiry) is the authorization. A link writes its file once
  // (409 after that), so the file checked when it is registered is the file that becomes material.
  routes.put(
    '/api/storage/*',
    {
      config: { audience: 'public' },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        operationId: 'uploadStoredFile',
        summary: 'Upload a file to a signed link',
        tags,
        params: KeyParams,
        querystring: LinkQuery,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const storage = verifiedLocalStorage(deps, 'PUT', key, request.query);
      if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
        throw new AppError(ErrorKey.badRequest, 413);
      }
      const contentType = request.headers['content-type'] || 'application/octet-stream';
      const body = pipeline(request.raw, limitBytes(), () => {});
      const stored = await storage.writeOnce(key, body, contentType);
      if (!stored) throw new AppError(ErrorKey.uploadLinkUsed, 409);
      return reply
        .header('etag', stored.etag)
        .header('access-control-expose-headers', 'ETag')
        .code(200)
        .send();
    },
  );

  // Public: the link's signature is the authorization. HEAD answers the same headers without the file.
  // A Range asks for a part (a video player seeking, a resumed download), answered 206 as S3 does.
  // Two operations of one handler, each its own route. The method is given as an array: @fastify/swagger
  // leaves a route whose method is the string 'HEAD' out of the document.
  const reads = [
    { method: 'GET', operationId: 'downloadStoredFile', summary: 'Download a file from a signed link' },
    { method: 'HEAD', operationId: 'checkStoredFile', summary: 'Whether a file is behind a signed link' },
  ] as const;
  for (const { method, operationId, summary } of reads) {
    routes.route({
      method: [method],
      url: '/api/storage/*',
      // HEAD is the second operation, not a route Fastify adds for the GET.
      exposeHeadRoute: false,
      config: { audience: 'public' },
      schema: { operationId, summary, tags, params: KeyParams, querystring: LinkQuery },
      handler: async (request, reply) => {
        const key = request.params['*'];
        const storage = verifiedLocalStorage(deps, 'GET', key, request.query);
        const stored = await storage.head(key);
        if (!stored) throw new AppError(ErrorKey.notFound, 404);
        const secondsLeft = Math.max(0, Math.floor((request.query.expires ?? 0) - Date.now() / 1000));
        reply
          .header('accept-ranges', 'bytes')
          .header('etag', stored.etag)
          .header('access-control-expose-headers', 'ETag, Content-Range, Accept-Ranges')
          .header('cache-control', `private, max-age=${secondsLeft}`);
        // A part of an older version of the file must not be pieced onto a newer one.
        const ifRange = request.headers['if-range'];
        const rangeHeader = !ifRange || ifRange === stored.etag ? request.headers.range : undefined;
        const range = requestedRange(rangeHeader, stored.size);
        if (range.kind === 'unsatisfiable') {
          reply.header('content-range', `bytes */${stored.size}`);
          throw new AppError(ErrorKey.rangeNotSatisfiable, 416);
        }
        reply.header('content-type', servedContentType(stored.contentType));
        if (request.query.name) reply.header('content-disposition', contentDisposition(request.query.name));
        const part = range.kind === 'part' ? range : undefined;
        if (part) {
          reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${stored.size}`);
        }
        reply.header('content-length', part ? part.end - part.start + 1 : stored.size);
        if (request.method === 'HEAD') return reply.send();
        return reply.send(await storage.read(key, part));
      },
    });
  }
}
