import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { buildOrderWorld } from '../orders/order-test-setup.ts';
import { productPrices, products } from './catalogue.table.ts';

// The console's product and price calls: catalogue.manage only (office admins and other staff get 403), bad
// input writes nothing, and what is saved is what the office's order wizard is offered next.
describe('the provider catalogue product calls', async () => {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  const world = await buildOrderWorld(testApp);
  const { officeA, officeB, catalogue, cookies } = world;
  // The world's product with an unknown task kind breaks the office's product lists; it is not this test's.
  await db.delete(products).where(eq(products.id, catalogue.brokenTasks.id));
  const manager = await signIn(app, (await buildProviderStaff(db, ['catalogue.manage'])).email);
  const coordinator = await signIn(app, (await buildProviderStaff(db, ['orders.fulfil'])).email);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  const base = '/api/provider/catalogue';
  const floorplan = catalogue.floorplan;
  const productBody = (changes: Record<string, unknown> = {}) => ({
    name: 'Floor plan 2D',
    description: 'Drawn from the photographer’s measurements.',
    grouping: 'CASE',
    unit: 'pcs',
    price: 950,
    maxKvmSize: 300,
    maxOrderAmount: 3,
    tasks: ['UPLOAD_IMAGES'],
    alaCarte: true,
    active: true,
    deliveryKinds: ['files'],
    deliveredMaterialTypes: ['Floorplan'],
    tags: [],
    caseCategory: 'CASE',
    cloudScannerLinkTypes: [],
    rights: { credit: null, licence: 'SALE_MARKETING', licenceText: null, validMonths: null },
    ...changes,
  });
  /** What office A's agent is offered a la carte: id -> price. */
  const offeredToAgent = async () => {
    const response = await call('GET', `/api/branches/${officeA.id}/products/alacarte`, cookies.agentA);
    expect(response.statusCode, response.body).toBe(200);
    return new Map(response.json().map((row: { id: number; price: number }) => [row.id, row.price]));
  };
  const rowOf = async (id: number) => (await db.select().from(products).where(eq(products.id, id)))[0];

  it('answers 401 signed out and 403 for an office admin and for staff without catalogue.manage', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', `${base}/departments`],
      ['GET', `${base}/products`],
      ['POST', `${base}/products`, { ...productBody(), branchId: officeA.id, itemNumber: 'NEW-1' }],
      ['GET', `${base}/products/${floorplan.id}`],
      ['PUT', `${base}/products/${floorplan.id}`, productBody()],
      ['GET', `${base}/products/${floorplan.id}/prices`],
      ['PUT', `${base}/products/${floorplan.id}/prices`, { countryCode: 'DK', branchId: null, price: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, null, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, cookies.adminA, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, coordinator, payload)).statusCode, url).toBe(403);
    }
    expect((await rowOf(floorplan.id))?.name).toBe('Floor plan');
    expect(await db.select().from(productPrices)).toEqual([]);
  });

  it('lists every department’s products, filtered by country, category and search, paged', async () => {
    const all = (await call('GET', `${base}/products?take=100`, manager)).json();
    expect(all.data.map((row: { branchId: number }) => row.branchId)).toEqual(
      expect.arrayContaining([officeA.id, officeB.id]),
    );
    const norway = (await call('GET', `${base}/products?country=NO`, manager)).json();
    expect(norway.data.map((row: { name: string }) => row.name)).toEqual(['Norsk foto']);
    const fees = (await call('GET', `${base}/products?grouping=ENDUSERFEE`, manager)).json();
    expect(fees.data.map((row: { name: string }) => row.name)).toEqual(['End-user invoicing']);
    const found = (await call('GET', `${base}/products?search=floor`, manager)).json();
    expect(found).toMatchObject({
      total: 1,
      data: [{ id: floorplan.id, branchName: 'Office A', price: 900 }],
    });
    const paged = (await call('GET', `${base}/products?take=2&skip=2`, manager)).json();
    expect(paged).toMatchObject({ currentSkip: 2, take: 2, total: all.total });
    expect(paged.data).toHaveLength(2);
    expect((await call('GET', `${base}/products?search=fl`, manager)).statusCode).toBe(400);
  });

  it('refuses bad input with the fields named and writes nothing', async () => {
    const bad = productBody({ name: ' ', price: -5, maxKvmSize: 1.5 });
    const response = await call('PUT', `${base}/products/${floorplan.id}`, manager, bad);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['maxKvmSize', 'name', 'price']);
    const create = { ...productBody(), branchId: officeA.id, itemNumber: 'FLOORPLAN' };
    const taken = await call('POST', `${base}/products`, manager, create);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('providerCatalogue.messages.itemNumberTaken');
    const price = { countryCode: 'DK', branchId: officeA.id, price: 'cheap' };
    expect((await call('PUT', `${base}/products/${floorplan.id}/prices`, manager, price)).statusCode).toBe(
      400,
    );
    const wrongCountry = { countryCode: 'NO', branchId: officeA.id, price: 10 };
    expect(
      (await call('PUT', `${base}/products/${floorplan.id}/prices`, manager, wrongCountry)).statusCode,
    ).toBe(404);
    expect(await rowOf(floorplan.id)).toMatchObject({ name: 'Floor plan', price: '900.00' });
    expect(await db.select().from(products).where(eq(products.itemNumber, 'FLOORPLAN'))).toHaveLength(1);
    expect(await db.select().from(productPrices)).toEqual([]);
  });

  it('saves a product’s default usage rights, and refuses a custom licence without its words next to the field', async () => {
    const create = {
      ...productBody({ name: 'Drone photos' }),
      branchId: officeA.id,
      itemNumber: 'DRONE-RIGHTS',
    };
    const id = (await call('POST', `${base}/products`, manager, create)).json().id;
    const custom = { credit: 'Studio Nord', licence: 'CUSTOM', licenceText: null, validMonths: 0 };
    const refused = await call('PUT', `${base}/products/${id}`, manager, productBody({ rights: custom }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['rights.licenceText', 'rights.validMonths']);
    expect(refused.json().fields['rights.licenceText']).toBe('rules.required');
    expect(await rowOf(id)).toMatchObject({ rightsCredit: null, rightsLicence: 'SALE_MARKETING' });

    const rights = {
      credit: 'Studio Nord',
      licence: 'CUSTOM',
      licenceText: 'The seller’s brochure only',
      validMonths: 24,
    };
    const saved = await call('PUT', `${base}/products/${id}`, manager, productBody({ rights }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rights).toEqual(rights);
    expect((await call('GET', `${base}/products/${id}`, manager)).json().rights).toEqual(rights);

    // The words belong to a custom licence only: a portrait licence keeps none.
    const portrait = {
      credit: null,
      licence: 'PERSON_AT_OFFICE',
      licenceText: 'left over',
      validMonths: null,
    };
    const changed = await call('PUT', `${base}/products/${id}`, manager, productBody({ rights: portrait }));
    expect(changed.json().rights).toEqual({ ...portrait, licenceText: null });
  });

  it('creates and edits a product, and a deactivated product is no longer offered to the office', async () => {
    const create = {
      ...productBody({ name: 'Drone video' }),
      branchId: officeA.id,
      itemNumber: 'DRONE-VIDEO',
    };
    const created = await call('POST', `${base}/products`, manager, create);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect((await offeredToAgent()).get(id)).toBe(950);

    const edited = await call(
      'PUT',
      `${base}/products/${id}`,
      manager,
      productBody({ name: 'Drone', active: false }),
    );
    expect(edited.json()).toMatchObject({ name: 'Drone', active: false, itemNumber: 'DRONE-VIDEO' });
    expect((await offeredToAgent()).has(id)).toBe(false);
  });

  it('saves what a product delivers, offers it to the office, and refuses types and ways that do not fit', async () => {
    const created = await call('POST', `${base}/products`, manager, {
      ...productBody({ name: '3D tour' }),
      branchId: officeA.id,
      itemNumber: 'TOUR-3D',
    });
    expect(created.json()).toMatchObject({ deliveryKinds: ['files'], deliveredMaterialTypes: ['Floorplan'] });
    const url = `${base}/products/${created.json().id}`;
    const refusals: [changes: Record<string, unknown>, field: string, key: string][] = [
      [
        { deliveryKinds: ['links'], deliveredMaterialTypes: ['Floorplan'] },
        'deliveredMaterialTypes',
        'providerCatalogue.messages.typeNotDelivered',
      ],
      [
        { deliveryKinds: ['files', 'texts'], deliveredMaterialTypes: ['Floorplan'] },
        'deliveryKinds',
        'providerCatalogue.messages.kindWithoutType',
      ],
      [
        { deliveryKinds: ['files'], deliveredMaterialTypes: ['Unknown'] },
        'deliveredMaterialTypes',
        'providerCatalogue.messages.typeRetired',
      ],
      [{ caseCategory: 'HOUSE' }, 'caseCategory', 'rules.oneOf'],
      [{ tags: ['SUNSET'] }, 'tags.0', 'rules.oneOf'],
    ];
    for (const [changes, field, key] of refusals) {
      const refused = await call('PUT', url, manager, productBody(changes));
      expect(refused.statusCode, JSON.stringify(changes)).toBe(400);
      expect(refused.json().fields).toEqual({ [field]: key });
    }
    const danish = await app.inject({
      method: 'PUT',
      url,
      headers: { ...portalHeaders(manager), 'accept-language': 'da' },
      payload: productBody({ deliveryKinds: ['links'] }),
    });
    expect(danish.json().message).toBe('Kontrollér de markerede felter.');
    expect(await rowOf(created.json().id)).toMatchObject({
      deliveryKinds: ['files'],
      deliveredMaterialTypes: ['Floorplan'],
    });

    const tour = {
      deliveryKinds: ['links'],
      deliveredMaterialTypes: ['Matterport'],
      tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
      caseCategory: 'MATTERPORT',
      cloudScannerLinkTypes: ['CloudScannerSelfEditor'],
    };
    const saved = await call(
      'PUT',
      url,
      manager,
      productBody({ ...tour, tags: [...tour.tags, 'MATTERPORT'] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(tour);
    const offered = await call('GET', `/api/branches/${officeA.id}/products/alacarte`, cookies.agentA);
    expect(offered.json().find((row: { id: number }) => row.id === created.json().id)).toMatchObject(tour);
  });

  it('a department price overrides the country price, which overrides the list price, in the wizard too', async () => {
    const url = `${base}/products/${floorplan.id}/prices`;
    const put = (branchId: number | null, price: number | null) =>
      call('PUT', url, manager, { countryCode: 'DK', branchId, price });

    expect((await put(null, 1000)).statusCode).toBe(200);
    expect((await offeredToAgent()).get(floorplan.id)).toBe(1000);
    const table = (await put(officeA.id, 850.5)).json();
    expect(table).toEqual([
      {
        countryCode: 'DK',
        branchId: null,
        branchName: null,
        currency: 'DKK',
        price: 1000,
        effectivePrice: null,
      },
      {
        countryCode: 'DK',
        branchId: officeA.id,
        branchName: 'Office A',
        currency: 'DKK',
        price: 850.5,
        effectivePrice: 850.5,
      },
    ]);
    expect((await offeredToAgent()).get(floorplan.id)).toBe(850.5);
    expect((await call('GET', `${base}/products/${floorplan.id}`, manager)).json().effectivePrice).toBe(
      850.5,
    );

    await put(officeA.id, null);
    expect((await offeredToAgent()).get(floorplan.id)).toBe(1000);
    await put(null, null);
    expect((await offeredToAgent()).get(floorplan.id)).toBe(900);
    expect(await db.select().from(productPrices)).toEqual([]);
  });
});
