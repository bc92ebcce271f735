import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { buildOrderWorld, countOrderRows } from './order-test-setup.ts';
import { orders } from './orders.table.ts';

// What step three asks for the provider (docs/product.md, new order): the cadastral number, the roof's
// colour and the offering type, sent in the order's propertyInfo, kept on the order and shown to the provider.
describe('the property facts of an order', async () => {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  const { officeA, agentA, caseA, caseB, catalogue, choiceId, cookies } = await buildOrderWorld(testApp);
  const coordinator = await buildProviderStaff(db, ['orders.fulfil']);
  const coordinatorCookie = await signIn(app, coordinator.email);

  const facts = { cadastralNumber: '  12a Hellerup By, Hellerup ', roofColor: 'black', offeringType: 'RENT' };
  const orderBody = (propertyInfo: object, changes: Record<string, unknown> = {}) => ({
    flow: 'PHOTOGRAPHY',
    bookingInfo: { keyPickup: false },
    propertyInfo,
    responsibleEmail: agentA.email,
    package: { id: catalogue.basic.id },
    productChoices: [{ choiceId, productId: catalogue.images15.id }],
    products: [],
    ...changes,
  });
  const caseBody = {
    branchId: officeA.id,
    reference: '',
    orderContacts: [{ name: 'Ole Olsen', phone: '20 30 40 50', email: '', contactType: 'OWNER' }],
    address: { street: 'Søndergade', buildingNumber: '3', city: 'Aarhus C', zip: '8000' },
  };
  const post = (url: string, payload: object, headers = portalHeaders(cookies.agentA)) =>
    app.inject({ method: 'POST', url, headers, payload });
  const order = (propertyInfo: object, caseId = caseA.id) =>
    post('/api/orders/new/webshop', { ...orderBody(propertyInfo), caseId });
  const get = (url: string, cookie = cookies.agentA) =>
    app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });
  const storedFacts = async (orderId: string) => {
    const [row] = await db
      .select({
        cadastralNumber: orders.cadastralNumber,
        roofColor: orders.roofColor,
        offeringType: orders.offeringType,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row;
  };

  it('answers 401 on both order calls without a session, writing nothing', async () => {
    const before = await countOrderRows(db);
    const signedOut = [
      await post('/api/orders/new/webshop', { ...orderBody(facts), caseId: caseA.id }, csrfHeader),
      await post(
        '/api/orders/new/webshop-with-case',
        { case: caseBody, order: orderBody(facts) },
        csrfHeader,
      ),
    ];
    expect(signedOut.map((response) => response.statusCode)).toEqual([401, 401]);
    expect(await countOrderRows(db)).toEqual(before);
  });

  it("refuses an order on another department's case, writing nothing", async () => {
    const before = await countOrderRows(db);
    expect((await order(facts, caseB.id)).statusCode).toBe(404);
    expect(await countOrderRows(db)).toEqual(before);
  });

  it('refuses an unknown roof colour or offering type and a too long cadastral number next to each field, writing nothing', async () => {
    const before = await countOrderRows(db);
    const bad = { cadastralNumber: 'x'.repeat(101), roofColor: 'green', offeringType: 'LEASE' };
    const response = await order(bad);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'errors.badRequest',
      message: 'Please check the highlighted fields.',
      fields: {
        'propertyInfo.cadastralNumber': 'rules.string.max',
        'propertyInfo.roofColor': 'rules.oneOf',
        'propertyInfo.offeringType': 'rules.oneOf',
      },
    });
    const withCase = await post('/api/orders/new/webshop-with-case', {
      case: caseBody,
      order: orderBody({ ...facts, roofColor: 'Black' }),
    });
    expect(withCase.statusCode).toBe(400);
    expect(withCase.json().fields).toEqual({ 'order.propertyInfo.roofColor': 'rules.oneOf' });
    expect(await countOrderRows(db)).toEqual(before);
  });

  it('keeps them on the order and answers them under the same names, to the office and the provider', async () => {
    const response = await order({ propertyType: 'villa', livingArea: 120, ...facts });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = response.json();
    const expected = {
      cadastralNumber: '12a Hellerup By, Hellerup',
      roofColor: 'black',
      offeringType: 'RENT',
    };
    expect(await storedFacts(orderId)).toEqual(expected);
    expect((await get(`/api/orders/${orderId}`)).json()).toMatchObject({
      propertyType: 'villa',
      livingArea: 120,
      ...expected,
    });
    const provider = await get(`/api/provider/orders/${orderId}`, coordinatorCookie);
    expect(provider.json().order).toMatchObject(expected);
  });

  it('takes them with the case in one submission, also without a property type', async () => {
    const response = await post('/api/orders/new/webshop-with-case', {
      case: caseBody,
      order: orderBody({ offeringType: 'BOTH', roofColor: 'lightGrey' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const record = (await get(`/api/orders/${response.json().orderId}`)).json();
    expect(record).toMatchObject({
      propertyType: null,
      cadastralNumber: null,
      roofColor: 'lightGrey',
      offeringType: 'BOTH',
    });
  });

  it('leaves them empty when they are not given, or given empty', async () => {
    for (const propertyInfo of [{ propertyType: 'villa' }, { cadastralNumber: ' ' }]) {
      const response = await order(propertyInfo);
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedFacts(response.json().orderId)).toEqual({
        cadastralNumber: null,
        roofColor: null,
        offeringType: null,
      });
    }
  });
});
