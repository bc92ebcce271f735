import {
  ErrorKey,
  HELP_SEARCH_MIN,
  type HelpArticleEditRecord,
  type HelpArticleRecord,
  type HelpArticleTranslations,
  type Locale,
  type NewsEditRecord,
  type NewsItemRecord,
  type NewsTranslations,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './content.repo.ts';

// Every call needs a signed-in reader (the routes' actorOf); news and articles are the same for every
// department, so there are no department rows to hide. Writing needs the provider permission content.manage.

/** The item's texts in the reader's language, or English when it has none in that language. */
export function translationFor<T>(translations: { en: T } & Partial<Record<Locale, T>>, locale: Locale) {
  const own = translations[locale];
  return own ? { language: locale, ...own } : { language: 'en' as const, ...translations.en };
}

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

function newsRecord(row: repo.StoredNewsItem, locale: Locale): NewsItemRecord {
  const { language, title, teaser, content } = translationFor(row.translations, locale);
  return { id: row.id, language, title, teaser, content, publishedAt: isoOrNull(row.publishedAt) };
}

function articleRecord(row: repo.StoredHelpArticle, locale: Locale): HelpArticleRecord {
  const { language, title, description, content } = translationFor(row.translations, locale);
  return { id: row.id, language, title, description, content, publishedAt: isoOrNull(row.publishedAt) };
}

const editRecord = (row: repo.StoredNewsItem | repo.StoredHelpArticle) => ({
  id: row.id,
  translations: row.translations,
  publishedAt: isoOrNull(row.publishedAt),
  updatedAt: row.updatedAt.toISOString(),
});

/** A draft is shown only to its editors; readers get 404 as for an id that does not exist. */
function assertReadable(actor: Actor, row: { publishedAt: Date | null } | undefined): asserts row {
  if (!row || (row.publishedAt === null && !actor.permissions.has('content.manage'))) {
    throw new AppError(ErrorKey.notFound, 404);
  }
}

/** The publish switch: the date is set when the item is published and kept while it stays published. */
const publishedAtAfter = (current: Date | null, published: boolean, now: Date) =>
  published ? (current ?? now) : null;

export async function listNews(deps: AppDeps, locale: Locale, count: number): Promise<NewsItemRecord[]> {
  return (await repo.findPublishedNews(deps.db, count)).map((row) => newsRecord(row, locale));
}

export async function getNewsItem(deps: AppDeps, actor: Actor, id: string, locale: Locale) {
  const row = await repo.findNewsItem(deps.db, id);
  assertReadable(actor, row);
  return newsRecord(row, locale);
}

export async function listNewsForEditing(deps: AppDeps, actor: Actor): Promise<NewsEditRecord[]> {
  assertProviderPermission(actor, 'content.manage');
  return (await repo.findAllNews(deps.db)).map(editRecord) as NewsEditRecord[];
}

export async function createNewsItem(deps: AppDeps, actor: Actor, translations: NewsTranslations) {
  assertProviderPermission(actor, 'content.manage');
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertNewsItem(tx, {
      translations,
      createdByUserId: actor.userId,
      updatedByUserId: actor.userId,
    });
    await recordAudit(tx, actor, { action: 'content.newsCreated', targetType: 'news', targetId: created.id });
    return created;
  });
  return editRecord(row) as NewsEditRecord;
}

/** Saves the texts (PUT /news/{id}) or the publish switch (PUT /news/{id}/published). */
export async function updateNewsItem(
  deps: AppDeps,
  actor: Actor,
  id: string,
  change: { translations: NewsTranslations } | { published: boolean },
): Promise<NewsEditRecord> {
  assertProviderPermission(actor, 'content.manage');
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findNewsItem(tx, id);
    if (!before) throw new AppError(ErrorKey.notFound, 404);
    const values =
      'published' in change
        ? { publishedAt: publishedAtAfter(before.publishedAt, change.published, nowOf(deps)) }
        : { translations: change.translations };
    const updated = await repo.updateNewsItem(tx, id, {
      ...values,
      updatedByUserId: actor.userId,
      updatedAt: nowOf(deps),
    });
    await recordAudit(tx, actor, {
      action: 'published' in change ? 'content.newsPublished' : 'content.newsUpdated',
      targetType: 'news',
      targetId: id,
      details: 'published' in change ? { published: change.published } : {},
    });
    return updated ?? before;
  });
  return editRecord(row) as NewsEditRecord;
}

export async function listArticles(
  deps: AppDeps,
  locale: Locale,
  search: string | undefined,
): Promise<HelpArticleRecord[]> {
  const query = search && search.length >= HELP_SEARCH_MIN ? search : null;
  return (await repo.findPublishedArticles(deps.db, locale, query)).map((row) => articleRecord(row, locale));
}

export async function getArticle(deps: AppDeps, actor: Actor, id: string, locale: Locale) {
  const row = await repo.findArticle(deps.db, id);
  assertReadable(actor, row);
  return articleRecord(row, locale);
}

export async function listArticlesForEditing(deps: AppDeps, actor: Actor): Promise<HelpArticleEditRecord[]> {
  assertProviderPermission(actor, 'content.manage');
  return (await repo.findAllArticles(deps.db)).map(editRecord) as HelpArticleEditRecord[];
}

export async function createArticle(deps: AppDeps, actor: Actor, translations: HelpArticleTranslations) {
  assertProviderPermission(actor, 'content.manage');
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertArticle(tx, {
      translations,
      createdByUserId: actor.userId,
      updatedByUserId: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: 'content.articleCreated',
      targetType: 'helpArticle',
      targetId: created.id,
    });
    return created;
  });
  return editRecord(row) as HelpArticleEditRecord;
}

export async function updateArticle(
  deps: AppDeps,
  actor: Actor,
  id: string,
  change: { translations: HelpArticleTranslations } | { published: boolean },
): Promise<HelpArticleEditRecord> {
  assertProviderPermission(actor, 'content.manage');
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findArticle(tx, id);
    if (!before) throw new AppError(ErrorKey.notFound, 404);
    const values =
      'published' in change
        ? { publishedAt: publishedAtAfter(before.publishedAt, change.published, nowOf(deps)) }
        : { translations: change.translations };
    const updated = await repo.updateArticle(tx, id, {
      ...values,
      updatedByUserId: actor.userId,
      updatedAt: nowOf(deps),
    });
    await recordAudit(tx, actor, {
      action: 'published' in change ? 'content.articlePublished' : 'content.articleUpdated',
      targetType: 'helpArticle',
      targetId: id,
      details: 'published' in change ? { published: change.published } : {},
    });
    return updated ?? before;
  });
  return editRecord(row) as HelpArticleEditRecord;
}
