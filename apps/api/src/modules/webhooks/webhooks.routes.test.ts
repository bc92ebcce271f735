import type { ApiKeyScope, WebhookCreateBody } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, buildUser, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { changeOrderStatus } from '../orders/orders.service.ts';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table.ts';

// A developer's receiver on this machine is a target only when the operator allows it.
const allowLoopback = { WEBHOOK_ALLOWED_ADDRESSES: ['127.0.0.1', '::1'] };

describe('webhooks', async () => {
  const { app, db, deps } = await createTestApp({ config: allowLoopback });
  const { officeA, officeB, adminA, agentA, adminB, roles } = await buildOffices(db);
  const adminAB = await buildUser(db, [
    { branchId: officeA.id, roleId: roles.admin.id },
    { branchId: officeB.id, roleId: roles.admin.id },
  ]);
  const adminAHeaders = portalHeaders(await signIn(app, adminA.email));
  const adminBHeaders = portalHeaders(await signIn(app, adminB.email));
  const agentAHeaders = portalHeaders(await signIn(app, agentA.email));
  const adminABHeaders = portalHeaders(await signIn(app, adminAB.email));

  const create = (body: Partial<WebhookCreateBody> = {}, headers: Record<string, string> = adminAHeaders) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers,
      payload: {
        branchId: officeA.id,
        url: 'https://cases.office-a.dk/hooks',
        events: ['order.confirmed'],
        ...body,
      },
    });
  const made = async (body: Partial<WebhookCreateBody> = {}, headers = adminAHeaders) => {
    const response = await create(body, headers);
    expect(response.statusCode).toBe(200);
    return response.json() as { webhook: { id: string; secretHint: string }; secret: string };
  };
  const subscriptionCount = async () => (await db.select().from(webhookSubscriptions)).length;
  const keyOf = async (scopes: ApiKeyScope[], headers = adminAHeaders, branchId = officeA.id) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers,
      payload: { branchId, name: 'Case system', scopes, expiresOn: null },
    });
    return { authorization: `Bearer ${response.json().secret}` };
  };

  it('refuses every call signed out (401)', async () => {
    const { webhook } = await made();
    for (const [method, url] of [
      ['GET', `/api/webhooks?branchId=${officeA.id}`],
      ['POST', '/api/webhooks'],
      ['GET', `/api/webhooks/${webhook.id}`],
      ['PATCH', `/api/webhooks/${webhook.id}`],
      ['DELETE', `/api/webhooks/${webhook.id}`],
      ['GET', `/api/webhooks/${webhook.id}/deliveries`],
      ['POST', `/api/webhooks/${webhook.id}/ping`],
    ] as const) {
      const response = await app.inject({ method, url, headers: { 'x-portal-request': '1' }, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('shows the secret once and lists the webhook with its hint, active, without deliveries', async () => {
    const created = await made({ events: ['order.confirmed', 'material.delivered', 'order.confirmed'] });
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/webhooks?branchId=${officeA.id}`,
      headers: adminAHeaders,
    });
    const entry = listed.json().find((item: { id: string }) => item.id === created.webhook.id);
    expect(entry).toMatchObject({
      url: 'https://cases.office-a.dk/hooks',
      events: ['order.confirmed', 'material.delivered'],
      active: true,
      lastDelivery: null,
      secretHint: created.secret.slice(0, 10),
    });
    expect(JSON.stringify(listed.json())).not.toContain(created.secret);
  });

  it('refuses an address that is not https next to the field, and writes nothing (400)', async () => {
    const before = await subscriptionCount();
    for (const url of [
      'http://cases.office-a.dk/hooks',
      'ftp://cases.office-a.dk',
      'not an address',
      'https://user:secret@cases.office-a.dk/hooks',
    ]) {
      const response = await create({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields).toEqual({ url: 'webhooks.messages.urlNotAllowed' });
      expect(response.json().message).toContain('https://');
    }
    const empty = await create({ url: '', events: [] });
    expect(Object.keys(empty.json().fields).sort()).toEqual(['events', 'url']);
    expect((await create({ events: ['orders.deleted' as never] })).statusCode).toBe(400);
    expect(await subscriptionCount()).toBe(before);
  });

  it('takes http only for this machine outside production', async () => {
    expect((await create({ url: 'http://127.0.0.1:4000/hooks' })).statusCode).toBe(200);
    expect((await create({ url: 'http://localhost:4000/hooks' })).statusCode).toBe(200);
    const production = await createTestApp({ config: { NODE_ENV: 'production', ...allowLoopback } });
    const offices = await buildOffices(production.db);
    const headers = portalHeaders(await signIn(production.app, offices.adminA.email));
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers,
      payload: { branchId: offices.officeA.id, url: 'http://127.0.0.1:4000/hooks', events: ['booking.made'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ url: 'webhooks.messages.urlNotAllowed' });
  });

  it('refuses another department’s webhooks and users who are not admins (403), changing nothing', async () => {
    const { webhook } = await made();
    const before = await subscriptionCount();
    expect((await create({ branchId: officeB.id })).statusCode).toBe(403);
    expect((await create({}, agentAHeaders)).statusCode).toBe(403);
    for (const headers of [adminBHeaders, agentAHeaders]) {
      for (const [method, url, payload] of [
        ['GET', `/api/webhooks/${webhook.id}`, undefined],
        ['PATCH', `/api/webhooks/${webhook.id}`, { active: false }],
        ['DELETE', `/api/webhooks/${webhook.id}`, undefined],
        ['GET', `/api/webhooks/${webhook.id}/deliveries`, undefined],
        ['POST', `/api/webhooks/${webhook.id}/ping`, undefined],
      ] as const) {
        expect((await app.inject({ method, url, headers, payload })).statusCode, `${method} ${url}`).toBe(
          403,
        );
      }
    }
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/webhooks?branchId=${officeA.id}`,
          headers: agentAHeaders,
        })
      ).statusCode,
    ).toBe(403);
    expect(await subscriptionCount()).toBe(before);
    const [stored] = await db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, webhook.id));
    expect(stored?.pausedAt).toBeNull();
  });

  it('answers 404 for a webhook or delivery that does not exist', async () => {
    const { webhook } = await made();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await app.inject({ method: 'GET', url: `/api/webhooks/${missing}`, headers: adminAHeaders }))
        .statusCode,
    ).toBe(404);
    const resend = await app.inject({
      method: 'POST',
      url: `/api/webhooks/${webhook.id}/deliveries/${missing}/resend`,
      headers: adminAHeaders,
    });
    expect(resend.statusCode).toBe(404);
  });

  it('works with a key that holds webhooks.manage, only in its department; a key without it is refused', async () => {
    const reader = await keyOf(['cases.read']);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/webhooks?branchId=${officeA.id}`,
      headers: reader,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('apiKeys.messages.scopeMissing');
    const before = await subscriptionCount();
    expect((await create({}, reader)).statusCode).toBe(403);
    expect(await subscriptionCount()).toBe(before);

    const manager = await keyOf(['webhooks.manage'], adminABHeaders);
    const created = await create({ url: 'https://crm.office-a.dk/in' }, manager);
    expect(created.statusCode).toBe(200);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/webhooks?branchId=${officeA.id}`,
      headers: manager,
    });
    expect(listed.json().map((item: { url: string }) => item.url)).toContain('https://crm.office-a.dk/in');
    expect((await create({ branchId: officeB.id }, manager)).statusCode).toBe(403);
    const ofB = await made({ branchId: officeB.id }, adminBHeaders);
    expect(
      (await app.inject({ method: 'GET', url: `/api/webhooks/${ofB.webhook.id}`, headers: manager }))
        .statusCode,
    ).toBe(403);
  });

  it('changes the events, pauses and resumes, and deletes with its deliveries', async () => {
    const { webhook } = await made();
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/webhooks/${webhook.id}`, headers: adminAHeaders, payload });
    expect((await patch({ events: [] })).statusCode).toBe(400);
    expect((await patch({ events: ['booking.made', 'text.delivered'] })).json()).toMatchObject({
      events: ['booking.made', 'text.delivered'],
      active: true,
    });
    expect((await patch({ active: false })).json()).toMatchObject({ active: false, pausedReason: 'admin' });
    expect((await patch({ active: true })).json()).toMatchObject({
      active: true,
      pausedAt: null,
      pausedReason: null,
    });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/webhooks/${webhook.id}`,
      headers: adminAHeaders,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: `/api/webhooks/${webhook.id}`, headers: adminAHeaders }))
        .statusCode,
    ).toBe(404);
  });

  it('writes an event’s delivery for each active subscription of the department to it, with the change', async () => {
    const subscribed = await made({ events: ['order.status_changed', 'material.delivered'] });
    const paused = await made({ events: ['order.status_changed'] });
    await app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${paused.webhook.id}`,
      headers: adminAHeaders,
      payload: { active: false },
    });
    const otherEvent = await made({ events: ['booking.made'] });
    const ofB = await made({ branchId: officeB.id, events: ['order.status_changed'] }, adminBHeaders);
    const item = await buildCase(db, { branchId: officeA.id, addressFull: 'Strandvejen 12, 2900 Hellerup' });
    const { order } = await buildOrder(db, { caseId: item.id, branchId: officeA.id, status: 'Open' });

    await changeOrderStatus(deps, order.id, 'Delivered');

    const deliveriesOf = (id: string) =>
      db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, id));
    const written = await deliveriesOf(subscribed.webhook.id);
    expect(written.map((row) => row.event).sort()).toEqual(['material.delivered', 'order.status_changed']);
    const statusEvent = JSON.parse(written.find((row) => row.event === 'order.status_changed')?.body ?? '{}');
    expect(statusEvent).toMatchObject({
      event: 'order.status_changed',
      departmentId: officeA.id,
      data: {
        caseId: item.id,
        orderId: order.id,
        salesId: order.salesId,
        from: 'Open',
        status: 'Delivered',
      },
    });
    expect(written.every((row) => row.status === 'pending')).toBe(true);
    for (const id of [paused.webhook.id, otherEvent.webhook.id, ofB.webhook.id]) {
      expect(await deliveriesOf(id)).toEqual([]);
    }
  });
});
