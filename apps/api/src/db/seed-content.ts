import { helpArticles, newsItems } from '../modules/content/content.table.ts';
import type { Db } from './client.ts';
import { APPROVING_TEXTS, ARCHIVING, INVITING_COLLEAGUES } from './seed-help-cases.ts';
import { BOOKING_LINKS, HOW_TO_ORDER, PICTURE_FEEDBACK } from './seed-help-ordering.ts';
import { DEMO_NEWS } from './seed-news.ts';

const DAY_MS = 86_400_000;

/** The demo news and help center, published by the provider's support user, in all four languages. */
export async function seedContent(db: Db, editorId: string, now = new Date()) {
  await db.insert(newsItems).values(
    DEMO_NEWS.map(({ daysAgo, translations }) => {
      const publishedAt = new Date(now.getTime() - daysAgo * DAY_MS);
      return {
        translations,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        createdByUserId: editorId,
        updatedByUserId: editorId,
      };
    }),
  );
  const publishedAt = new Date(now.getTime() - 3 * DAY_MS);
  await db.insert(helpArticles).values(
    [HOW_TO_ORDER, BOOKING_LINKS, PICTURE_FEEDBACK, ARCHIVING, APPROVING_TEXTS, INVITING_COLLEAGUES].map(
      (translations) => ({
        translations,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        createdByUserId: editorId,
        updatedByUserId: editorId,
      }),
    ),
  );
}
