import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ENDED_RATE_LIMIT_WINDOWS_JOB } from '../jobs/ended-rate-limit-windows.job.ts';
import { rateLimitHits } from '../modules/rate-limits/rate-limits.table.ts';
import { createTestApp, csrfHeader } from '../test/test-app.ts';
import type { RateLimits } from './rate-limit.ts';

const limits: RateLimits = { perAddress: 1000, perSession: 1000, signIn: 3, password: 3, publicLinks: 3 };

describe('the sign-in, password and public link limits, counted in the database', async () => {
  const { deps, db } = await createTestApp();
  // Two hubs on one database, as two hub processes behind a load balancer are.
  const first = await buildApp(deps, { rateLimits: limits });
  const second = await buildApp(deps, { rateLimits: limits });
  afterAll(async () => {
    await first.close();
    await second.close();
  });
  const signIn = (hub: typeof first, remoteAddress: string) =>
    hub.inject({
      method: 'POST',
      url: '/api/Authentication/sign-in',
      headers: { ...csrfHeader, 'accept-language': 'sv' },
      payload: { email: 'nobody@office.test', password: 'wrong-password1' },
      remoteAddress,
    });

  it('hold across hubs: a client spreading its attempts over both is refused after the limit on either', async () => {
    expect((await signIn(first, '10.9.0.1')).statusCode).toBe(401);
    expect((await signIn(second, '10.9.0.1')).statusCode).toBe(401);
    expect((await signIn(first, '10.9.0.1')).statusCode).toBe(401);
    for (const hub of [second, first]) {
      const refused = await signIn(hub, '10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('För många förfrågningar. Vänta en minut och försök igen.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect((await signIn(second, '10.9.0.2')).statusCode).toBe(401);
  });

  it('a client is served again once its minute has ended, and the ended minutes are forgotten by the job', async () => {
    for (let attempt = 0; attempt < limits.signIn; attempt++) await signIn(first, '10.9.1.1');
    expect((await signIn(second, '10.9.1.1')).statusCode).toBe(429);
    // The database's clock decides the window: move the client's window two minutes back.
    await db.update(rateLimitHits).set({ windowStartedAt: sql`now() - interval '2 minutes'` });
    expect((await signIn(second, '10.9.1.1')).statusCode).toBe(401);

    await db.update(rateLimitHits).set({ windowStartedAt: sql`now() - interval '2 minutes'` });
    await signIn(first, '10.9.1.2');
    await deps.jobs.send(ENDED_RATE_LIMIT_WINDOWS_JOB, {});
    const keys = async () => (await db.select().from(rateLimitHits)).map((row) => row.key).toSorted();
    await expect.poll(keys, { timeout: 20_000, interval: 200 }).toEqual(['signIn 10.9.1.2']);
  }, 30_000);
});
