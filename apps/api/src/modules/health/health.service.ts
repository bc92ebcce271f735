import type { AppDeps } from '../../deps.ts';
import * as repo from './health.repo.ts';

/** Whether the database answers; when it does not, the reason goes to the log (the caller sees only 503). */
export async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  try {
    await repo.pingDatabase(deps.db);
    return true;
  } catch (error) {
    deps.logger.error({ err: error }, 'health check: database unavailable');
    return false;
  }
}
