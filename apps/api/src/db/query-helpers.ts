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

/**
 * How far a searched or filtered list counts ("1,000+"). Its matches are found row by row (a common word
 * in every third address), so counting 10,000 of them costs many times the page itself, and a person who
 * finds over a thousand narrows the search rather than reading on; the plain list counts on an index.
 */
export const FILTERED_COUNT_CAP = 1_000;

/** The count cap of a list: `listCountCap` (LIST_COUNT_CAP by default), at most FILTERED_COUNT_CAP when filtered. */
export function countCapOf(listCountCap: number | undefined, filtered: boolean): number {
  const cap = listCountCap ?? LIST_COUNT_CAP;
  return filtered ? Math.min(cap, FILTERED_COUNT_CAP) : cap;
}

export interface PageTotal {
  total: number;
  /** The matches were counted no further than `total`: there are more. */
  totalIsCapped: boolean;
}

/**
 * A page of a list and its total, counted no further than needed: never over a whole million-row table, only
 * up to the cap (or to the end of this page, when the user has scrolled past the cap); `countUpTo(limit)`
 * counts at most `limit` rows. The count runs beside the page, on another connection where the database has
 * several, so a person waits for the slower of the two rather than for both. A page that is not full ends
 * the list: its total is then exact, and the count is not used.
 */
export async function pageWithTotal<Page extends { rows: unknown[] }>(
  query: { skip: number; take: number },
  cap: number,
  findPage: () => Promise<Page>,
  countUpTo: (limit: number) => Promise<number>,
): Promise<Page & PageTotal> {
  const limit = Math.max(cap, query.skip + query.take);
  const [page, counted] = await Promise.all([findPage(), countUpTo(limit + 1)]);
  const found = page.rows.length;
  if (found < query.take && (found > 0 || query.skip === 0)) {
    return { ...page, total: query.skip + found, totalIsCapped: false };
  }
  return counted > limit
    ? { ...page, total: limit, totalIsCapped: true }
    : { ...page, total: counted, totalIsCapped: false };
}
