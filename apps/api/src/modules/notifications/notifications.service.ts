import {
  ErrorKey,
  NOTIFICATION_KEEP_DAYS,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationParams,
  type NotificationRecord,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import * as repo from './notifications.repo.ts';

// A notification belongs to its recipient alone: the calls read and change only the actor's own rows, and
// another user's row answers 404 as one that does not exist. No department rule applies on top: the
// notification was written for this person when the event happened.

export interface NotificationEvent {
  kind: NotificationKind;
  caseId?: string | null;
  orderId?: string | null;
  params: NotificationParams;
  /** The portal page the notification opens, e.g. /cases/{id}. */
  link: string;
}

/**
 * Writes the event's notification for each recipient, once each, inside the caller's transaction (`db`).
 * The person who did the change (`actingUserId`) is never told about it.
 */
export async function notifyUsers(
  db: Db,
  recipientIds: readonly (string | null | undefined)[],
  event: NotificationEvent,
  context: { actingUserId: string | null; at: Date },
): Promise<void> {
  const recipients = new Set(recipientIds.filter((id): id is string => !!id && id !== context.actingUserId));
  await repo.insertNotifications(
    db,
    [...recipients].map((recipientUserId) => ({
      recipientUserId,
      kind: event.kind,
      caseId: event.caseId ?? null,
      orderId: event.orderId ?? null,
      params: event.params,
      link: event.link,
      createdAt: context.at,
    })),
  );
}

const toRecord = (row: repo.StoredNotification): NotificationRecord => ({
  id: row.id,
  kind: row.kind,
  caseId: row.caseId,
  orderId: row.orderId,
  params: row.params,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export async function listMyNotifications(
  deps: AppDeps,
  actor: Actor,
  { skip, take }: NotificationListQuery,
): Promise<NotificationPage> {
  const [rows, total, unreadCount] = await Promise.all([
    repo.findPageOfRecipient(deps.db, actor.userId, skip, take),
    repo.countOfRecipient(deps.db, actor.userId, false),
    repo.countOfRecipient(deps.db, actor.userId, true),
  ]);
  return { currentSkip: skip, take, total, unreadCount, data: rows.map(toRecord) };
}

export async function countMyUnread(deps: AppDeps, actor: Actor) {
  return { unreadCount: await repo.countOfRecipient(deps.db, actor.userId, true) };
}

export async function markMyNotificationRead(deps: AppDeps, actor: Actor, id: string) {
  if (!(await repo.markRead(deps.db, actor.userId, id, nowOf(deps)))) {
    throw new AppError(ErrorKey.notFound, 404);
  }
  return countMyUnread(deps, actor);
}

export async function markAllMyNotificationsRead(deps: AppDeps, actor: Actor) {
  await repo.markAllRead(deps.db, actor.userId, nowOf(deps));
  return { unreadCount: 0 };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The nightly purge: notifications older than 90 days. Answers how many were removed. */
export async function purgeOldNotifications(deps: AppDeps): Promise<number> {
  return repo.deleteOlderThan(deps.db, new Date(nowOf(deps).getTime() - NOTIFICATION_KEEP_DAYS * DAY_MS));
}
