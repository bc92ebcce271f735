import {
  ErrorKey,
  type Locale,
  type SaveSystemNoticeBody,
  type SystemNoticeEditRecord,
  type SystemNoticeRecord,
} from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { translationFor } from '../content/content.service.ts';
import * as repo from './system-notices.repo.ts';

// Every call needs a signed-in user. Notices are the same for every department, so there are no department
// rows to hide; a dismissal is the actor's own. Writing needs the provider permission content.manage.

const isShownAt = (row: repo.StoredSystemNotice, at: Date) =>
  row.shownFrom <= at && (row.shownUntil === null || row.shownUntil > at);

function readerRecord(row: repo.StoredSystemNotice, locale: Locale, at: Date): SystemNoticeRecord {
  const { language, text } = translationFor(row.translations, locale);
  return {
    id: row.id,
    language,
    text,
    level: row.level,
    shownFrom: row.shownFrom.toISOString(),
    shownUntil: row.shownUntil?.toISOString() ?? null,
    current: isShownAt(row, at),
  };
}

const editRecord = (row: repo.StoredSystemNotice): SystemNoticeEditRecord => ({
  id: row.id,
  translations: row.translations,
  level: row.level,
  shownFrom: row.shownFrom.toISOString(),
  shownUntil: row.shownUntil?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The banners of every signed-in page: shown now and not dismissed by the reader. */
export async function listCurrentNotices(deps: AppDeps, actor: Actor, locale: Locale) {
  const now = nowOf(deps);
  return (await repo.findCurrentForUser(deps.db, actor.userId, now)).map((row) =>
    readerRecord(row, locale, now),
  );
}

/** The system notifications page: current and past notices, dismissed or not. */
export async function listStartedNotices(deps: AppDeps, locale: Locale) {
  const now = nowOf(deps);
  return (await repo.findStarted(deps.db, now)).map((row) => readerRecord(row, locale, now));
}

export async function dismissNotice(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  if (!(await repo.findNotice(deps.db, id))) throw new AppError(ErrorKey.notFound, 404);
  await repo.insertDismissal(deps.db, id, actor.userId, nowOf(deps));
}

export async function listNoticesForEditing(deps: AppDeps, actor: Actor) {
  assertProviderPermission(actor, 'content.manage');
  return (await repo.findAll(deps.db)).map(editRecord);
}

const storedValues = (body: SaveSystemNoticeBody) => ({
  translations: body.translations,
  level: body.level,
  shownFrom: new Date(body.shownFrom),
  shownUntil: body.shownUntil ? new Date(body.shownUntil) : null,
});

export async function createNotice(deps: AppDeps, actor: Actor, body: SaveSystemNoticeBody) {
  assertProviderPermission(actor, 'content.manage');
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertNotice(tx, {
      ...storedValues(body),
      createdByUserId: actor.userId,
      updatedByUserId: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: 'systemNotices.created',
      targetType: 'systemNotice',
      targetId: created.id,
    });
    return created;
  });
  return editRecord(row);
}

export async function updateNotice(deps: AppDeps, actor: Actor, id: string, body: SaveSystemNoticeBody) {
  assertProviderPermission(actor, 'content.manage');
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateNotice(tx, id, {
      ...storedValues(body),
      updatedByUserId: actor.userId,
      updatedAt: nowOf(deps),
    });
    if (!updated) throw new AppError(ErrorKey.notFound, 404);
    await recordAudit(tx, actor, {
      action: 'systemNotices.updated',
      targetType: 'systemNotice',
      targetId: id,
    });
    return updated;
  });
  return editRecord(row);
}

export async function deleteNotice(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  assertProviderPermission(actor, 'content.manage');
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteNotice(tx, id))) throw new AppError(ErrorKey.notFound, 404);
    await recordAudit(tx, actor, {
      action: 'systemNotices.deleted',
      targetType: 'systemNotice',
      targetId: id,
    });
  });
}
