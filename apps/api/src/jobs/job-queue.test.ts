import pino from 'pino';
import { describe, expect, it } from 'vitest';
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

  it('refuses a job that has no worker, so a typo is not queued forever', async () => {
    const jobs = createJobQueue({ sql: async () => ({ rows: [] }), logger: pino({ level: 'silent' }) });
    await expect(jobs.send('nobody', {})).rejects.toThrow('No worker');
  });
});
