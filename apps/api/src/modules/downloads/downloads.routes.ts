import {
  ErrorKey,
  errorMessages,
  FALLBACK_LOCALE,
  mapLocale,
  ZipDownloadBody,
  ZipDownloadQuery,
  ZipDownloadRecord,
  ZipDownloadResponse,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './downloads.service.ts';

const tags = ['Assets'];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A person who clicks an old link in a mail gets a page in their language rather than a JSON error. */
function sendExpiredPage(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const locale = mapLocale(request.headers['accept-language']?.split(',')[0]) ?? FALLBACK_LOCALE;
  const message = escapeHtml(errorMessages[locale][ErrorKey.downloadLinkExpired]);
  const portal = escapeHtml(deps.config.publicUrl);
  return reply
    .code(410)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${message}</title></head><body><h1>${message}</h1><p><a href="${portal}">${portal}</a></p></body></html>`,
    );
}

export async function downloadsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, with access to the case's department (404 otherwise); the zip is mailed when it is packed.
  routes.post(
    '/api/Assets/download-link/ewarp-materials/email',
    {
      config: { audience: 'portal', failure: ErrorKey.packageZipFileFailed },
      schema: {
        operationId: 'requestMaterialZip',
        summary: 'Pack material in a zip and mail its link',
        tags,
        body: ZipDownloadBody,
        response: { 200: ZipDownloadResponse },
      },
    },
    async (request) => service.requestZipDownload(deps, actorOf(request), request.body),
  );

  // Signed in, with access to the case's department (404 otherwise): the user's own recent downloads.
  routes.get(
    '/api/Assets/downloads',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listMaterialZips',
        summary: 'The zips asked for',
        tags,
        querystring: ZipDownloadQuery,
        response: { 200: z.array(ZipDownloadRecord) },
      },
    },
    async (request) => service.listRecentDownloads(deps, actorOf(request), request.query.caseId),
  );

  // Signed in: only the user who ordered the download, while they still see its case (404 otherwise).
  routes.post(
    '/api/Assets/downloads/:id/retry',
    {
      config: { audience: 'portal', failure: ErrorKey.packageZipFileFailed },
      schema: {
        operationId: 'retryMaterialZip',
        summary: 'Pack a failed zip again',
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: ZipDownloadRecord },
      },
    },
    async (request) => service.retryDownload(deps, actorOf(request), request.params.id),
  );

  // Public: the mailed link; the random token is the authorization. Redirects to a short storage URL.
  routes.get(
    '/api/Assets/downloads/file/:token',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'downloadMaterialZip',
        summary: 'Download a zip from its mailed link',
        tags,
        params: z.object({ token: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      try {
        return reply.redirect(await service.resolveDownloadLink(deps, request.params.token));
      } catch (error) {
        const expired = error instanceof AppError && error.code === ErrorKey.downloadLinkExpired;
        if (expired && request.headers.accept?.includes('text/html'))
          return sendExpiredPage(deps, request, reply);
        throw error;
      }
    },
  );
}
