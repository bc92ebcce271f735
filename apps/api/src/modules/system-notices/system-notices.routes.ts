import {
  ContentLanguageParam,
  SaveSystemNoticeBody,
  SystemNoticeEditRecord,
  SystemNoticeRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './system-notices.service.ts';

const tags = ['System notices'];
const LanguageParams = z.object({ lang: ContentLanguageParam });
const NoticeParams = z.object({ id: z.uuid() });

// Every call needs a signed-in user (401). Readers get notices in their language with an English fallback;
// the editor's calls (manage, create, edit, delete) need content.manage (403).
export async function systemNoticesRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/system-notices/current/language/:lang',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getCurrentSystemNotice',
        summary: 'The system notice shown now',
        tags,
        params: LanguageParams,
        response: { 200: z.array(SystemNoticeRecord) },
      },
    },
    async (request) => service.listCurrentNotices(deps, actorOf(request), request.params.lang),
  );

  routes.get(
    '/api/system-notices/language/:lang',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listSystemNotices',
        summary: 'The system notices in a language',
        tags,
        params: LanguageParams,
        response: { 200: z.array(SystemNoticeRecord) },
      },
    },
    async (request) => {
      actorOf(request);
      return service.listStartedNotices(deps, request.params.lang);
    },
  );

  routes.post(
    '/api/system-notices/:id/dismissal',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'dismissSystemNotice',
        summary: 'Hide a system notice for oneself',
        tags,
        params: NoticeParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.dismissNotice(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/system-notices/manage',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listSystemNoticesForEditing',
        summary: 'Every system notice, for the editor',
        tags,
        response: { 200: z.array(SystemNoticeEditRecord) },
      },
    },
    async (request) => service.listNoticesForEditing(deps, actorOf(request)),
  );

  routes.post(
    '/api/system-notices',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createSystemNotice',
        summary: 'Write a system notice',
        tags,
        body: SaveSystemNoticeBody,
        response: { 200: SystemNoticeEditRecord },
      },
    },
    async (request) => service.createNotice(deps, actorOf(request), request.body),
  );

  routes.put(
    '/api/system-notices/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateSystemNotice',
        summary: 'Change a system notice',
        tags,
        params: NoticeParams,
        body: SaveSystemNoticeBody,
        response: { 200: SystemNoticeEditRecord },
      },
    },
    async (request) => service.updateNotice(deps, actorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/system-notices/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'deleteSystemNotice',
        summary: 'Delete a system notice',
        tags,
        params: NoticeParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteNotice(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
