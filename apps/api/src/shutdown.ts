import type { Logger } from 'pino';
import type { App } from './app-types.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';

interface Running {
  app: App;
  jobs: JobQueue;
  database: Database;
  logger: Logger;
  graceSeconds: number;
}

/**
 * The hub's answer to SIGTERM/SIGINT (docs/reliability.md "Shutdown"): the workers take no new job and the
 * server no new connection or request (those get a translated 503); requests in flight finish, up to the
 * grace period, after which their connections are cut; running jobs finish (pg-boss waits up to 10 s, and
 * hands an unfinished job to the next process after its expiry); then the database closes.
 */
export function gracefulShutdown({ app, jobs, database, logger, graceSeconds }: Running) {
  let started = false;
  return async (signal: string) => {
    if (started) return;
    started = true;
    logger.info({ signal, graceSeconds }, 'shutting down: finishing the requests and jobs in flight');
    const cutOff = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing their connections');
      app.server.closeAllConnections();
    }, graceSeconds * 1000);
    await jobs.stopTakingJobs();
    await app.close();
    clearTimeout(cutOff);
    await jobs.stop();
    await database.close();
    logger.info('shut down');
    process.exit(0);
  };
}
