import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorKey } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken } from './modules/auth/secrets.ts';
import { buildBookedOrder, buildPhotographer } from './modules/bookings/booking-test-setup.ts';
import { bookingLinks, bookings } from './modules/bookings/bookings.table.ts';
import { cases } from './modules/cases/cases.table.ts';
import { orders } from './modules/orders/orders.table.ts';
import { rateLimitHits } from './modules/rate-limits/rate-limits.table.ts';
import { buildOffices, buildProduct, TEST_PASSWORD } from './test/factories.ts';
import { type HubProcess, startHubProcess, submitCaseAndOrder } from './test/hub-process.ts';
import { openTestDatabase } from './test/test-database.ts';

// Two hub processes on one PostgreSQL database and one storage folder, as behind a load balancer.
// PostgreSQL only: two processes cannot share a PGlite folder. Run by .ci/run's PostgreSQL step (the
// api-postgres project of vitest.config.ts).
const SIGN_IN_LIMIT = 4;
const ENDED_WINDOWS_JOB = 'ended-rate-limit-windows';

interface LogLine {
  time: number;
  msg: string;
  job?: string;
  id?: string;
}

describe('two hub processes on one database', async () => {
  const database = await openTestDatabase();
  if (!database.url)
    throw new Error('These tests need PostgreSQL: run them with TEST_DATABASE_URL (.ci/run)');
  const { officeA, agentA } = await buildOffices(database.db);
  const product = await buildProduct(database.db, {
    branchId: officeA.id,
    name: 'Photography',
    price: '2500',
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-two-hubs-'));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    STORAGE_SECRET: 'two-hubs-storage-secret',
    SEED_DEMO: 'never',
    LOG_LEVEL: 'info',
    RATE_LIMIT_SIGN_IN: String(SIGN_IN_LIMIT),
  };
  const hubs: HubProcess[] = [];
  afterAll(async () => {
    await Promise.all(hubs.map((hub) => hub.stop()));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  for (const port of [3581, 3582]) hubs.push(await startHubProcess(port, env));
  const [first, second] = hubs as [HubProcess, HubProcess];

  const signIn = (hub: HubProcess, email: string, password: string) =>
    fetch(`${hub.baseUrl}/api/Authentication/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-request': '1', 'accept-language': 'da' },
      body: JSON.stringify({ email, password, tokenType: 'bearer' }),
    });
  const tokenOf = async (hub: HubProcess) => {
    const response = await signIn(hub, agentA.email, TEST_PASSWORD);
    expect(response.status).toBe(200);
    return `Bearer ${((await response.json()) as { token: string }).token}`;
  };
  const submitOrder = (hub: HubProcess, authorization: string, reference: string, key: string) =>
    submitCaseAndOrder(hub.baseUrl, {
      authorization,
      idempotencyKey: key,
      branchId: officeA.id,
      reference,
      responsibleEmail: agentA.email,
      productId: product.id,
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { orderId: string },
    }));
  const ordersOfReference = async (reference: string) => {
    const made = await database.db.select({ id: cases.id }).from(cases).where(eq(cases.reference, reference));
    const caseIds = made.map((row) => row.id);
    const placed = caseIds.length
      ? await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.caseId, caseIds))
      : [];
    return { cases: caseIds.length, orderIds: placed.map((row) => row.id).toSorted() };
  };

  // Signed in before the test of the sign-in limit uses it up.
  const sessionOnFirst = await tokenOf(first);
  const orderTokens = [await tokenOf(first), await tokenOf(second)] as const;

  it('a session made on one hub works on the other, and signing out on the other ends it on both', async () => {
    const authorization = sessionOnFirst;
    const me = (hub: HubProcess) =>
      fetch(`${hub.baseUrl}/api/Authentication/user`, { headers: { authorization } });
    const onSecond = await me(second);
    expect(onSecond.status).toBe(200);
    expect(((await onSecond.json()) as { email: string }).email).toBe(agentA.email);
    const signOut = await fetch(`${second.baseUrl}/api/Authentication/sign-out`, {
      method: 'POST',
      headers: { authorization },
    });
    expect(signOut.status).toBeLessThan(300);
    expect((await me(first)).status).toBe(401);
  });

  it('the sign-in limit holds across both: the attempt past it is refused whichever hub gets it', async () => {
    // A fresh minute for the test's address (the sign-ins above counted), and another account each time, so
    // the per-account slow-down never holds an attempt.
    await database.db.delete(rateLimitHits);
    const attempt = (hub: HubProcess, index: number) =>
      signIn(hub, `nobody${index}@office.test`, 'wrong-pass1');
    for (let index = 0; index < SIGN_IN_LIMIT; index++) {
      expect((await attempt(index % 2 === 0 ? first : second, index)).status).toBe(401);
    }
    for (const hub of [first, second]) {
      const refused = await attempt(hub, 99);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'For mange forespørgsler. Vent et minut, og prøv igen.',
      );
    }
  });

  it('one submission sent to both hubs at once makes one case and one order, and both get its answer', async () => {
    const answers = await Promise.all([
      submitOrder(first, orderTokens[0], 'RACE-SAME-KEY', 'two-hubs-key-1'),
      submitOrder(second, orderTokens[1], 'RACE-SAME-KEY', 'two-hubs-key-1'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body.orderId).toBe(answers[1]?.body.orderId);
    expect(await ordersOfReference('RACE-SAME-KEY')).toEqual({
      cases: 1,
      orderIds: [answers[0]?.body.orderId],
    });
  });

  it('two submissions for the same new case on the two hubs make one case holding both orders', async () => {
    const answers = await Promise.all([
      submitOrder(first, orderTokens[0], 'RACE-SAME-CASE', 'two-hubs-key-2'),
      submitOrder(second, orderTokens[0], 'RACE-SAME-CASE', 'two-hubs-key-3'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const stored = await ordersOfReference('RACE-SAME-CASE');
    expect(stored.cases).toBe(1);
    expect(stored.orderIds).toEqual(answers.map((answer) => answer.body.orderId).toSorted());
  });

  it('two contact persons taking the same photographer slot on the two hubs at once: one gets it', async () => {
    const photographer = await buildPhotographer(database.db, { name: 'Slot Fotograf' });
    // Two orders of the office, each with a booking link as the contact person got it by SMS.
    const links = await Promise.all(
      ['first', 'second'].map(async (name) => {
        const { booking } = await buildBookedOrder(database.db, officeA.id);
        const token = `two-hubs-slot-${name}-${booking.id}`;
        const now = Date.now();
        await database.db.insert(bookingLinks).values({
          tokenHash: hashToken(token),
          bookingId: booking.id,
          channel: 'SMS',
          sentTo: '+4512345678',
          contactName: 'Sofie Sælger',
          locale: 'da',
          sentAt: new Date(now),
          expiresAt: new Date(now + 7 * 86_400_000),
        });
        return { token, bookingId: booking.id };
      }),
    );
    const publicCall = (hub: HubProcess, token: string, path: string, body?: object) =>
      fetch(`${hub.baseUrl}/api/public/bookings/${token}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', 'x-portal-request': '1', 'accept-language': 'da' },
        body: body ? JSON.stringify(body) : undefined,
      });
    const suggested = async (hub: HubProcess, token: string) => {
      const response = await publicCall(hub, token, '/proposals');
      expect(response.status).toBe(200);
      return ((await response.json()) as { suggested: { proposalId: string } }).suggested.proposalId;
    };
    const [firstLink, secondLink] = links as [(typeof links)[0], (typeof links)[0]];
    const proposalId = await suggested(first, firstLink.token);
    expect(await suggested(second, secondLink.token)).toBe(proposalId);

    const answers = await Promise.all([
      publicCall(first, firstLink.token, '/confirm', { proposalId }),
      publicCall(second, secondLink.token, '/confirm', { proposalId }),
    ]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(await loser?.json()).toMatchObject({
      code: ErrorKey.bookingSlotTaken,
      message: 'Aftalen kunne ikke bekræftes - prøv igen.',
    });
    const confirmed = await database.db
      .select({ id: bookings.id, start: bookings.planningFrameStart })
      .from(bookings)
      .where(eq(bookings.photographerId, photographer.id));
    const booked = confirmed.filter((row) => links.some((link) => link.bookingId === row.id));
    expect(booked).toHaveLength(1);
  });

  it('a scheduled job runs once a minute across both hubs, not once per hub', async () => {
    const runs = () =>
      hubs.flatMap((hub, index) =>
        hub
          .output()
          .split('\n')
          .filter((line) => line.includes('"job started"'))
          .map((line) => ({ ...(JSON.parse(line) as LogLine), hub: index }))
          .filter((line) => line.job === ENDED_WINDOWS_JOB),
      );
    // pg-boss looks at its schedules every 30 s, so the every-minute job starts within 90 s of the hubs.
    await expect.poll(() => runs().length, { timeout: 120_000, interval: 1000 }).toBeGreaterThan(0);
    // Long enough for both hubs' schedule checks to come round again: a second run of the minute would show.
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    const minutes = runs().map((run) => Math.floor(run.time / 60_000));
    expect(minutes.length).toBeGreaterThan(0);
    expect(new Set(minutes).size).toBe(minutes.length);
  }, 180_000);
});
