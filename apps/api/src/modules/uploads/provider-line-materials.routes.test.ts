import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jpegFile } from '../../test/sample-files.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { materials } from '../materials/materials.table.ts';
import { orders } from '../orders/orders.table.ts';
import { deliveriesSetup } from './provider-deliveries.test-fixtures.ts';

// The material delivered to an order line, with its usage rights, for the provider's delivery page, where
// staff change the rights (docs/product.md, "Usage rights").
describe('GET /provider/orderlines/{id}/materials', async () => {
  const { app, db, cookies, orderOf, call, upload, deliver, officeB, setNow } = await deliveriesSetup({
    config: { STUDIO_NAME: 'Studio Nord' },
  });
  const list = (lineId: string, cookie: string | null = cookies.editor) =>
    call('GET', `/api/provider/orderlines/${lineId}/materials`, cookie);

  /** An order with a photo and a floor plan line, each delivered with the files named. */
  async function deliveredOrder(branchId?: number) {
    const { caseId, order, line } = await orderOf(['photos', 'floorplan'], branchId);
    const files = async (names: string[]) =>
      Promise.all(names.map(async (fileName) => ({ fileName, body: await jpegFile(40, 30) })));
    expect((await upload(line.photos, await files(['living.jpg', 'kitchen.jpg']))).statusCode).toBe(201);
    expect((await deliver(line.photos)).statusCode).toBe(201);
    expect((await upload(line.floorplan, await files(['plan.jpg']))).statusCode).toBe(201);
    expect((await deliver(line.floorplan)).statusCode).toBe(201);
    return { caseId, order, line };
  }

  it('answers 401 signed out and 403 to an office admin and to staff without material.deliver, showing nothing', async () => {
    const { line } = await deliveredOrder();
    for (const [cookie, status] of [
      [null, 401],
      [cookies.adminA, 403],
      [cookies.agentA, 403],
      [cookies.photographer, 403],
    ] as const) {
      const response = await list(line.photos, cookie);
      expect(response.statusCode).toBe(status);
      expect(response.body).not.toContain('living.jpg');
    }
  });

  it('answers 404 for an unknown line and for one whose order has not reached the provider, 400 for a malformed id', async () => {
    expect((await list(randomUUID())).statusCode).toBe(404);
    expect((await list('not-a-line')).statusCode).toBe(400);
    const { order, line } = await deliveredOrder();
    await db.update(orders).set({ status: 'AWAITING_APPROVAL' }).where(eq(orders.id, order.id));
    const waiting = await list(line.photos);
    expect(waiting.statusCode).toBe(404);
    expect(waiting.body).not.toContain('living.jpg');
  });

  it('lists the line’s material of any department in the case’s order with its rights, a changed last day marked expired', async () => {
    const { caseId, line } = await deliveredOrder(officeB.id);
    const stored = await db.select().from(materials).where(eq(materials.caseId, caseId));
    const living = stored.find((row) => row.name === 'living.jpg');
    const kitchen = stored.find((row) => row.name === 'kitchen.jpg');
    // The office put the kitchen first: the list follows the case's order.
    await db
      .update(materials)
      .set({ sortOrder: -1 })
      .where(eq(materials.id, kitchen?.id as string));
    await db
      .update(materials)
      .set({ thumbnailKey: living?.storageKey })
      .where(eq(materials.id, living?.id as string));

    const response = await list(line.photos);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.map((material: { name: string }) => material.name)).toEqual(['kitchen.jpg', 'living.jpg']);
    expect(answer[1]).toMatchObject({
      id: living?.id,
      type: 'Picture',
      rights: { credit: 'Studio Nord', licence: 'SALE_MARKETING', licenceText: null, expiresOn: null },
    });
    expect(answer[1].thumbnailUrl).toEqual(expect.any(String));
    expect(answer[0].thumbnailUrl).toBeNull();

    setNow(new Date('2026-06-10T10:00:00Z'));
    try {
      const changed = await app.inject({
        method: 'PUT',
        url: `/api/cases/${caseId}/assets/rights`,
        headers: portalHeaders(cookies.editor),
        payload: {
          materialIds: [living?.id],
          credit: 'Kari Nordmann',
          licence: 'CUSTOM',
          licenceText: 'Print only',
          expiresOn: '2026-06-09',
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = (await list(line.photos)).json();
      expect(after[1].rights).toEqual({
        credit: 'Kari Nordmann',
        licence: 'CUSTOM',
        licenceText: 'Print only',
        expiresOn: '2026-06-09',
        expired: true,
      });
      expect(after[0].rights.expired).toBe(false);
      // The floor plan line's material stays on its own line.
      expect((await list(line.floorplan)).json().map((material: { name: string }) => material.name)).toEqual([
        'plan.jpg',
      ]);
    } finally {
      setNow(undefined);
    }
  });
});
