import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildPicture, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';

describe('GET /api/properties', async () => {
  const { app, db, deps } = await createTestApp();
  const { storage } = deps;
  const { officeA, officeB, agentA, adminB } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const otherOfficeCookie = await signIn(app, adminB.email);
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));

  const forSale = await buildCase(db, {
    branchId: officeA.id,
    addressFull: 'Strandvejen 12, 2900 Hellerup',
    orderStatus: 'Delivered',
    modifiedDate: day(20),
  });
  await buildPicture(db, storage, {
    caseId: forSale.id,
    branchId: officeA.id,
    thumbnailKey: `cases/${forSale.id}/previews/older-thumbnail.jpg`,
    createdAt: day(18),
  });
  await buildPicture(db, storage, {
    caseId: forSale.id,
    branchId: officeA.id,
    thumbnailKey: `cases/${forSale.id}/previews/newest-thumbnail.jpg`,
    createdAt: day(19),
  });
  // An inactive picture is the office's choice to leave out; it is never the property's face.
  await buildPicture(db, storage, {
    caseId: forSale.id,
    branchId: officeA.id,
    active: false,
    thumbnailKey: `cases/${forSale.id}/previews/inactive-thumbnail.jpg`,
    createdAt: day(20),
  });
  const beingPhotographed = await buildCase(db, {
    branchId: officeA.id,
    addressFull: 'Vesterbrogade 3, 1620 København V',
    orderStatus: 'Open',
    modifiedDate: day(21),
  });
  // Not for sale: no order, only a cancelled one, or archived material.
  await buildCase(db, { branchId: officeA.id, addressFull: 'Nørregade 1', orderStatus: 'None' });
  await buildCase(db, { branchId: officeA.id, addressFull: 'Nørregade 2', orderStatus: 'Cancelled' });
  await buildCase(db, {
    branchId: officeA.id,
    addressFull: 'Nørregade 3',
    orderStatus: 'Delivered',
    materialsState: 'ARCHIVED',
  });
  const inBergen = await buildCase(db, {
    branchId: officeB.id,
    addressFull: 'Bryggen 5, 5003 Bergen',
    orderStatus: 'Delivered',
  });

  const get = (query: string, cookie: string | null = agentCookie) =>
    app.inject({
      method: 'GET',
      url: `/api/properties${query}`,
      headers: cookie ? portalHeaders(cookie) : csrfHeader,
    });

  it('answers 401 signed out', async () => {
    expect((await get('', null)).statusCode).toBe(401);
  });

  it('lists the cases with an order and active material, newest change first, with the newest thumbnail', async () => {
    const response = await get('');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.total).toBe(2);
    expect(page.data.map((row: { caseId: string }) => row.caseId)).toEqual([
      beingPhotographed.id,
      forSale.id,
    ]);
    const [first, second] = page.data;
    expect(first).toMatchObject({ orderStatus: 'Open', thumbnailUrl: null, branchName: officeA.name });
    expect(second.orderStatus).toBe('Delivered');
    expect(second.thumbnailUrl).toContain('newest-thumbnail.jpg');
  });

  it('searches by address and pages on the hub', async () => {
    const found = (await get('?search=strandvejen')).json();
    expect(found.data.map((row: { address: string }) => row.address)).toEqual([
      'Strandvejen 12, 2900 Hellerup',
    ]);
    const second = (await get('?skip=1&take=1')).json();
    expect(second).toMatchObject({ currentSkip: 1, take: 1, total: 2 });
    expect(second.data[0].caseId).toBe(forSale.id);
    expect((await get('?search=100%25')).json().total).toBe(0);
  });

  it("never lists another department's properties; asking for that department answers 404", async () => {
    const bergen = (await get('', otherOfficeCookie)).json();
    expect(bergen.data.map((row: { caseId: string }) => row.caseId)).toEqual([inBergen.id]);
    expect((await get(`?branchId=${officeB.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for a bad page', async () => {
    expect((await get('?take=0')).statusCode).toBe(400);
    expect((await get('?skip=-1')).statusCode).toBe(400);
  });
});
