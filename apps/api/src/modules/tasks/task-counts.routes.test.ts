import { describe, expect, it } from 'vitest';
import { FILTERED_COUNT_CAP } from '../../db/query-helpers.ts';
import { buildBranch, buildCase, buildOrder, buildRoles, buildUser, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { tasks } from './tasks.table.ts';

// How far the task list counts: the plain list up to LIST_COUNT_CAP (10,000), a search or a filter up to
// 1,000, past which the list says "1,000+" (docs/product.md), on a department with 1,001 tasks.
describe('the task list counts a search to 1,000', async () => {
  const { app, db } = await createTestApp();
  const { regular } = await buildRoles(db);
  const office = await buildBranch(db, { name: 'Office C' });
  const agent = await buildUser(db, [{ branchId: office.id, roleId: regular.id }], { roleId: regular.id });
  const cookie = await signIn(app, agent.email);
  const hellerup = await buildCase(db, {
    branchId: office.id,
    reference: 'KBH-1001',
    addressFull: 'Strandvejen 12, 2900 Hellerup',
  });
  const { order } = await buildOrder(db, { caseId: hellerup.id, branchId: office.id, salesId: 'SO-4711001' });
  const TASKS = FILTERED_COUNT_CAP + 1;
  await db.insert(tasks).values(
    Array.from({ length: TASKS }, (_, n) => ({
      branchId: office.id,
      caseId: hellerup.id,
      orderId: order.id,
      type: 'UPLOAD_IMAGES',
      status: 'Open' as const,
      productName: `Photography ${n}`,
      createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
    })),
  );

  const search = async (payload: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders/tasks/search',
      headers: portalHeaders(cookie),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { total: number; totalIsCapped: boolean; data: { productName: string }[] };
  };

  it('counts the plain list exactly past a thousand', async () => {
    expect(await search({})).toMatchObject({ total: TASKS, totalIsCapped: false });
  });

  it('answers "1,000+" for a search in each place it looks and for the filters, with a full first page', async () => {
    for (const filter of [
      { searchString: 'strandvejen' },
      { searchString: 'SO-4711' },
      { searchString: 'photography' },
      { statuses: ['Open'] },
      { types: ['UPLOAD_IMAGES'] },
    ]) {
      const found = await search(filter);
      expect(found, JSON.stringify(filter)).toMatchObject({ total: FILTERED_COUNT_CAP, totalIsCapped: true });
      expect(found.data).toHaveLength(20);
    }
  });

  it('counts a search exactly on the page that ends it', async () => {
    const last = await search({ searchString: 'photography', skip: FILTERED_COUNT_CAP, take: 20 });
    expect(last).toMatchObject({ total: TASKS, totalIsCapped: false });
    expect(last.data.map((task) => task.productName)).toEqual(['Photography 0']);
  });
});
