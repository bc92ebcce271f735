import type { AppDeps } from '../deps.ts';
import { removeExpiredZips } from '../modules/downloads/downloads.service.ts';

/** Nightly: removes the files of zips whose mailed link has expired. */
export const expiredZipsJob = (deps: AppDeps) => async () => {
  const removed = await removeExpiredZips(deps);
  if (removed > 0) deps.logger.info({ removed }, 'expired zip files removed');
};
