import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { buildOrderWorld } from '../orders/order-test-setup.ts';
import { orderCreationBlacklist, packageProducts, packages } from './catalogue.table.ts';

// The console's package and blacklist calls: catalogue.manage only, bad input writes nothing, and the office's
// order wizard then offers the saved package and stops a blacklisted department.
describe('the provider catalogue package and blacklist calls', async () => {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  const world = await buildOrderWorld(testApp);
  const { officeA, catalogue, productOfB, cookies } = world;
  const manager = await signIn(app, (await buildProviderStaff(db, ['catalogue.manage'])).email);
  const coordinator = await signIn(app, (await buildProviderStaff(db, ['orders.fulfil'])).email);

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  const base = '/api/provider/catalogue';
  const basic = catalogue.basic;
  const packageBody = (changes: Record<string, unknown> = {}) => ({
    name: 'Basic plus',
    description: 'Photography with a floor plan.',
    basePrice: 4500,
    active: true,
    products: [
      { productId: catalogue.photography.id, quantity: 1 },
      { productId: catalogue.floorplan.id, quantity: 2 },
    ],
    ...changes,
  });
  const contentsOf = async (packageId: number) =>
    (await db.select().from(packageProducts).where(eq(packageProducts.packageId, packageId))).length;
  const wizardPackages = async () => {
    const response = await call('GET', `/api/branches/${officeA.id}/packages?grouping=CASE`, cookies.agentA);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; name: string; basePrice: number; products: { id: number }[] }[];
  };
  const blacklistedForAgent = async () =>
    (await call('POST', '/api/branch/ordercreationblacklistings', cookies.agentA, [officeA.id])).json();

  it('answers 401 signed out and 403 for an office admin and for staff without catalogue.manage', async () => {
    const create = {
      ...packageBody(),
      branchId: officeA.id,
      itemNumber: 'PKG-NEW',
      type: 'GENERIC',
      grouping: 'CASE',
    };
    const calls: [method: Method, url: string, payload?: object][] = [
      ['GET', `${base}/packages`],
      ['POST', `${base}/packages`, create],
      ['GET', `${base}/packages/${basic.id}`],
      ['PUT', `${base}/packages/${basic.id}`, packageBody()],
      ['GET', `${base}/blacklist`],
      ['POST', `${base}/blacklist`, { branchId: officeA.id, reason: 'Unpaid invoices' }],
      ['DELETE', `${base}/blacklist/${officeA.id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, null, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, cookies.adminA, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, coordinator, payload)).statusCode, url).toBe(403);
    }
    expect((await db.select().from(packages).where(eq(packages.id, basic.id)))[0]?.name).toBe('Basic');
    expect(await db.select().from(orderCreationBlacklist)).toEqual([]);
  });

  it('refuses bad input, another department’s product and a product twice, and writes nothing', async () => {
    const url = `${base}/packages/${basic.id}`;
    const bad = await call('PUT', url, manager, packageBody({ name: '', basePrice: -1 }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['basePrice', 'name']);
    const twice = packageBody({
      products: [1, 2].map(() => ({ productId: catalogue.floorplan.id, quantity: 1 })),
    });
    expect((await call('PUT', url, manager, twice)).json().fields).toEqual({
      products: 'providerCatalogue.messages.productTwice',
    });
    const foreign = packageBody({ products: [{ productId: productOfB.id, quantity: 1 }] });
    expect((await call('PUT', url, manager, foreign)).json().code).toBe(
      'orders.pages.new.productNotAvailable',
    );
    const noReason = await call('POST', `${base}/blacklist`, manager, { branchId: officeA.id, reason: ' ' });
    expect(noReason.json().fields).toEqual({ reason: expect.any(String) });
    expect((await call('DELETE', `${base}/blacklist/${officeA.id}`, manager)).statusCode).toBe(404);

    expect((await db.select().from(packages).where(eq(packages.id, basic.id)))[0]?.name).toBe('Basic');
    expect(await contentsOf(basic.id)).toBe(1);
    expect(await db.select().from(orderCreationBlacklist)).toEqual([]);
  });

  it('edits and creates packages as the wizard then offers them; a deactivated one is gone', async () => {
    const edited = await call('PUT', `${base}/packages/${basic.id}`, manager, packageBody());
    expect(edited.json()).toMatchObject({
      name: 'Basic plus',
      basePrice: 4500,
      products: [{}, { quantity: 2 }],
    });
    const offered = (await wizardPackages()).find((row) => row.id === basic.id);
    expect(offered?.basePrice).toBe(4500);
    expect(offered?.products.map((product) => product.id)).toEqual([
      catalogue.photography.id,
      catalogue.floorplan.id,
    ]);

    const create = {
      ...packageBody({ name: 'Villa' }),
      branchId: officeA.id,
      itemNumber: 'PKG-VILLA',
      type: 'GENERIC',
      grouping: 'CASE',
    };
    const created = (await call('POST', `${base}/packages`, manager, create)).json();
    expect((await wizardPackages()).map((row) => row.name)).toContain('Villa');
    await call(
      'PUT',
      `${base}/packages/${created.id}`,
      manager,
      packageBody({ name: 'Villa', active: false }),
    );
    expect((await wizardPackages()).map((row) => row.name)).not.toContain('Villa');
    const listed = (await call('GET', `${base}/packages?branchId=${officeA.id}`, manager)).json();
    expect(listed.find((row: { id: number }) => row.id === created.id)).toMatchObject({ active: false });
  });

  it('blacklists a department with a reason, which the wizard then refuses, and lifts it again', async () => {
    const added = await call('POST', `${base}/blacklist`, manager, {
      branchId: officeA.id,
      reason: 'Unpaid invoices',
    });
    expect(added.json()).toEqual([
      {
        branchId: officeA.id,
        branchName: 'Office A',
        countryCode: 'DK',
        reason: 'Unpaid invoices',
        createdAt: expect.any(String),
      },
    ]);
    expect(await blacklistedForAgent()).toEqual([officeA.id]);
    const order = await call('POST', '/api/orders/new/webshop', cookies.agentA, {
      caseId: world.caseA.id,
      orderId: 'draft-blacklisted',
      flow: 'PHOTOGRAPHY',
      bookingInfo: { keyPickup: false },
      propertyInfo: { propertyType: 'villa', livingArea: 120, basementArea: 0, floors: 1 },
      responsibleEmail: world.agentA.email,
      package: { id: basic.id },
      productChoices: [{ choiceId: world.choiceId, productId: catalogue.images15.id }],
      products: [],
      invoicing: { business: { customerReference: 'Sælger 7', cvr: '12345678', ean: '' } },
      watcherEmails: [],
    });
    expect(order.statusCode, order.body).toBe(403);
    expect(order.json().code).toBe('orders.pages.new.branchBlacklisted');
    const removed = await call('DELETE', `${base}/blacklist/${officeA.id}`, manager);
    expect(removed.json()).toEqual([]);
    expect(await blacklistedForAgent()).toEqual([]);
  });
});
