import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { cases } from '../cases/cases.table.ts';
import { buildOrderWorld, countOrderRows } from '../orders/order-test-setup.ts';
import { orders } from '../orders/orders.table.ts';
import { campaigns } from './campaigns.table.ts';

// An order placed under a campaign (POST /api/orders/new/webshop with campaignId): the campaign must be of
// the order's department and not ended, and its budget holds (hard limit) or is overrun only when confirmed.
describe('ordering under a campaign', async () => {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  testApp.setNow(new Date('2026-06-15T10:00:00Z'));
  const world = await buildOrderWorld(testApp);
  const { officeA, officeB, agentA, catalogue, cookies } = world;

  /** Office A's Basic package: 4000 kr. */
  const orderBody = (caseId: string, changes: Record<string, unknown> = {}) => ({
    caseId,
    flow: 'PHOTOGRAPHY',
    bookingInfo: { keyPickup: false },
    responsibleEmail: agentA.email,
    package: { id: catalogue.basic.id },
    productChoices: [{ choiceId: world.choiceId, productId: catalogue.images15.id }],
    ...changes,
  });
  const post = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/orders/new/webshop',
      headers: { ...portalHeaders(cookies.agentA), 'accept-language': 'en' },
      payload,
    });
  async function campaign(values: Partial<typeof campaigns.$inferInsert> = {}) {
    const [row] = await db
      .insert(campaigns)
      .values({
        branchId: officeA.id,
        name: 'Summer villas',
        startsOn: '2026-06-01',
        endsOn: '2026-08-31',
        budget: '5000.00',
        ...values,
      })
      .returning();
    if (!row) throw new Error('campaign not inserted');
    return row;
  }
  const spentOn = async (campaignId: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}`,
      headers: portalHeaders(cookies.agentA),
    });
    return response.json().spent as number;
  };

  // Amounts are written as the reader's language writes them (Accept-Language: en), with a no-break space.

  /** A refused order: the answer, and proof that no order row was written and the case did not change. */
  async function expectRefused(payload: { caseId: string }, status: number, code: string) {
    const before = await countOrderRows(db);
    const [caseBefore] = await db.select().from(cases).where(eq(cases.id, payload.caseId));
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await countOrderRows(db)).toEqual(before);
    const [caseAfter] = await db.select().from(cases).where(eq(cases.id, payload.caseId));
    expect(caseAfter?.orderStatus).toBe(caseBefore?.orderStatus);
    return response.json();
  }

  it("refuses another department's campaign, or one that does not exist, next to the field", async () => {
    const other = await campaign({ branchId: officeB.id, name: 'Fjord' });
    const fresh = await buildCase(db, { branchId: officeA.id });
    for (const campaignId of [other.id, crypto.randomUUID()]) {
      const answer = await expectRefused(
        orderBody(fresh.id, { campaignId }),
        400,
        'campaigns.messages.notOfDepartment',
      );
      expect(answer.fields).toEqual({ campaignId: 'campaigns.messages.notOfDepartment' });
    }
  });

  it('refuses an ended campaign, and takes a planned one', async () => {
    const ended = await campaign({ name: 'Spring', startsOn: '2026-03-01', endsOn: '2026-06-14' });
    const fresh = await buildCase(db, { branchId: officeA.id });
    await expectRefused(orderBody(fresh.id, { campaignId: ended.id }), 409, 'campaigns.messages.ended');
    const planned = await campaign({ name: 'Autumn', startsOn: '2026-09-01', endsOn: '2026-10-31' });
    const response = await post(orderBody(fresh.id, { campaignId: planned.id }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await spentOn(planned.id)).toBe(4000);
  });

  it('places an order within the budget without asking, and counts it as spending', async () => {
    const summer = await campaign();
    const fresh = await buildCase(db, { branchId: officeA.id });
    const response = await post(orderBody(fresh.id, { campaignId: summer.id }));
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(order?.campaignId).toBe(summer.id);
    expect(await spentOn(summer.id)).toBe(4000);
  });

  it('refuses an order over a hard limit, naming what is left, and writes no order or case change', async () => {
    const strict = await campaign({ name: 'Strict', budget: '6000.00', hardLimit: true });
    const first = await buildCase(db, { branchId: officeA.id });
    expect((await post(orderBody(first.id, { campaignId: strict.id }))).statusCode).toBe(200);
    const second = await buildCase(db, { branchId: officeA.id });
    const answer = await expectRefused(
      orderBody(second.id, { campaignId: strict.id, confirmOverBudget: true }),
      422,
      'campaigns.messages.hardLimit',
    );
    expect(answer.params).toEqual({ name: 'Strict', remaining: 'DKK\u00a02,000' });
    expect(answer.message).toContain('"Strict" has DKK\u00a02,000 left of its budget');
    expect(answer.fields).toBeUndefined();
    expect(await spentOn(strict.id)).toBe(4000);
  });

  it('asks for confirmation over a soft budget, and places the order once confirmed', async () => {
    const soft = await campaign({ name: 'Soft', budget: '3000.00' });
    const fresh = await buildCase(db, { branchId: officeA.id });
    const answer = await expectRefused(
      orderBody(fresh.id, { campaignId: soft.id }),
      409,
      'campaigns.messages.overBudget',
    );
    expect(answer.params).toEqual({ name: 'Soft', over: 'DKK\u00a01,000' });
    expect(answer.message).toBe(
      'This order goes DKK\u00a01,000 over the budget of the campaign "Soft". Place it anyway?',
    );
    const confirmed = await post(orderBody(fresh.id, { campaignId: soft.id, confirmOverBudget: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await spentOn(soft.id)).toBe(4000);
  });

  it('answers 400 for a campaign id that is not an id, and writes nothing', async () => {
    const fresh = await buildCase(db, { branchId: officeA.id });
    await expectRefused(orderBody(fresh.id, { campaignId: 'summer' }), 400, 'errors.badRequest');
  });
});
