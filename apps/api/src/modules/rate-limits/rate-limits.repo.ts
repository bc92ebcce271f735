import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from './rate-limits.table.ts';

/**
 * Counts one call of `key` in one statement: a new window starts when the last one has ended. Answers the
 * count in the window and the seconds until it ends, both by the database's clock.
 */
export async function countHit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; secondsLeft: number }> {
  const windowOpen = sql`${rateLimitHits.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${windowOpen} then ${rateLimitHits.count} + 1 else 1 end`,
        windowStartedAt: sql`case when ${windowOpen} then ${rateLimitHits.windowStartedAt} else now() end`,
      },
    })
    .returning({
      count: rateLimitHits.count,
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimitHits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))::int`,
    });
  return { count: row?.count ?? 1, secondsLeft: row?.secondsLeft ?? windowSeconds };
}

/** Removes the windows that ended; answers how many. */
export async function deleteEndedWindows(db: Db, windowSeconds: number): Promise<number> {
  const removed = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`))
    .returning({ key: rateLimitHits.key });
  return removed.length;
}
