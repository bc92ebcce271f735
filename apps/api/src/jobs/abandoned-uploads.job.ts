import type { AppDeps } from '../deps.ts';
import { removeAbandonedUploads } from '../modules/uploads/abandoned-uploads.service.ts';

/** Nightly: removes temporary upload files that were never registered and are more than a day old. */
export const abandonedUploadsJob = (deps: AppDeps) => async () => {
  const removed = await removeAbandonedUploads(deps);
  if (removed > 0) deps.logger.info({ removed }, 'abandoned temporary uploads removed');
};
