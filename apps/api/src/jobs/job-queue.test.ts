import { setTimeout as delay } from 'node:timers/promises';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createJobQueue } from './job-queue.ts';

describe('job queue', () => {
  it('runs a queued job in a worker, and retries a failing one until it succeeds', async () => {
    const database = await openTestDatabase();
    const jobs = createJobQueue({
      sql: database.sql,
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
    });
    try {
      const seen: string[] = [];
      let failuresLeft = 1;
      jobs.work<{ word: string }>('echo', async ({ word }) => {
        if (word === 'flaky' && failuresLeft-- > 0) throw new Error('first try fails');
        seen.push(word);
      });
      await jobs.send('echo', { word: 'hello' });
      await jobs.send('echo', { word: 'flaky' }, { retryLimit: 1 });
      await expect
        .poll(() => seen.toSorted(), { timeout: 20_000, interval: 100 })
        .toEqual(['flaky', 'hello']);
    } finally {
      await jobs.stop();
      await database.close();
    }
  }, 30_000);

  it('on shutdown finishes the running job and takes no further one, which stays queued', async () => {
    const database = await openTestDatabase();
    const jobs = createJobQueue({
      sql: database.sql,
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
    });
    try {
      const finished: string[] = [];
      let started = () => {};
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      jobs.work<{ name: string }>('slow', async ({ name }) => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        finished.push(name);
      });
      await jobs.send('slow', { name: 'first' });
      await running;
      await jobs.stopTakingJobs();
      await jobs.send('slow', { name: 'second' });
      // Long enough for the first job to end and a working worker to fetch the second.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await jobs.stop();
      expect(finished).toEqual(['first']);
      const { rows } = (await database.sql(
        "select data->>'name' as name from pgboss.job where name = 'slow' and state = 'created'",
      )) as { rows: { name: string }[] };
      expect(rows).toEqual([{ name: 'second' }]);
    } finally {
      await database.close();
    }
  }, 30_000);

  it('stops only once the statement marking a finished job is done, so the database can be closed right after', async () => {
    const database = await openTestDatabase();
    // Once the job has run, every statement takes a while: pg-boss marks the job done without waiting for it.
    let slow = false;
    let underWay = 0;
    const sql: SqlExecutor = async (text, values) => {
      underWay += 1;
      try {
        if (slow) await delay(300);
        return await database.sql(text, values);
      } finally {
        underWay -= 1;
      }
    };
    const jobs = createJobQueue({ sql, logger: pino({ level: 'silent' }), pollingIntervalSeconds: 0.5 });
    try {
      let ran = () => {};
      const done = new Promise<void>((resolve) => {
        ran = resolve;
      });
      jobs.work('quick', async () => {
        slow = true;
        ran();
      });
      await jobs.send('quick', {});
      await done;
      await jobs.stop();
      expect(underWay).toBe(0);
      const { rows } = (await database.sql("select state from pgboss.job where name = 'quick'")) as {
        rows: { state: string }[];
      };
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await database.close();
    }
  }, 30_000);

  it('refuses a job that has no worker, so a typo is not queued forever', async () => {
    const jobs = createJobQueue({ sql: async () => ({ rows: [] }), logger: pino({ level: 'silent' }) });
    await expect(jobs.send('nobody', {})).rejects.toThrow('No worker');
  });
});
