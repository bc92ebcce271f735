import { describe, expect, it } from 'vitest';
import { FILTERED_COUNT_CAP } from '../../db/query-helpers.ts';
import { buildBranch, buildRoles, buildUser, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { cases } from './cases.table.ts';

// How far the case list counts: the plain list up to LIST_COUNT_CAP (10,000), a search or a filter up to
// 1,000, past which the list says "1,000+" (docs/product.md), on a department with 1,001 cases.
describe('the case list counts a search to 1,000', async () => {
  const { app, db } = await createTestApp();
  const { regular } = await buildRoles(db);
  const office = await buildBranch(db, { name: 'Office C' });
  const agent = await buildUser(db, [{ branchId: office.id, roleId: regular.id }], { roleId: regular.id });
  const cookie = await signIn(app, agent.email);
  const CASES = FILTERED_COUNT_CAP + 1;
  await db.insert(cases).values(
    Array.from({ length: CASES }, (_, n) => ({
      branchId: office.id,
      reference: `KBH-${n}`,
      category: 'CASE',
      street: 'Strandvejen',
      buildingNumber: String(n + 1),
      zip: '2900',
      city: 'Hellerup',
      addressFull: `Strandvejen ${n + 1}, 2900 Hellerup`,
      orderStatus: 'Delivered' as const,
      modifiedDate: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
    })),
  );

  const search = async (payload: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Cases/Search',
      headers: portalHeaders(cookie),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { total: number; totalIsCapped: boolean; data: { reference: string }[] };
  };

  it('counts the plain list exactly past a thousand', async () => {
    expect(await search({})).toMatchObject({ total: CASES, totalIsCapped: false });
  });

  it('answers "1,000+" for a search, a status filter and a date range, with a full first page', async () => {
    for (const filter of [
      { searchKey: 'strandvejen' },
      { orderStatuses: ['Delivered'] },
      { modifiedDateFrom: '2023-12-31T00:00:00Z' },
    ]) {
      const found = await search(filter);
      expect(found, JSON.stringify(filter)).toMatchObject({ total: FILTERED_COUNT_CAP, totalIsCapped: true });
      expect(found.data).toHaveLength(100);
    }
  });

  it('counts a search exactly on the page that ends it', async () => {
    const last = await search({ searchKey: 'strandvejen', skip: FILTERED_COUNT_CAP, take: 100 });
    expect(last).toMatchObject({ total: CASES, totalIsCapped: false });
    expect(last.data.map((item) => item.reference)).toEqual(['KBH-0']);
  });
});
