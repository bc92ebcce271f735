import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { orders } from '../orders/orders.table.ts';
import { campaigns } from './campaigns.table.ts';

describe('campaign calls', async () => {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  // Midday in Copenhagen on 15 June 2026: campaigns around it are planned, active or ended.
  testApp.setNow(new Date('2026-06-15T10:00:00Z'));
  const { officeA, officeB, adminA, agentA, adminB } = await buildOffices(db);
  const cookies = {
    adminA: await signIn(app, adminA.email),
    agentA: await signIn(app, agentA.email),
    adminB: await signIn(app, adminB.email),
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | null,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const campaignCount = async () => (await db.select({ value: count() }).from(campaigns))[0]?.value;

  const body = (changes: Record<string, unknown> = {}) => ({
    branchId: officeA.id,
    name: 'Summer villas',
    startsOn: '2026-06-01',
    endsOn: '2026-08-31',
    budget: 10000,
    hardLimit: false,
    ...changes,
  });
  async function created(changes: Record<string, unknown> = {}, cookie = cookies.adminA) {
    const response = await call('POST', '/api/campaigns', cookie, body(changes));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: string };
  }

  const active = await created();
  const planned = await created({ name: 'Autumn', startsOn: '2026-09-01', endsOn: '2026-10-31' });
  await created({ name: 'Spring', startsOn: '2026-03-01', endsOn: '2026-05-31' });
  const ofB = await created({ branchId: officeB.id, name: 'Fjord' }, cookies.adminB);
  const caseA = await buildCase(db, { branchId: officeA.id, addressFull: 'Strandvejen 12, 2900 Hellerup' });
  const spent = await buildOrder(db, {
    caseId: caseA.id,
    branchId: officeA.id,
    totalPrice: '2500.00',
    campaignId: active.id,
  });
  await buildOrder(db, {
    caseId: caseA.id,
    branchId: officeA.id,
    totalPrice: '999.00',
    status: 'Cancelled',
    campaignId: active.id,
  });

  it('answers 401 signed out on every call, and writes nothing', async () => {
    const before = await campaignCount();
    expect((await call('GET', '/api/campaigns', null)).statusCode).toBe(401);
    expect((await call('GET', `/api/campaigns/${active.id}`, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/campaigns', null, body())).statusCode).toBe(401);
    expect((await call('PUT', `/api/campaigns/${active.id}`, null, body())).statusCode).toBe(401);
    expect((await call('DELETE', `/api/campaigns/${active.id}`, null)).statusCode).toBe(401);
    expect(await campaignCount()).toBe(before);
  });

  it("lists the user's departments' campaigns with status and spending, running first", async () => {
    const response = await call('GET', '/api/campaigns', cookies.agentA);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.total).toBe(3);
    expect(page.data.map((row: { name: string; status: string }) => [row.name, row.status])).toEqual([
      ['Summer villas', 'ACTIVE'],
      ['Autumn', 'PLANNED'],
      ['Spring', 'ENDED'],
    ]);
    // The cancelled order does not count; a regular user may not change the campaign.
    expect(page.data[0]).toMatchObject({ budget: 10000, spent: 2500, currency: 'DKK', canEdit: false });
    const admins = (await call('GET', '/api/campaigns', cookies.adminA)).json();
    expect(admins.data[0].canEdit).toBe(true);
  });

  it('filters by status and department, and pages on the hub', async () => {
    const current = (await call('GET', '/api/campaigns?status=ACTIVE,PLANNED', cookies.agentA)).json();
    expect(current.data.map((row: { name: string }) => row.name)).toEqual(['Summer villas', 'Autumn']);
    const second = (await call('GET', '/api/campaigns?skip=1&take=1', cookies.agentA)).json();
    expect(second).toMatchObject({ currentSkip: 1, take: 1, total: 3 });
    expect(second.data.map((row: { name: string }) => row.name)).toEqual(['Autumn']);
    const ofA = (await call('GET', `/api/campaigns?branchId=${officeA.id}`, cookies.adminA)).json();
    expect(ofA.total).toBe(3);
  });

  it("never shows another department's campaigns (404 when asked for)", async () => {
    const list = (await call('GET', '/api/campaigns', cookies.adminB)).json();
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Fjord']);
    expect((await call('GET', `/api/campaigns?branchId=${officeA.id}`, cookies.adminB)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${active.id}`, cookies.adminB)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${ofB.id}`, cookies.adminA)).statusCode).toBe(404);
  });

  it('answers one campaign with its orders', async () => {
    const response = await call('GET', `/api/campaigns/${active.id}`, cookies.agentA);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({ name: 'Summer villas', status: 'ACTIVE', spent: 2500 });
    expect(details.orders).toHaveLength(2);
    expect(details.orders).toContainEqual(
      expect.objectContaining({
        orderId: spent.order.id,
        salesId: spent.order.salesId,
        address: 'Strandvejen 12, 2900 Hellerup',
        totalPrice: 2500,
        status: 'Open',
      }),
    );
  });

  it('refuses bad input with the field it is about, and writes nothing', async () => {
    const before = await campaignCount();
    const backwards = await call('POST', '/api/campaigns', cookies.adminA, body({ endsOn: '2026-05-01' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ endsOn: 'campaigns.messages.endsBeforeStart' });
    const problems = await call('POST', '/api/campaigns', cookies.adminA, body({ name: '  ', budget: -1 }));
    expect(problems.statusCode).toBe(400);
    expect(problems.json().fields).toMatchObject({ name: 'rules.required', budget: 'rules.number.min' });
    const badDate = await call(
      'PUT',
      `/api/campaigns/${planned.id}`,
      cookies.adminA,
      body({ startsOn: '1 June' }),
    );
    expect(badDate.statusCode).toBe(400);
    expect(await campaignCount()).toBe(before);
    expect((await call('GET', `/api/campaigns/${planned.id}`, cookies.adminA)).json().startsOn).toBe(
      '2026-09-01',
    );
  });

  it('lets only admins of the department create, change and delete (403), and writes nothing else', async () => {
    const before = await campaignCount();
    expect((await call('POST', '/api/campaigns', cookies.agentA, body())).statusCode).toBe(403);
    expect((await call('POST', '/api/campaigns', cookies.adminB, body())).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/campaigns/${planned.id}`, cookies.agentA, body({ budget: 1 }))).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/campaigns/${planned.id}`, cookies.adminB, body({ budget: 1 }))).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/campaigns/${planned.id}`, cookies.agentA)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/campaigns/${planned.id}`, cookies.adminB)).statusCode).toBe(404);
    expect(await campaignCount()).toBe(before);
    expect((await call('GET', `/api/campaigns/${planned.id}`, cookies.adminA)).json().budget).toBe(10000);
  });

  it('changes a campaign and records who did it', async () => {
    const response = await call(
      'PUT',
      `/api/campaigns/${planned.id}`,
      cookies.adminA,
      body({ name: 'Autumn homes', startsOn: '2026-06-10', budget: 4200.5, hardLimit: true }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Autumn homes',
      status: 'ACTIVE',
      budget: 4200.5,
      hardLimit: true,
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, planned.id));
    expect(entry?.actorUserId).toBe(adminA.id);
  });

  it('deletes a campaign; its orders stay, under no campaign', async () => {
    expect((await call('DELETE', `/api/campaigns/${active.id}`, cookies.adminA)).statusCode).toBe(204);
    expect((await call('GET', `/api/campaigns/${active.id}`, cookies.adminA)).statusCode).toBe(404);
    const [order] = await db.select().from(orders).where(eq(orders.id, spent.order.id));
    expect(order?.campaignId).toBeNull();
    expect((await call('GET', '/api/campaigns', cookies.agentA)).json().total).toBe(2);
  });
});
