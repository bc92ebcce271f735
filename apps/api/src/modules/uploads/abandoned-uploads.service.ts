import { type AppDeps, nowOf } from '../../deps.ts';
import * as repo from './uploads.repo.ts';

export const ABANDONED_UPLOADS_JOB = 'abandoned-uploads';
/** Nightly, at a quiet hour (UTC), apart from the zip clean-up. */
export const ABANDONED_UPLOADS_CRON = '45 3 * * *';
/** A presigned PUT lasts an hour; a temporary file nobody registered within a day never will be. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** Keys checked against the registered uploads per query. */
const KEYS_PER_ROUND = 500;

/** Removes those of `keys` that no upload row points at; answers how many went. */
async function removeUnregistered(deps: AppDeps, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const registered = await repo.findRegisteredKeys(deps.db, keys);
  const abandoned = keys.filter((key) => !registered.has(key));
  for (const key of abandoned) await deps.storage.remove(key);
  return abandoned.length;
}

/**
 * Removes temporary files (tmp/) older than a day that no upload row points at: files PUT but never
 * registered (a closed browser, a refused registration, a document never saved). Registered uploads stay
 * however old they are, since they wait for their task's completion. The listing is read page by page.
 */
export async function removeAbandonedUploads(deps: AppDeps): Promise<number> {
  const cutoff = nowOf(deps).getTime() - ABANDONED_AFTER_MS;
  let removed = 0;
  let round: string[] = [];
  for await (const found of deps.storage.list('tmp/')) {
    if (found.lastModified.getTime() > cutoff) continue;
    round.push(found.key);
    if (round.length >= KEYS_PER_ROUND) {
      removed += await removeUnregistered(deps, round);
      round = [];
    }
  }
  return removed + (await removeUnregistered(deps, round));
}
