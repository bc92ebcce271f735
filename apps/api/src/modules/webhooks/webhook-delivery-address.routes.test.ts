import { afterEach, describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, signIn } from '../../test/factories.ts';
import { PUBLIC_TEST_ADDRESS } from '../../test/fakes/fake-network.ts';
import { NON_PUBLIC_ADDRESSES } from '../../test/non-public-addresses.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { startTlsWitness, startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { changeOrderStatus } from '../orders/orders.service.ts';
import { deliverDueWebhooks } from './webhook-deliveries.service.ts';
import { webhookSubscriptions } from './webhooks.table.ts';

const HOOKS = 'hooks.office-a.dk';

/** An office admin's webhooks on a test hub, with the hub's network fakes. */
async function webhookHub(allowed: string[]) {
  const hub = await createTestApp({ config: { WEBHOOK_ALLOWED_ADDRESSES: allowed } });
  const { app, db, network } = hub;
  const { officeA, adminA } = await buildOffices(db);
  const headers = portalHeaders(await signIn(app, adminA.email));
  /** A webhook saved while its name led to the internet. */
  const subscribe = async (url = `https://${HOOKS}/portal`) => {
    network.answer(new URL(url).hostname, [PUBLIC_TEST_ADDRESS]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers,
      payload: { branchId: officeA.id, url, events: ['order.status_changed'] },
    });
    expect(response.statusCode).toBe(200);
    network.resolveHost.mockClear();
    return response.json().webhook.id as string;
  };
  const ping = async (id: string) =>
    (await app.inject({ method: 'POST', url: `/api/webhooks/${id}/ping`, headers })).json();
  const deliveriesOf = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, headers })).json();
  afterEach(async () => {
    await db.delete(webhookSubscriptions);
    network.postPinned.mockReset();
    network.resolveHost.mockReset();
  });
  return { ...hub, officeA, headers, subscribe, ping, deliveriesOf };
}

describe('webhook addresses at delivery', async () => {
  const { app, db, deps, network, officeA, headers, subscribe, ping, deliveriesOf } = await webhookHub([]);

  it('refuses the test event, before any connection, once the name resolves into any non-public range', async () => {
    const id = await subscribe();
    for (const [kind, addresses] of Object.entries(NON_PUBLIC_ADDRESSES)) {
      for (const address of addresses) {
        network.answer(HOOKS, [PUBLIC_TEST_ADDRESS, address]);
        const answer = await ping(id);
        expect(answer.status, `${kind}: ${address}`).toBe('failed');
        expect(answer.attempts, `${kind}: ${address}`).toEqual([
          expect.objectContaining({ statusCode: null, error: 'addressNotAllowed', manual: true }),
        ]);
      }
    }
    expect(network.postPinned).not.toHaveBeenCalled();
  });

  it('refuses the scheduled delivery and Resend the same way when the DNS answer changed after saving', async () => {
    const id = await subscribe();
    const item = await buildCase(db, { branchId: officeA.id });
    const { order } = await buildOrder(db, { caseId: item.id, branchId: officeA.id });
    await changeOrderStatus(deps, order.id, 'Delivered');
    network.answer(HOOKS, ['169.254.169.254']);
    expect(await deliverDueWebhooks(deps)).toBe(1);
    const [scheduled] = await deliveriesOf(id);
    expect(scheduled).toMatchObject({ status: 'retrying' });
    expect(scheduled.attempts[0]).toMatchObject({ statusCode: null, error: 'addressNotAllowed' });

    network.answer(HOOKS, ['fd00::5']);
    const resend = await app.inject({
      method: 'POST',
      url: `/api/webhooks/${id}/deliveries/${scheduled.id}/resend`,
      headers,
    });
    expect(resend.json().attempts[1]).toMatchObject({ statusCode: null, error: 'addressNotAllowed' });
    network.answer(HOOKS, []);
    expect((await ping(id)).attempts[0]).toMatchObject({ statusCode: null, error: 'nameNotFound' });
    expect(network.postPinned).not.toHaveBeenCalled();
  });

  it('looks the name up once per delivery and connects only to the addresses that check found', async () => {
    const id = await subscribe();
    // A rebinding name: public when checked, private for whoever asks next.
    network.resolveHost
      .mockResolvedValueOnce([{ address: PUBLIC_TEST_ADDRESS, family: 4 }])
      .mockResolvedValueOnce([{ address: '10.0.0.1', family: 4 }]);
    // The connection is only recorded here: nothing may be sent to a public address from a test.
    network.postPinned.mockResolvedValueOnce({ statusCode: 204 });
    const answer = await ping(id);
    expect(answer.status).toBe('delivered');
    expect(network.resolveHost).toHaveBeenCalledTimes(1);
    expect(network.postPinned).toHaveBeenCalledTimes(1);
    const [request] = network.postPinned.mock.calls[0] ?? [];
    expect(request?.url.hostname).toBe(HOOKS);
    expect(request?.addresses).toEqual([{ address: PUBLIC_TEST_ADDRESS, family: 4 }]);
  });
});

describe('webhook deliveries to an allowed receiver on this machine', async () => {
  const { network, subscribe, ping, deliveriesOf } = await webhookHub(['127.0.0.1']);
  const receiver = await startWebhookReceiver();

  it('logs the status code and a fixed reason, never the receiver’s answer or the network’s error text', async () => {
    const id = await subscribe(receiver.url);
    receiver.answer(503);
    const failing = await ping(id);
    expect(failing.attempts[0]).toMatchObject({ statusCode: 503, error: null });
    receiver.answer(302);
    const before = receiver.received.length;
    const redirected = await ping(id);
    expect(redirected).toMatchObject({ status: 'failed' });
    expect(redirected.attempts[0]).toMatchObject({ statusCode: 302, error: 'redirectNotFollowed' });
    expect(receiver.received).toHaveLength(before + 1);

    const closed = await subscribe('http://127.0.0.1:9/nothing-listens');
    expect((await ping(closed)).attempts[0]).toMatchObject({ statusCode: null, error: 'connectionRefused' });

    const log = JSON.stringify([await deliveriesOf(id), await deliveriesOf(closed)]);
    expect(log).not.toContain('receiver is down');
    expect(log).not.toContain('responseExcerpt');
    expect(log).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:9/);
  });

  it('speaks TLS to the name at the checked address, and logs a TLS failure as such', async () => {
    const witness = await startTlsWitness();
    const id = await subscribe(`https://${HOOKS}:${witness.port}/portal`);
    network.answer(HOOKS, ['127.0.0.1']);
    const answer = await ping(id);
    expect(answer.attempts[0]).toMatchObject({ statusCode: null, error: 'tlsError' });
    expect(witness.hellos).toHaveLength(1);
    expect(witness.hellos[0]?.includes(HOOKS)).toBe(true);
  });
});
