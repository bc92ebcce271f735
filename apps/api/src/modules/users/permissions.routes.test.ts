import { IMPERSONATION_HEADER, Permission } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildPicture, buildUser, mailsTo, signIn, userPatchBody } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { buildBookedOrder, buildPhotographer } from '../bookings/booking-test-setup.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orderCreationBlacklist, productPrices } from '../catalogue/catalogue.table.ts';
import { invitations } from '../invitations/invitations.table.ts';
import { materials } from '../materials/materials.table.ts';
import { buildOrderWorld, countOrderRows } from '../orders/order-test-setup.ts';
import { orderApprovals } from '../spend/spend.table.ts';
import { roles, userBranchAccess } from './users.table.ts';

// One refusal per permission the hub defines (docs/permissions.md): a user whose role lacks it is refused,
// and nothing is written. What a role with the permission may do is in each module's own route tests.
describe('every permission is enforced', async () => {
  const testApp = await createTestApp();
  const { app, db, mail } = testApp;
  const world = await buildOrderWorld(testApp);
  const { officeA, agentA, caseA, catalogue, choiceId } = world;
  const [looker, plainAdmin] = await db
    .insert(roles)
    .values([
      { name: 'Looker', permissions: [] },
      { name: 'Admin without user management', permissions: ['admin', 'orders.create'] },
    ])
    .returning();
  if (!looker || !plainAdmin) throw new Error('roles not created');
  const viewer = await buildUser(db, [{ branchId: officeA.id, roleId: looker.id }]);
  const officeAdmin = await buildUser(db, [{ branchId: officeA.id, roleId: plainAdmin.id }]);
  const viewerCookie = await signIn(app, viewer.email);
  const officeAdminCookie = await signIn(app, officeAdmin.email);
  const adminACookie = world.cookies.adminA;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => app.inject({ method, url, headers: portalHeaders(cookie), payload });
  const expectForbidden = (response: { statusCode: number; json: () => { code: string } }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('errors.forbidden');
  };
  const auditCount = async () => (await db.select({ value: count() }).from(auditLog))[0]?.value;

  it('names fourteen permissions, each refused below', () => {
    expect(Permission.options).toEqual([
      'admin',
      'orders.create',
      'users.manage',
      'impersonate',
      'roles.manage',
      'branches.manage',
      'signInLinks.send',
      'texts.deliver',
      'content.manage',
      'orders.fulfil',
      'visits.manage',
      'material.deliver',
      'catalogue.manage',
      'orders.approve',
    ]);
  });

  it('admin: a regular user cannot list the department’s users or invitations, read its apps, or create a campaign', async () => {
    expectForbidden(await call('POST', '/api/User/search', world.cookies.agentA, {}));
    expectForbidden(await call('GET', `/api/User/Invitation/branch/${officeA.id}`, world.cookies.agentA));
    expectForbidden(await call('GET', `/api/Branch/id/${officeA.id}/apps`, world.cookies.agentA));
    const campaign = {
      name: 'Spring',
      startsOn: '2026-03-01',
      endsOn: '2026-05-31',
      budget: 1000,
      hardLimit: false,
    };
    expectForbidden(
      await call('POST', '/api/campaigns', world.cookies.agentA, { ...campaign, branchId: officeA.id }),
    );
    expect((await call('GET', '/api/campaigns', world.cookies.agentA)).json().total).toBe(0);
  });

  it('orders.create: a user whose role lacks it cannot save the order’s case, correct its address, order, or add lines, and nothing is written', async () => {
    const casesBefore = (await db.select({ value: count() }).from(cases))[0]?.value;
    const ordersBefore = await countOrderRows(db);
    const upsert = await call('POST', '/api/Cases/upsert/webshop', viewerCookie, {
      branchId: officeA.id,
      reference: 'NO-RIGHT-1',
      orderContacts: [{ name: 'Ole Olsen', phone: '20 30 40 50', email: '', contactType: 'OWNER' }],
      address: { street: 'Vej', buildingNumber: '1', city: 'By', zip: '2900' },
    });
    expectForbidden(upsert);
    const [caseBefore] = await db.select().from(cases).where(eq(cases.id, caseA.id));
    expectForbidden(
      await call('POST', `/api/cases/${caseA.id}/address`, viewerCookie, {
        street: 'Vej',
        buildingNumber: '1',
        city: 'By',
        zip: '2900',
      }),
    );
    expect((await db.select().from(cases).where(eq(cases.id, caseA.id)))[0]).toEqual(caseBefore);
    const order = await call('POST', '/api/orders/new/webshop', viewerCookie, {
      caseId: caseA.id,
      flow: 'PHOTOGRAPHY',
      bookingInfo: {},
      propertyInfo: { propertyType: 'villa', livingArea: 100, basementArea: 0, floors: 1 },
      responsibleEmail: viewer.email,
      package: { id: catalogue.basic.id },
      productChoices: [{ choiceId, productId: catalogue.images15.id }],
      products: [],
      invoicing: {},
      watcherEmails: [],
    });
    expectForbidden(order);
    const { order: open } = await buildOrder(db, { caseId: caseA.id, branchId: officeA.id });
    const before = await countOrderRows(db);
    const lines = await call('POST', `/api/orders/${open.id}/orderlines/add`, viewerCookie, [
      { itemId: catalogue.floorplan.id, quantity: 1 },
    ]);
    expectForbidden(lines);
    expect(await countOrderRows(db)).toEqual(before);
    expect((await db.select({ value: count() }).from(cases))[0]?.value).toBe(Number(casesBefore));
    expect(before.orders).toBe((ordersBefore.orders ?? 0) + 1);
    // Reading stays open to them: it is the permission to order that is missing, not access.
    expect((await call('GET', `/api/Cases/${caseA.id}`, viewerCookie)).statusCode).toBe(200);
  });

  it('users.manage: an admin whose role lacks it cannot invite, change or revoke access, and nothing is written or mailed', async () => {
    const invited = `no-manage-${Date.now()}@office.test`;
    expectForbidden(
      await call('POST', '/api/User/Invitation', officeAdminCookie, {
        email: invited,
        branches: [{ id: officeA.id, isAdmin: false }],
      }),
    );
    expect(await db.select().from(invitations).where(eq(invitations.email, invited))).toEqual([]);
    expect(mailsTo(mail.received, invited)).toEqual([]);

    const accessBefore = await db
      .select()
      .from(userBranchAccess)
      .where(eq(userBranchAccess.userId, agentA.id));
    expectForbidden(
      await call('PATCH', `/api/User/id/${agentA.id}/branch/${officeA.id}`, officeAdminCookie, {
        isAdmin: true,
      }),
    );
    expectForbidden(
      await call('DELETE', `/api/User/id/${agentA.id}/branch/${officeA.id}`, officeAdminCookie),
    );
    expectForbidden(
      await call(
        'PATCH',
        `/api/User/id/${agentA.id}`,
        officeAdminCookie,
        userPatchBody(agentA, { branches: [{ id: officeA.id, permissions: { admin: true } }] }),
      ),
    );
    expect(await db.select().from(userBranchAccess).where(eq(userBranchAccess.userId, agentA.id))).toEqual(
      accessBefore,
    );

    const pending = await call('POST', '/api/User/Invitation', adminACookie, {
      email: invited,
      branches: [{ id: officeA.id, isAdmin: false }],
    });
    expect(pending.statusCode).toBe(201);
    expectForbidden(
      await call('POST', `/api/User/Invitation/${pending.json().id}/resend`, officeAdminCookie),
    );
    expectForbidden(await call('DELETE', `/api/User/Invitation/${pending.json().id}`, officeAdminCookie));
    expect(mailsTo(mail.received, invited)).toHaveLength(1);
    // The admin flag alone still shows the department's users.
    expect((await call('POST', '/api/User/search', officeAdminCookie, {})).statusCode).toBe(200);
  });

  it('impersonate: a user whose role lacks it cannot act as someone else nor list whom to act as', async () => {
    const before = await auditCount();
    const response = await app.inject({
      method: 'GET',
      url: '/api/Authentication/user',
      headers: { ...portalHeaders(adminACookie), [IMPERSONATION_HEADER]: agentA.id },
    });
    expectForbidden(response);
    expectForbidden(await call('POST', '/api/User/impersonation/search', adminACookie, {}));
    expect(await auditCount()).toBe(before);
  });

  it('roles.manage: a department admin cannot create or edit a role, and no role changes', async () => {
    const before = await db.select().from(roles);
    expectForbidden(await call('POST', '/api/Role', adminACookie, { name: 'Mine', permissions: ['admin'] }));
    expectForbidden(
      await call('PATCH', `/api/Role/id/${looker.id}`, adminACookie, {
        name: 'Looker',
        permissions: ['admin'],
      }),
    );
    expect(await db.select().from(roles)).toEqual(before);
  });

  it('branches.manage: a department admin cannot change the department’s settings or directory domains', async () => {
    const settings = await call('GET', `/api/Branch/id/${officeA.id}`, adminACookie);
    const {
      id: _id,
      access: _a,
      permissions: _p,
      orderCreationBlocked: _o,
      directoryDomains: _d,
      currency: _c,
      ...body
    } = settings.json();
    expectForbidden(
      await call('PATCH', `/api/Branch/id/${officeA.id}`, adminACookie, { ...body, name: 'Mine' }),
    );
    expectForbidden(
      await call('PUT', `/api/Branch/id/${officeA.id}/directory-domains`, adminACookie, {
        domains: ['mine.test'],
      }),
    );
    expect((await call('GET', `/api/Branch/id/${officeA.id}`, adminACookie)).json()).toEqual(settings.json());
  });

  it('signInLinks.send: a department admin cannot have a sign-in link mailed to a colleague', async () => {
    expectForbidden(await call('POST', `/api/User/id/${agentA.id}/sign-in-link`, adminACookie, {}));
    expect(mailsTo(mail.received, agentA.email)).toEqual([]);
  });

  it('texts.deliver: a department admin cannot deliver a text to a case of their department, and none is written', async () => {
    const { order } = await buildOrder(db, { caseId: caseA.id, branchId: officeA.id });
    const url = `/api/cases/${caseA.id}/texts/ads`;
    const before = (await call('GET', url, adminACookie)).json();
    expectForbidden(
      await call('POST', `${url}/deliver`, adminACookie, { orderId: order.id, content: 'Annonce' }),
    );
    expect((await call('GET', url, adminACookie)).json()).toEqual(before);
  });

  it('content.manage: a department admin cannot write or publish news or help articles, and none is written', async () => {
    const texts = { title: 'Nyhed', teaser: 'Kort', description: 'Kort', content: 'Tekst' };
    const newsBefore = (await call('GET', '/api/news/language/DA', adminACookie)).json();
    expectForbidden(await call('POST', '/api/news', adminACookie, { translations: { en: texts } }));
    expectForbidden(await call('POST', '/api/help-articles', adminACookie, { translations: { en: texts } }));
    expectForbidden(await call('GET', '/api/news/manage', adminACookie));
    expectForbidden(
      await call('PUT', `/api/news/${crypto.randomUUID()}/published`, adminACookie, { published: true }),
    );
    expect((await call('GET', '/api/news/language/DA', adminACookie)).json()).toEqual(newsBefore);
    expect((await call('GET', '/api/help-articles/language/DA', adminACookie)).json()).toEqual([]);
  });

  it('content.manage: a department admin cannot write or delete system notices, and none is written', async () => {
    const notice = {
      translations: { en: { text: 'Down tonight' } },
      level: 'error',
      shownFrom: new Date().toISOString(),
      shownUntil: null,
    };
    expectForbidden(await call('POST', '/api/system-notices', adminACookie, notice));
    expectForbidden(await call('PUT', `/api/system-notices/${crypto.randomUUID()}`, adminACookie, notice));
    expectForbidden(await call('DELETE', `/api/system-notices/${crypto.randomUUID()}`, adminACookie));
    expectForbidden(await call('GET', '/api/system-notices/manage', adminACookie));
    expect((await call('GET', '/api/system-notices/language/EN', adminACookie)).json()).toEqual([]);
  });

  it('orders.fulfil: a department admin cannot list, open or move on an order of their department, and it stays Open', async () => {
    const { order } = await buildOrder(db, { caseId: caseA.id, branchId: officeA.id });
    const url = `/api/provider/orders/${order.id}/status`;
    expectForbidden(await call('GET', '/api/provider/orders', adminACookie));
    expectForbidden(await call('GET', `/api/provider/orders/${order.id}`, adminACookie));
    expectForbidden(await call('POST', url, adminACookie, { status: 'Delivered' }));
    expect((await call('GET', `/api/orders/${order.id}`, adminACookie)).json().status).toBe('Open');
  });

  it('visits.manage: a department admin cannot book a visit of their department by phone nor set its status, and it stays unbooked', async () => {
    const photographer = await buildPhotographer(db);
    const { booking } = await buildBookedOrder(db, officeA.id);
    const url = `/api/provider/visits/${booking.id}`;
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expectForbidden(
      await call('POST', `${url}/book`, adminACookie, { photographerId: photographer.id, start }),
    );
    expectForbidden(await call('POST', `${url}/status`, adminACookie, { status: 'CANCELLED' }));
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.visitStatus).toBe('INCOMPLETE');
  });

  it('material.deliver: a department admin cannot upload or deliver material to a line of their department, nor change its usage rights', async () => {
    const { order, lines } = await buildOrder(db, { caseId: caseA.id, branchId: officeA.id }, [
      { productName: 'Photography 20 images', status: 'OPEN', orderedQuantity: 20 },
    ]);
    const url = `/api/provider/orderlines/${lines[0]?.id}`;
    expectForbidden(
      await call('POST', `${url}/uploads/presigned`, adminACookie, { fileName: 'a.jpg', size: 9 }),
    );
    expectForbidden(await call('POST', `${url}/deliveries`, adminACookie, { deliveredQuantity: 20 }));
    expect((await call('GET', `/api/orders/${order.id}`, adminACookie)).json().status).toBe('Open');
    const picture = await buildPicture(db, testApp.deps.storage, { caseId: caseA.id, branchId: officeA.id });
    const rights = {
      materialIds: [picture.id],
      credit: 'Me',
      licence: 'CUSTOM',
      licenceText: 'Mine',
      expiresOn: null,
    };
    expectForbidden(await call('PUT', `/api/cases/${caseA.id}/assets/rights`, adminACookie, rights));
    const [stored] = await db.select().from(materials).where(eq(materials.id, picture.id));
    expect(stored).toMatchObject({ credit: null, licence: 'SALE_MARKETING' });
  });

  it('catalogue.manage: a department admin cannot change a price of their department, nor blacklist it', async () => {
    const product = catalogue.floorplan;
    const price = { countryCode: officeA.countryCode, branchId: officeA.id, price: 1 };
    expectForbidden(await call('GET', '/api/provider/catalogue/products', adminACookie));
    expectForbidden(
      await call('PUT', `/api/provider/catalogue/products/${product.id}/prices`, adminACookie, price),
    );
    expectForbidden(
      await call('POST', '/api/provider/catalogue/blacklist', adminACookie, {
        branchId: officeA.id,
        reason: 'x',
      }),
    );
    expect(await db.select().from(productPrices)).toEqual([]);
    expect(await db.select().from(orderCreationBlacklist)).toEqual([]);
  });

  it('orders.approve: a department admin whose role lacks it cannot approve or reject a waiting order, and it keeps waiting', async () => {
    const { order } = await buildOrder(db, {
      caseId: caseA.id,
      branchId: officeA.id,
      status: 'AWAITING_APPROVAL',
      createdByUserId: agentA.id,
    });
    await db.insert(orderApprovals).values({
      orderId: order.id,
      branchId: officeA.id,
      reasons: ['THRESHOLD'],
      requestedAt: new Date(),
    });
    expectForbidden(await call('POST', `/api/orders/${order.id}/approve`, adminACookie));
    expectForbidden(await call('POST', `/api/orders/${order.id}/reject`, adminACookie, { reason: 'No' }));
    expectForbidden(await call('GET', `/api/branches/${officeA.id}/budget`, viewerCookie));
    expect((await call('GET', '/api/approvals', adminACookie)).json().data).toEqual([]);
    expect((await call('GET', `/api/orders/${order.id}`, adminACookie)).json()).toMatchObject({
      status: 'AWAITING_APPROVAL',
      approval: { state: 'WAITING' },
    });
  });
});
