import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, buildUser, mailsTo, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { changeOrderStatus } from '../orders/orders.service.ts';
import {
  deliverDueWebhooks,
  WEBHOOK_PAUSE_AFTER,
  WEBHOOK_RETRY_DELAYS_MS,
} from './webhook-deliveries.service.ts';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table.ts';

const DAY_MS = 86_400_000;

describe('webhook deliveries', async () => {
  const { app, db, deps, mail, setNow } = await createTestApp({
    config: { WEBHOOK_ALLOWED_ADDRESSES: ['127.0.0.1'] },
  });
  const { officeA, adminA, roles } = await buildOffices(db);
  // One admin uses the portal in English; the other never chose a language and reads the department's.
  const secondAdmin = await buildUser(db, [{ branchId: officeA.id, roleId: roles.admin.id }], {
    locale: 'en',
  });
  let headers: Record<string, string> = {};
  const receiver = await startWebhookReceiver();

  const subscribe = async (events: string[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers,
      payload: { branchId: officeA.id, url: receiver.url, events },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { webhook: { id: string }; secret: string };
  };
  /** An order of office A moved from Open to Delivered: two events. */
  const deliverAnOrder = async () => {
    const item = await buildCase(db, { branchId: officeA.id, addressFull: 'Strandvejen 12, 2900 Hellerup' });
    const { order } = await buildOrder(db, { caseId: item.id, branchId: officeA.id });
    await changeOrderStatus(deps, order.id, 'Delivered');
    return { item, order };
  };
  const webhookOf = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/webhooks/${id}`, headers })).json();
  const deliveriesOf = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, headers })).json();
  // Each test starts two days after the last one began, past every retry a test before it left behind.
  let testStart = new Date('2026-11-26T09:00:00Z');
  const startClock = async () => {
    testStart = new Date(testStart.getTime() + 2 * DAY_MS);
    setNow(testStart);
    headers = portalHeaders(await signIn(app, adminA.email));
    return testStart;
  };
  // Every test's webhook is the department's only one, so each event is delivered once.
  afterEach(async () => {
    await db.delete(webhookSubscriptions);
  });
  /** Runs the delivery job at a time, and signs in again then (a session ends after its idle time). */
  const sweepAt = async (at: Date) => {
    setNow(at);
    headers = portalHeaders(await signIn(app, adminA.email));
    return deliverDueWebhooks(deps);
  };

  it('POSTs the event signed as documented: HMAC-SHA256 of timestamp.body with the secret', async () => {
    const T0 = await startClock();
    receiver.answer(200);
    const { webhook, secret } = await subscribe(['material.delivered']);
    const { item, order } = await deliverAnOrder();
    const before = receiver.received.length;
    expect(await sweepAt(T0)).toBe(1);
    await receiver.arrived(before + 1);
    const request = receiver.received[before];
    if (!request) throw new Error('nothing received');
    const timestamp = String(request.headers['portal-webhook-timestamp']);
    expect(timestamp).toBe(String(T0.getTime() / 1000));
    const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
    expect(request.headers['portal-webhook-signature']).toBe(`v1=${expected}`);
    expect(request.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      event: 'material.delivered',
      departmentId: officeA.id,
      data: { caseId: item.id, orderId: order.id, salesId: order.salesId, address: item.addressFull },
    });
    const [delivery] = await deliveriesOf(webhook.id);
    expect(request.headers['portal-webhook-id']).toBe(delivery.id);
    expect(delivery).toMatchObject({ status: 'delivered', eventId: body.id, body: request.body });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({
        number: 1,
        statusCode: 200,
        error: null,
        manual: false,
      }),
    ]);
    expect((await webhookOf(webhook.id)).lastDelivery).toMatchObject({ status: 'delivered' });
    expect(await sweepAt(T0)).toBe(0);
  });

  it('retries a failing receiver after 1 min, 5 min, 30 min, 2 h and 12 h, then gives the delivery up', async () => {
    const T0 = await startClock();
    receiver.answer(503);
    const { webhook } = await subscribe(['material.delivered']);
    await deliverAnOrder();
    let at = T0;
    let expectedRequests = receiver.received.length;
    for (const wait of [0, ...WEBHOOK_RETRY_DELAYS_MS]) {
      // Just before the wait is over nothing is sent; at its end the next attempt is.
      if (wait > 0) expect(await sweepAt(new Date(at.getTime() + wait - 1000))).toBe(0);
      at = new Date(at.getTime() + wait);
      expect(await sweepAt(at)).toBe(1);
      expectedRequests += 1;
      await receiver.arrived(expectedRequests);
    }
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery.status).toBe('failed');
    expect(delivery.nextAttemptAt).toBeNull();
    expect(delivery.attempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual(
      Array(6).fill(503),
    );
    expect(delivery.attempts[0].error).toBeNull();
    expect(await sweepAt(new Date(at.getTime() + DAY_MS))).toBe(0);
    expect(await webhookOf(webhook.id)).toMatchObject({ active: true, consecutiveFailures: 1 });
  });

  it(`pauses the webhook after ${WEBHOOK_PAUSE_AFTER} failed deliveries in a row and mails the department’s admins`, async () => {
    const T0 = await startClock();
    receiver.answer(500);
    const { webhook } = await subscribe(['order.status_changed']);
    for (let index = 0; index < WEBHOOK_PAUSE_AFTER; index += 1) await deliverAnOrder();
    let at = T0;
    for (const wait of [0, ...WEBHOOK_RETRY_DELAYS_MS]) {
      at = new Date(at.getTime() + wait);
      expect(await sweepAt(at)).toBe(WEBHOOK_PAUSE_AFTER);
    }
    expect(await webhookOf(webhook.id)).toMatchObject({ active: false, pausedReason: 'failures' });
    for (const [admin, subject] of [
      [adminA, 'En webhook i din afdeling er sat på pause'],
      [secondAdmin, 'A webhook of your department was paused'],
    ] as const) {
      await expect.poll(() => mailsTo(mail.received, admin.email).length, { timeout: 20_000 }).toBe(1);
      const [paused] = mailsTo(mail.received, admin.email);
      expect(paused?.subject).toBe(subject);
      expect(paused?.text).toContain(receiver.url);
      expect(paused?.text).toContain(`/webhooks/${webhook.id}`);
    }

    // Paused: a new event is not written for it; resumed, it counts its failures from nothing again.
    await deliverAnOrder();
    const rows = () =>
      db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, webhook.id));
    expect(await rows()).toHaveLength(WEBHOOK_PAUSE_AFTER);
    const resumed = await app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${webhook.id}`,
      headers,
      payload: { active: true },
    });
    expect(resumed.json()).toMatchObject({ active: true, consecutiveFailures: 0 });
    receiver.answer(200);
    await deliverAnOrder();
    expect(await sweepAt(at)).toBe(1);
    expect(await rows()).toHaveLength(WEBHOOK_PAUSE_AFTER + 1);
    expect(await webhookOf(webhook.id)).toMatchObject({
      consecutiveFailures: 0,
      lastDelivery: { status: 'delivered' },
    });
  });

  it('resends a failed delivery now with the same id, and sends a test event on request', async () => {
    const T0 = await startClock();
    receiver.answer(500);
    const { webhook } = await subscribe(['material.delivered']);
    await deliverAnOrder();
    expect(await sweepAt(T0)).toBe(1);
    const [first] = await deliveriesOf(webhook.id);
    expect(first).toMatchObject({ status: 'retrying' });

    receiver.answer(204);
    const before = receiver.received.length;
    const resend = await app.inject({
      method: 'POST',
      url: `/api/webhooks/${webhook.id}/deliveries/${first.id}/resend`,
      headers,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ id: first.id, status: 'delivered', nextAttemptAt: null });
    expect(
      resend
        .json()
        .attempts.map((attempt: { statusCode: number; manual: boolean }) => [
          attempt.statusCode,
          attempt.manual,
        ]),
    ).toEqual([
      [500, false],
      [204, true],
    ]);
    await receiver.arrived(before + 1);
    expect(receiver.received[before]?.headers['portal-webhook-id']).toBe(first.id);
    expect(receiver.received[before]?.body).toBe(first.body);
    // Delivered: the schedule's retry is not sent.
    expect(await sweepAt(new Date(T0.getTime() + 60_000))).toBe(0);

    const ping = await app.inject({ method: 'POST', url: `/api/webhooks/${webhook.id}/ping`, headers });
    expect(ping.json()).toMatchObject({ event: 'ping', status: 'delivered' });
    await receiver.arrived(before + 2);
    expect(JSON.parse(receiver.received[before + 1]?.body ?? '{}')).toMatchObject({
      event: 'ping',
      departmentId: officeA.id,
    });
  });

  it('logs an address that does not answer as an error without a status code, and does not retry a failed test event', async () => {
    const T0 = await startClock();
    const closed = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers,
      payload: { branchId: officeA.id, url: 'http://127.0.0.1:9/nothing-listens', events: ['booking.made'] },
    });
    const ping = await app.inject({
      method: 'POST',
      url: `/api/webhooks/${closed.json().webhook.id}/ping`,
      headers,
    });
    expect(ping.json()).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(ping.json().attempts[0]).toMatchObject({
      statusCode: null,
      error: 'connectionRefused',
      manual: true,
    });
    expect(await sweepAt(new Date(T0.getTime() + DAY_MS))).toBe(0);
  });
});
