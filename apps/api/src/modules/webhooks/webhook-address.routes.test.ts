import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, signIn } from '../../test/factories.ts';
import { PUBLIC_TEST_ADDRESS } from '../../test/fakes/fake-network.ts';
import { NON_PUBLIC_ADDRESSES } from '../../test/non-public-addresses.ts';
import { createTestApp, portalHeaders, type TestApp } from '../../test/test-app.ts';
import { webhookSubscriptions } from './webhooks.table.ts';

const NOT_PUBLIC = 'webhooks.messages.urlNotPublic';
const NAME_NOT_FOUND = 'webhooks.messages.urlNameNotFound';

/** An office admin of a test hub who registers webhooks, and what the hub wrote and tried. */
async function adminOf(hub: TestApp) {
  const { officeA, adminA } = await buildOffices(hub.db);
  const headers = portalHeaders(await signIn(hub.app, adminA.email));
  const create = (url: string, language = 'en') =>
    hub.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { ...headers, 'accept-language': language },
      payload: { branchId: officeA.id, url, events: ['order.confirmed'] },
    });
  const count = async () => (await hub.db.select().from(webhookSubscriptions)).length;
  return { headers, create, count };
}

describe('webhook addresses when saved', async () => {
  const hub = await createTestApp();
  const { network } = hub;
  const { headers, create, count } = await adminOf(hub);

  it('refuses, next to the address, a name that resolves into any non-public range, and writes nothing (400)', async () => {
    const before = await count();
    for (const [kind, addresses] of Object.entries(NON_PUBLIC_ADDRESSES)) {
      for (const address of addresses) {
        network.answer('hooks.office-a.dk', [address]);
        const response = await create('https://hooks.office-a.dk/portal');
        expect(response.statusCode, `${kind}: ${address}`).toBe(400);
        expect(response.json().fields, `${kind}: ${address}`).toEqual({ url: NOT_PUBLIC });
      }
    }
    expect(await count()).toBe(before);
    expect(network.postPinned).not.toHaveBeenCalled();
  });

  it('refuses a name when any one of its addresses is not public', async () => {
    network.answer('mixed.office-a.dk', [PUBLIC_TEST_ADDRESS, '2606:4700::1111', '10.0.0.7']);
    const response = await create('https://mixed.office-a.dk/hooks');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message:
        'This address points into a private network or to this server; webhooks only go to addresses on the internet.',
      fields: { url: NOT_PUBLIC },
    });
    const danish = await create('https://mixed.office-a.dk/hooks', 'da');
    expect(danish.json().message).toBe(
      'Adressen peger ind i et privat netværk eller på denne server; webhooks sendes kun til adresser på internettet.',
    );
  });

  it('refuses literal addresses in every notation, localhost and private-use names without looking them up', async () => {
    network.resolveHost.mockClear();
    const before = await count();
    for (const url of [
      'https://10.0.0.1/hooks',
      'https://2130706433/hooks',
      'https://0x7f.1/hooks',
      'https://017700000001/hooks',
      'https://127.1/hooks',
      'https://0/hooks',
      'https://0xa9.0xfe.0xa9.0xfe/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/hooks',
      'https://[::1]/hooks',
      'https://[::]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[::ffff:a9fe:a9fe]/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[64:ff9b::a00:1]/hooks',
      'https://localhost/hooks',
      'https://LOCALHOST./hooks',
      'https://hooks.localhost/hooks',
      'https://printer.local/hooks',
      'https://crm.corp.internal/hooks',
      'https://nas.home.arpa/hooks',
    ]) {
      const response = await create(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields, url).toEqual({ url: NOT_PUBLIC });
    }
    expect(await count()).toBe(before);
    expect(network.resolveHost).not.toHaveBeenCalled();
    expect(network.postPinned).not.toHaveBeenCalled();
  });

  it('refuses a name that leads nowhere with its own message, and never looks up names reserved for examples', async () => {
    network.answer('gone.office-a.dk', []);
    const gone = await create('https://gone.office-a.dk/hooks');
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({
      message: 'No internet address was found for this name. Check the address, or try again later.',
      fields: { url: NAME_NOT_FOUND },
    });
    network.resolveHost.mockClear();
    for (const url of ['https://crm.old-office.example/hooks', 'https://hooks.office.invalid/in']) {
      expect((await create(url)).json().fields, url).toEqual({ url: NAME_NOT_FOUND });
    }
    expect(network.resolveHost).not.toHaveBeenCalled();
  });

  it('takes a name whose every address is public, as the WHATWG parser writes it', async () => {
    network.answer('hooks.xn--kbenhavn-54a.dk', [PUBLIC_TEST_ADDRESS, '2606:4700::1111']);
    const response = await create('https://HOOKS.københavn.dk/in');
    expect(response.statusCode).toBe(200);
    expect(response.json().webhook.url).toBe('https://hooks.xn--kbenhavn-54a.dk/in');
    expect(network.postPinned).not.toHaveBeenCalled();
  });

  it('refuses to resume a paused webhook whose name now leads into a private network, and leaves it paused', async () => {
    network.answer('resumed.office-a.dk', [PUBLIC_TEST_ADDRESS]);
    const { webhook } = (await create('https://resumed.office-a.dk/hooks')).json();
    const patch = (payload: object) =>
      hub.app.inject({ method: 'PATCH', url: `/api/webhooks/${webhook.id}`, headers, payload });
    expect((await patch({ active: false })).statusCode).toBe(200);
    network.answer('resumed.office-a.dk', ['192.168.10.2']);
    const resumed = await patch({ active: true });
    expect(resumed.statusCode).toBe(400);
    expect(resumed.json().code).toBe(NOT_PUBLIC);
    const [stored] = await hub.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, webhook.id));
    expect(stored?.pausedAt).not.toBeNull();
    expect((await patch({ events: ['booking.made'] })).statusCode).toBe(200);
  });
});

describe('webhook addresses the operator allows (WEBHOOK_ALLOWED_ADDRESSES)', async () => {
  const hub = await createTestApp({ config: { WEBHOOK_ALLOWED_ADDRESSES: ['10.20.0.0/16', '127.0.0.1'] } });
  const { create } = await adminOf(hub);

  it('takes a receiver on an allowed range, and still refuses the rest of the private network', async () => {
    hub.network.answer('crm.office-a.dk', ['10.20.0.5']);
    expect((await create('https://crm.office-a.dk/hooks')).statusCode).toBe(200);
    hub.network.answer('crm.office-a.dk', ['10.20.0.5', '10.21.0.5']);
    expect((await create('https://crm.office-a.dk/hooks')).json().fields).toEqual({ url: NOT_PUBLIC });
  });

  it('takes http only for an allowed address of this machine, and localhost only when all its addresses are allowed', async () => {
    expect((await create('http://127.0.0.1:4000/hooks')).statusCode).toBe(200);
    expect((await create('http://127.0.0.2:4000/hooks')).json().fields).toEqual({ url: NOT_PUBLIC });
    // localhost is 127.0.0.1 and ::1, and ::1 is not allowed here.
    expect((await create('http://localhost:4000/hooks')).json().fields).toEqual({ url: NOT_PUBLIC });
    expect((await create('http://10.20.0.5/hooks')).json().fields).toEqual({
      url: 'webhooks.messages.urlNotAllowed',
    });
  });
});
