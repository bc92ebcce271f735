import type { Locale } from '@portal/contracts';
import { asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helpArticles, newsItems } from './content.table.ts';

export type StoredNewsItem = typeof newsItems.$inferSelect;
export type StoredHelpArticle = typeof helpArticles.$inferSelect;

/** Published news, newest first. */
export async function findPublishedNews(db: Db, limit: number): Promise<StoredNewsItem[]> {
  return db
    .select()
    .from(newsItems)
    .where(isNotNull(newsItems.publishedAt))
    .orderBy(desc(newsItems.publishedAt), asc(newsItems.id))
    .limit(limit);
}

/** Every item for the editor: unpublished drafts first, then the newest. */
export async function findAllNews(db: Db): Promise<StoredNewsItem[]> {
  return db
    .select()
    .from(newsItems)
    .orderBy(sql`${newsItems.publishedAt} desc nulls first`, desc(newsItems.createdAt));
}

export async function findNewsItem(db: Db, id: string): Promise<StoredNewsItem | undefined> {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id));
  return row;
}

export async function insertNewsItem(db: Db, values: typeof newsItems.$inferInsert): Promise<StoredNewsItem> {
  const [row] = await db.insert(newsItems).values(values).returning();
  if (!row) throw new Error('news item not inserted');
  return row;
}

export async function updateNewsItem(
  db: Db,
  id: string,
  values: Partial<typeof newsItems.$inferInsert>,
): Promise<StoredNewsItem | undefined> {
  const [row] = await db.update(newsItems).set(values).where(eq(newsItems.id, id)).returning();
  return row;
}

/** The article's text field in the reader's language, or in English when the article has none in it. */
const articleField = (locale: Locale, field: 'title' | 'description' | 'content'): SQL<string> =>
  sql`coalesce(${helpArticles.translations} -> ${locale}::text, ${helpArticles.translations} -> 'en') ->> ${field}::text`;

/** `%` and `_` typed by a reader are searched for as themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Published articles in the order of their titles in the reader's language; with `search`, only those whose
 * title, description or content (in that language, or its English fallback) contain it, in any case.
 */
export async function findPublishedArticles(
  db: Db,
  locale: Locale,
  search: string | null,
): Promise<StoredHelpArticle[]> {
  const pattern = search === null ? null : likePattern(search);
  const matches = pattern
    ? sql`(${articleField(locale, 'title')} ilike ${pattern} or ${articleField(locale, 'description')} ilike ${pattern} or ${articleField(locale, 'content')} ilike ${pattern})`
    : sql`true`;
  return db
    .select()
    .from(helpArticles)
    .where(sql`${helpArticles.publishedAt} is not null and ${matches}`)
    .orderBy(articleField(locale, 'title'), asc(helpArticles.id));
}

export async function findAllArticles(db: Db): Promise<StoredHelpArticle[]> {
  return db
    .select()
    .from(helpArticles)
    .orderBy(
      sql`${helpArticles.publishedAt} is not null`,
      sql`${helpArticles.translations} -> 'en' ->> 'title'`,
    );
}

export async function findArticle(db: Db, id: string): Promise<StoredHelpArticle | undefined> {
  const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
  return row;
}

export async function insertArticle(
  db: Db,
  values: typeof helpArticles.$inferInsert,
): Promise<StoredHelpArticle> {
  const [row] = await db.insert(helpArticles).values(values).returning();
  if (!row) throw new Error('help article not inserted');
  return row;
}

export async function updateArticle(
  db: Db,
  id: string,
  values: Partial<typeof helpArticles.$inferInsert>,
): Promise<StoredHelpArticle | undefined> {
  const [row] = await db.update(helpArticles).set(values).where(eq(helpArticles.id, id)).returning();
  return row;
}
