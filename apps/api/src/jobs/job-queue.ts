import { setTimeout as delay, setImmediate as nextTurn } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { SqlExecutor } from '../db/client.ts';

/** How long `stop` waits for the running jobs. */
const STOP_WAIT_MS = 10_000;

export type JobHandler<Data> = (data: Data) => Promise<void>;

/**
 * Background work that must survive a restart (zip packing, archiving, previews): pg-boss keeps the jobs in
 * the portal's own database, so they run on PGlite and on PostgreSQL alike, in any hub process.
 */
export interface JobQueue {
  /** Registers the worker of a job name; call before the queue starts. */
  work<Data extends object>(name: string, handler: JobHandler<Data>): void;
  /** Registers a worker that also runs on a cron schedule (UTC), once across every hub process. */
  schedule(name: string, cron: string, handler: () => Promise<void>): void;
  /** Queues a job (starting the queue first if needed) and answers its id. */
  send(name: string, data: object, options?: { retryLimit?: number; singletonKey?: string }): Promise<string>;
  start(): Promise<void>;
  /** Workers take no further job; the ones running finish. Jobs can still be queued (shutdown, step one). */
  stopTakingJobs(): Promise<void>;
  /** Waits for the running jobs (up to 10 s) and stops the queue. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  sql: SqlExecutor;
  logger: Logger;
  /** How often an idle worker looks for new jobs; tests use pg-boss's minimum. */
  pollingIntervalSeconds?: number;
  /** A job running longer counts as failed and is handed out again (JOB_EXPIRE_SECONDS); 15 minutes by default. */
  expireSeconds?: number;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const handlers = new Map<string, JobHandler<object>>();
  const schedules = new Map<string, string>();
  let boss: PgBoss | undefined;
  /** The handlers running now, which `stop` waits for before the caller closes the database under them. */
  const running = new Set<Promise<void>>();
  let starting: Promise<void> | undefined;
  /**
   * The queue's statements under way. pg-boss marks a job done or failed after its handler without awaiting
   * it, so `stop` waits for these too: sent to a database the caller has just closed, the statement would fail
   * as an unhandled rejection. A statement pg-boss still sends once `stop` has returned (a handler that ran
   * past the wait) reaches no database and finds nothing; its job stays active until it expires and is then
   * handed out again, as after a crash.
   */
  const statements = new Set<Promise<unknown>>();
  let stopped = false;
  const executeSql: SqlExecutor = (text, values) => {
    if (stopped) return Promise.resolve({ rows: [] });
    const statement = options.sql(text, values);
    statements.add(statement);
    const forget = () => statements.delete(statement);
    statement.then(forget, forget);
    return statement;
  };

  async function startBoss(): Promise<void> {
    const instance = new PgBoss({
      db: { executeSql },
      schema: 'pgboss',
      // One hub process and a small database: the default maintenance and monitoring are enough.
      supervise: true,
    });
    instance.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
    await instance.start();
    for (const [name, handler] of handlers) {
      await instance.createQueue(name);
      await instance.work<object>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) {
            options.logger.info({ job: name, id: job.id }, 'job started');
            const run = handler(job.data);
            running.add(run);
            try {
              await run;
            } finally {
              running.delete(run);
            }
          }
        },
      );
    }
    for (const [name, cron] of schedules) await instance.schedule(name, cron);
    boss = instance;
  }

  function work<Data extends object>(name: string, handler: JobHandler<Data>): void {
    if (starting) throw new Error(`The job queue has started; register "${name}" before it starts.`);
    handlers.set(name, handler as JobHandler<object>);
  }

  function ensureStarted(): Promise<void> {
    starting ??= startBoss();
    return starting;
  }

  return {
    work,
    schedule(name, cron, handler) {
      work(name, handler);
      schedules.set(name, cron);
    },
    async send(name, data, sendOptions = {}) {
      if (!handlers.has(name)) throw new Error(`No worker for job "${name}".`);
      await ensureStarted();
      const id = await boss?.send(name, data, {
        retryLimit: sendOptions.retryLimit ?? 2,
        retryDelay: 5,
        expireInSeconds: options.expireSeconds ?? 900,
        singletonKey: sendOptions.singletonKey,
      });
      if (!id) throw new Error(`Job "${name}" was not queued.`);
      return id;
    },
    start: ensureStarted,
    async stopTakingJobs() {
      for (const name of handlers.keys()) await boss?.offWork(name);
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      const deadline = Date.now() + STOP_WAIT_MS;
      await boss?.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
      // pg-boss can end its wait while a handler still runs (it marks the job failed, to be run again); the
      // handler then finishes on a closed database unless this waits for it, and for the statement that marks
      // its job, up to the same limit.
      const settled = async () => {
        await Promise.allSettled(running);
        await nextTurn();
        await Promise.allSettled(statements);
      };
      await Promise.race([settled(), delay(Math.max(0, deadline - Date.now()), undefined, { ref: false })]);
      stopped = true;
    },
  };
}
