import { IMPERSONATION_HEADER } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildProviderStaff, mailsTo, SUPPORT_PERMISSIONS, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { campaigns } from '../campaigns/campaigns.table.ts';
import { products } from '../catalogue/catalogue.table.ts';
import { users } from '../users/users.table.ts';
import { buildOrderWorld } from './order-test-setup.ts';
import { orders } from './orders.table.ts';

// "I want to see prices" (users.show_prices): no answer and no mail carries a price to a user who turned it
// off, whatever screen asks (docs/product.md "Prices"). In office A the admin sees prices, the agent does not.

type Headers = Record<string, string>;

describe('prices follow the user’s "I want to see prices" setting', async () => {
  const testApp = await createTestApp();
  const { app, db, mail } = testApp;
  const { officeA, adminA, agentA, catalogue, caseA, choiceId, cookies } = await buildOrderWorld(testApp);
  const setShowPrices = (userId: string, showPrices: boolean) =>
    db.update(users).set({ showPrices }).where(eq(users.id, userId));
  await setShowPrices(agentA.id, false);
  // The order tests' product with an unknown task cannot be listed; these tests list the whole catalogue.
  await db.update(products).set({ active: false }).where(eq(products.id, catalogue.brokenTasks.id));

  const seeing = portalHeaders(cookies.adminA);
  const hiding = portalHeaders(cookies.agentA);
  const call = async (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const get = (headers: Headers, url: string) => call(headers, 'GET', url);

  /**
   * Places an order of the Basic package (4000), 25 images (800) and a floor plan (900): 5700 in all. Its
   * confirmation goes to two addresses: the responsible agent (or the orderer and the office address given
   * instead) and the watcher.
   */
  const placeOrder = async (headers: Headers, changes: Record<string, unknown> = {}) => {
    const received = mail.received.length;
    const placed = await call(headers, 'POST', '/api/orders/new/webshop', {
      caseId: caseA.id,
      orderId: `prices-${received}`,
      flow: 'PHOTOGRAPHY',
      bookingInfo: { keyPickup: false },
      propertyInfo: { propertyType: 'villa', livingArea: 120 },
      responsibleEmail: agentA.email,
      package: { id: catalogue.basic.id },
      productChoices: [{ choiceId, productId: catalogue.images25.id }],
      products: [{ id: catalogue.floorplan.id, quantity: 1 }],
      invoicing: {},
      watcherEmails: [adminA.email],
      ...changes,
    });
    await vi.waitFor(() => expect(mail.received.length - received).toBe(2));
    return { orderId: placed.orderId as string, mails: mail.received.slice(received) };
  };
  const order = await placeOrder(seeing);
  const orderUrl = `/api/orders/${order.orderId}`;

  /** Every number under a key named like a price, anywhere in an answer. */
  const pricesIn = (value: unknown, found: unknown[] = []): unknown[] => {
    if (Array.isArray(value)) for (const item of value) pricesIn(item, found);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (/price/i.test(key)) found.push(inner);
        else pricesIn(inner, found);
      }
    }
    return found;
  };
  const expectHidden = (answer: unknown) => {
    const prices = pricesIn(answer);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price === null)).toBe(true);
  };
  const expectShown = (answer: unknown) =>
    expect(pricesIn(answer).some((price) => typeof price === 'number' && price > 0)).toBe(true);

  it('the catalogue: packages with their choices, a la carte products and the product list', async () => {
    for (const path of ['packages', 'products/alacarte', 'products/list']) {
      const url = `/api/branches/${officeA.id}/${path}`;
      expectHidden(await get(hiding, url));
      expectShown(await get(seeing, url));
    }
    // The wizard still knows which option the package's price counts, and chooses it first.
    const [hidden] = await get(hiding, `/api/branches/${officeA.id}/packages?grouping=CASE`);
    const [shown] = await get(seeing, `/api/branches/${officeA.id}/packages?grouping=CASE`);
    expect(hidden.choices[0].cheapestOption).toEqual({ kind: 'product', id: catalogue.images15.id });
    expect(shown.choices[0]).toMatchObject({ minPrice: 0, cheapestOption: hidden.choices[0].cheapestOption });
    expect(shown).toMatchObject({ basePrice: 4000, totalPrice: 4000 });
  });

  it('an order, its lines, the case’s orders and the answer of a changed responsible agent', async () => {
    expect((await get(hiding, orderUrl)).totalPrice).toBeNull();
    expect((await get(seeing, orderUrl)).totalPrice).toBe(5700);
    expectHidden(await get(hiding, `${orderUrl}/orderlines`));
    expect(
      (await get(seeing, `${orderUrl}/orderlines`)).map((line: { price: number }) => line.price),
    ).toContain(4000);
    expectHidden(await get(hiding, `/api/cases/${caseA.id}/orders`));
    expectShown(await get(seeing, `/api/cases/${caseA.id}/orders`));
    const changed = await call(hiding, 'POST', `${orderUrl}/responsible`, { userId: agentA.id });
    expect(changed.totalPrice).toBeNull();
  });

  it('the collage’s prices', async () => {
    const url = `/api/cases/${caseA.id}/assets/collage/pricing`;
    expectHidden(await get(hiding, url));
    // No collage product in office A's catalogue: no extra charge, which is 0, not a hidden price.
    expect((await get(seeing, url)).templates.every((entry: { price: number }) => entry.price === 0)).toBe(
      true,
    );
  });

  it('a campaign’s orders, while its budget and spending are the office’s own figures for everyone', async () => {
    const [campaign] = await db
      .insert(campaigns)
      .values({
        branchId: officeA.id,
        name: 'Villas',
        startsOn: '2026-01-01',
        endsOn: '2099-12-31',
        budget: '9000',
      })
      .returning();
    if (!campaign) throw new Error('campaign not inserted');
    await db.update(orders).set({ campaignId: campaign.id }).where(eq(orders.id, order.orderId));
    const hidden = await get(hiding, `/api/campaigns/${campaign.id}`);
    expect(hidden).toMatchObject({ budget: 9000, spent: 5700 });
    expect(hidden.orders.map((row: { totalPrice: number | null }) => row.totalPrice)).toEqual([null]);
    const shown = await get(seeing, `/api/campaigns/${campaign.id}`);
    expect(shown.orders.map((row: { totalPrice: number | null }) => row.totalPrice)).toEqual([5700]);
  });

  it('the provider’s console follows the staff member’s own setting', async () => {
    const hidingStaff = await buildProviderStaff(db, ['orders.fulfil']);
    const seeingStaff = await buildProviderStaff(db, ['orders.fulfil']);
    await setShowPrices(hidingStaff.id, false);
    const url = `/api/provider/orders/${order.orderId}`;
    const hidden = await get(portalHeaders(await signIn(app, hidingStaff.email)), url);
    expect(hidden.order.totalPrice).toBeNull();
    expectHidden(hidden.lines);
    const shown = await get(portalHeaders(await signIn(app, seeingStaff.email)), url);
    expect(shown.order.totalPrice).toBe(5700);
  });

  it('while acting as someone else, that user’s setting counts', async () => {
    const support = await buildProviderStaff(db, SUPPORT_PERMISSIONS);
    const supportHeaders = portalHeaders(await signIn(app, support.email));
    const actingAs = (userId: string) => ({ ...supportHeaders, [IMPERSONATION_HEADER]: userId });
    expect((await get(actingAs(agentA.id), orderUrl)).totalPrice).toBeNull();
    expectHidden(await get(actingAs(agentA.id), `/api/branches/${officeA.id}/products/alacarte`));
    await setShowPrices(support.id, false);
    expect((await get(actingAs(adminA.id), orderUrl)).totalPrice).toBe(5700);
  });

  it('a call with an API key follows its maker’s setting', async () => {
    const made = await call(seeing, 'POST', '/api/api-keys', {
      branchId: officeA.id,
      name: 'Case system',
      scopes: ['cases.read', 'orders.create'],
      expiresOn: null,
    });
    const withKey = { authorization: `Bearer ${made.secret}` };
    expect((await get(withKey, orderUrl)).totalPrice).toBe(5700);
    await setShowPrices(adminA.id, false);
    try {
      expect((await get(withKey, orderUrl)).totalPrice).toBeNull();
      expectHidden(await get(withKey, `/api/branches/${officeA.id}/packages`));
    } finally {
      await setShowPrices(adminA.id, true);
    }
  });

  it('the order confirmation mail names prices only to a recipient who sees them', async () => {
    const [toAgent] = mailsTo(order.mails, agentA.email);
    expect(toAgent?.text).toContain('1 × Floor plan');
    expect(toAgent?.text).not.toMatch(/kr\.|DKK|I alt/);
    const [toAdmin] = mailsTo(order.mails, adminA.email);
    expect(toAdmin?.text).toMatch(/1 × Floor plan \(DKK\s?900\.00\)/);
    expect(toAdmin?.text).toMatch(/Total: DKK\s?5,700\.00/);
  });

  it('an office address reads the confirmation as the person who placed the order sees prices', async () => {
    // An address of the orderer's own company, as the hub requires of an office address.
    const office = 'reception@office.test';
    const byAgent = await placeOrder(hiding, { responsibleEmail: office, watcherEmails: [] });
    const [hidden] = mailsTo(byAgent.mails, office);
    expect(hidden?.text).toContain('1 × Floor plan');
    expect(hidden?.text).not.toMatch(/kr\.|DKK|I alt/);
    const byAdmin = await placeOrder(seeing, { responsibleEmail: office, watcherEmails: [] });
    const [shown] = mailsTo(byAdmin.mails, office);
    expect(shown?.text).toMatch(/I alt: 5\.700,00\s?kr\./);
  });
});
