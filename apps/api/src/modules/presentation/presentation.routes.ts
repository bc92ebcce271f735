import {
  CreatedPresentationShare,
  PresentationQuery,
  PresentationRecord,
  PresentationShareCreateBody,
  PresentationShareRecord,
  WhitelabelRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './presentation.service.ts';

const tags = ['Material presentation'];
const CaseParams = z.object({ id: z.uuid() });
const ShareParams = z.object({ id: z.uuid(), shareId: z.uuid() });
// Any text is looked up, so a malformed link reads as "no longer valid" like a revoked one.
const TokenParams = z.object({ token: z.string().min(1).max(200) });
const WhitelabelQuery = z.object({ branchId: z.coerce.number().int().positive().optional() });

export async function presentationRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, with access to the case's department (otherwise 404): the presentation with all material,
  // or only the active material with activeOnly=true.
  routes.get(
    '/api/cases/:id/presentation',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'getCasePresentation',
        summary: 'A case’s material as the presentation shows it',
        tags,
        params: CaseParams,
        querystring: PresentationQuery,
        response: { 200: PresentationRecord },
      },
    },
    async (request) =>
      service.getPresentation(deps, actorOf(request), request.params.id, request.query.activeOnly === 'true'),
  );

  // Signed in, with access to the case's department: a new share link working for 7, 30 or 90 days (90
  // without a body); its URL is told only here.
  routes.post(
    '/api/cases/:id/presentation/shares',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'shareCasePresentation',
        summary: 'Share a case’s presentation by link',
        tags,
        params: CaseParams,
        body: PresentationShareCreateBody.nullish(),
        response: { 201: CreatedPresentationShare },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createShare(deps, actorOf(request), request.params.id, request.body)),
  );

  // Signed in, with access to the case's department: the share links that still work.
  routes.get(
    '/api/cases/:id/presentation/shares',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listPresentationShares',
        summary: 'The links a presentation is shared by',
        tags,
        params: CaseParams,
        response: { 200: z.array(PresentationShareRecord) },
      },
    },
    async (request) => service.listShares(deps, actorOf(request), request.params.id),
  );

  // Signed in, with access to the case's department: the link stops working at once.
  routes.delete(
    '/api/cases/:id/presentation/shares/:shareId',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'revokePresentationShare',
        summary: 'Stop a shared link',
        tags,
        params: ShareParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.revokeShare(deps, actorOf(request), request.params.id, request.params.shareId);
      return reply.code(204).send(null);
    },
  );

  // Public: whoever holds a live share link (not revoked, not expired); active material only, with the
  // department's branding.
  routes.get(
    '/api/public/presentation/:token',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'getPublicPresentation',
        summary: 'A presentation opened from its link',
        tags,
        params: TokenParams,
        response: { 200: PresentationRecord },
      },
    },
    async (request) => service.getSharedPresentation(deps, request.params.token),
  );

  // Signed in: the branding of one of the user's departments (branchId), by default the first by name.
  routes.get(
    '/api/webshop/whitelabel',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getWhitelabel',
        summary: 'A department’s colours and logo',
        tags,
        querystring: WhitelabelQuery,
        response: { 200: WhitelabelRecord },
      },
    },
    async (request) => service.getWhitelabel(deps, actorOf(request), request.query.branchId),
  );
}
