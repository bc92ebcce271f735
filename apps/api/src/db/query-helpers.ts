// Small helpers for the repos' queries and for the services that retry them.

/** Escapes the wildcards of LIKE (`%`, `_` and the escape character itself), so text is matched as typed. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Whether PostgreSQL refused a write for a unique index (23505), also when a driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  const value = error as { code?: string; cause?: unknown } | null;
  return value?.code === '23505' || (value?.cause !== undefined && isUniqueViolation(value.cause));
}

/** How far the case and task lists count their matches before answering "10,000+" (AppDeps.listCountCap). */
export const LIST_COUNT_CAP = 10_000;

export interface PageTotal {
  total: number;
  /** The matches were counted no further than `total`: there are more. */
  totalIsCapped: boolean;
}

/**
 * The total of a list page, counted no further than needed. A page that is not full ends the list, so its total
 * is exact and free. Otherwise the matches are counted up to the cap (or to the end of this page, when the user
 * has scrolled past the cap), never over a whole million-row table: `countUpTo(limit)` counts at most `limit`
 * rows.
 */
export async function totalOfPage(
  page: { skip: number; take: number; found: number },
  cap: number,
  countUpTo: (limit: number) => Promise<number>,
): Promise<PageTotal> {
  if (page.found < page.take && (page.found > 0 || page.skip === 0)) {
    return { total: page.skip + page.found, totalIsCapped: false };
  }
  const limit = Math.max(cap, page.skip + page.take);
  const counted = await countUpTo(limit + 1);
  return counted > limit ? { total: limit, totalIsCapped: true } : { total: counted, totalIsCapped: false };
}
