import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, openDatabase } from './db/client.ts';
import { buildOffices, TEST_PASSWORD } from './test/factories.ts';
import { type HubProcess, startHubProcess } from './test/hub-process.ts';
import { type PostgresServer, startPostgresServer } from './test/postgres-server.ts';
import { openTestDatabase, runOnServer } from './test/test-database.ts';

// PostgreSQL going away under a running hub: a PostgreSQL server of the test's own in a temporary
// folder, stopped and started again. PostgreSQL only; run by .ci/run's PostgreSQL step.
const DANISH_TRY_AGAIN = 'Portalen har travlt eller genstarter. Prøv igen om et øjeblik.';
/** A request must be answered well before this while the database is down (the connect timeout is 3 s). */
const QUICK_MS = 8000;

describe('the database stopped and started again under a running hub', async () => {
  let server: PostgresServer | undefined;
  let hub: HubProcess | undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-outage-'));
  afterAll(async () => {
    await hub?.stop();
    await server?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });
  server = await startPostgresServer(55482);
  const seeded = await openDatabase({ databaseUrl: server.url });
  await seeded.migrate();
  const { agentA } = await buildOffices(seeded.db);
  await seeded.close();
  hub = await startHubProcess(3583, {
    DATABASE_URL: server.url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'fatal',
  });
  const base = hub.baseUrl;
  const signIn = await fetch(`${base}/api/Authentication/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ email: agentA.email, password: TEST_PASSWORD, tokenType: 'bearer' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'da' };
  /** The signed-in user's own details: a call that reads the database (the session, the user). */
  const me = () => fetch(`${base}/api/Authentication/user`, { headers });
  const health = () => fetch(`${base}/api/health`);

  it('answers 503 "try again" quickly while the database is down, and serves again by itself once it is back', async () => {
    expect((await me()).status).toBe(200);
    expect((await health()).status).toBe(200);

    await server?.stop('fast');
    for (const call of [me, health, me]) {
      const started = Date.now();
      const response = await call();
      expect(Date.now() - started).toBeLessThan(QUICK_MS);
      expect(response.status).toBe(503);
      const body = (await response.json()) as Record<string, string>;
      if (call === health) expect(body).toEqual({ status: 'unavailable', database: 'unavailable' });
      else expect(body).toMatchObject({ code: 'errors.serviceUnavailable', message: DANISH_TRY_AGAIN });
    }

    await server?.start();
    await expect.poll(async () => (await me()).status, { timeout: 20_000, interval: 250 }).toBe(200);
    expect((await health()).status).toBe(200);
    expect(hub?.child.exitCode).toBeNull();
  }, 60_000);
});

type Rows<Row> = { rows: Row[] };

describe('a connection that dies in the middle of a transaction', async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());

  it('fails that transaction, not the process, and the next request gets a fresh connection', async () => {
    if (!database.url) throw new Error('This test needs PostgreSQL: run it with TEST_DATABASE_URL (.ci/run)');
    const serverUrl = database.url;
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as Rows<{
        pid: number;
      }>;
      // Ended from outside while the transaction holds it idle, as a server restart or failover ends it.
      await runOnServer(serverUrl, `select pg_terminate_backend(${rows[0]?.pid})`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
    const after = (await database.db.execute(sql`select 1 as one`)) as unknown as Rows<{ one: number }>;
    expect(after.rows).toEqual([{ one: 1 }]);
  });
});
