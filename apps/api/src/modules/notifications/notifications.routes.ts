import { NotificationListQuery, NotificationPage, UnreadCount } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './notifications.service.ts';

const tags = ['Notifications'];

// Every call needs a signed-in user (401) and touches only that user's own notifications (404 for others').
export async function notificationsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/notifications',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listNotifications',
        summary: 'The signed-in user’s notifications',
        tags,
        querystring: NotificationListQuery,
        response: { 200: NotificationPage },
      },
    },
    async (request) => service.listMyNotifications(deps, actorOf(request), request.query),
  );

  routes.get(
    '/api/notifications/unread-count',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'countUnreadNotifications',
        summary: 'How many notifications are unread',
        tags,
        response: { 200: UnreadCount },
      },
    },
    async (request) => service.countMyUnread(deps, actorOf(request)),
  );

  routes.post(
    '/api/notifications/:id/read',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'markNotificationRead',
        summary: 'Mark a notification read',
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: UnreadCount },
      },
    },
    async (request) => service.markMyNotificationRead(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/notifications/read-all',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: 'Mark every notification read',
        tags,
        response: { 200: UnreadCount },
      },
    },
    async (request) => service.markAllMyNotificationsRead(deps, actorOf(request)),
  );
}
