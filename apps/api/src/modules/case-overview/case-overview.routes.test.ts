import { describe, expect, it } from 'vitest';
import { buildBatch, buildCase, buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';

describe('case overview calls', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, officeB, agentA } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const address = { street: 'Strandvejen', buildingNumber: '12', zip: '2900', city: 'Hellerup' };
  const home = await buildCase(db, {
    branchId: officeA.id,
    ...address,
    buildingFloor: '2',
    reference: 'HOME',
  });
  const caseOfB = await buildCase(db, { branchId: officeB.id, ...address });

  // A null cookie calls signed out.
  const get = (url: string, cookie: string | null = agentCookie) =>
    app.inject({ method: 'GET', url, headers: cookie ? portalHeaders(cookie) : csrfHeader });

  describe('GET /api/cases/:id/location-material', () => {
    const url = (caseId: string) => `/api/cases/${caseId}/location-material`;

    it('answers 401, 404 for another department’s case and 400 for a bad id', async () => {
      expect((await get(url(home.id), null)).statusCode).toBe(401);
      expect((await get(url(caseOfB.id))).statusCode).toBe(404);
      expect((await get(url('nope'))).statusCode).toBe(400);
    });

    it('offers the department’s cases of the same building and LOCATION cases of the postal code', async () => {
      const neighbour = await buildCase(db, { branchId: officeA.id, ...address, buildingFloor: '3' });
      const area = await buildCase(db, {
        branchId: officeA.id,
        category: 'LOCATION',
        street: 'Parkvej',
        buildingNumber: '1',
        zip: '2900',
        city: 'Hellerup',
      });
      const elsewhere = await buildCase(db, {
        branchId: officeA.id,
        ...address,
        zip: '8000',
        city: 'Aarhus',
      });
      const emptyNeighbour = await buildCase(db, { branchId: officeA.id, ...address, buildingFloor: '4' });
      await buildBatch(db, deps.storage, { caseId: neighbour.id, branchId: officeA.id }, 2);
      await buildBatch(db, deps.storage, { caseId: area.id, branchId: officeA.id }, 1);
      await buildBatch(db, deps.storage, { caseId: elsewhere.id, branchId: officeA.id }, 1);
      await buildBatch(db, deps.storage, { caseId: caseOfB.id, branchId: officeB.id }, 1);
      await buildBatch(db, deps.storage, { caseId: home.id, branchId: officeA.id }, 1);

      const response = await get(url(home.id));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({ caseId: neighbour.id, sameAddress: true, materialCount: 2 }),
        expect.objectContaining({
          caseId: area.id,
          sameAddress: false,
          category: 'LOCATION',
          materialCount: 1,
        }),
      ]);
      expect(response.json().map((entry: { caseId: string }) => entry.caseId)).not.toContain(
        emptyNeighbour.id,
      );
    });
  });
});
