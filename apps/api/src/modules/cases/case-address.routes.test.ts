import { errorMessages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildCase,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  buildUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { roles } from '../users/users.table.ts';
import { cases } from './cases.table.ts';

describe('POST /api/cases/:id/address', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, agentA } = await buildOffices(db);
  const [looker] = await db.insert(roles).values({ name: 'Looker', permissions: [] }).returning();
  if (!looker) throw new Error('role not created');
  const viewer = await buildUser(db, [{ branchId: officeA.id, roleId: looker.id }]);
  const coordinator = await buildProviderStaff(db, ['orders.fulfil']);
  const agentCookie = await signIn(app, agentA.email);
  const viewerCookie = await signIn(app, viewer.email);
  const coordinatorCookie = await signIn(app, coordinator.email);

  const target = await buildCase(db, {
    branchId: officeA.id,
    reference: 'KBH-900',
    street: 'Vesterbrogade',
    buildingNumber: '5',
    buildingFloor: '2',
    buildingDoor: 'th',
    zip: '1620',
    city: 'København V',
    addressFull: 'Vesterbrogade 5, 2. th, 1620 København V',
  });
  const { order } = await buildOrder(db, { caseId: target.id, branchId: officeA.id });
  const caseOfB = await buildCase(db, { branchId: officeB.id });
  const archived = await buildCase(db, { branchId: officeA.id, materialsState: 'ARCHIVED' });
  const archiving = await buildCase(db, { branchId: officeA.id, materialsState: 'ARCHIVING' });

  const newAddress = {
    street: 'Istedgade',
    buildingNumber: '3',
    buildingFloor: 'st.',
    buildingDoor: 'tv',
    zip: '1650',
    city: 'København V',
    cityArea: 'Vesterbro',
  };
  const change = (id: string, payload: object, cookie = agentCookie) =>
    app.inject({ method: 'POST', url: `/api/cases/${id}/address`, headers: portalHeaders(cookie), payload });
  const get = (url: string, cookie = agentCookie) =>
    app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });
  const findCase = async (id: string) => (await db.select().from(cases).where(eq(cases.id, id)))[0];
  const auditOf = (id: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'cases.addressUpdated')));

  /** The refusal left the case row exactly as it was, and wrote no audit entry. */
  const expectUnchanged = async (before: typeof target) => {
    expect(await findCase(before.id)).toEqual(before);
    expect(await auditOf(before.id)).toEqual([]);
  };

  it('answers 401 without a session, changing nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/cases/${target.id}/address`,
      headers: csrfHeader,
      payload: newAddress,
    });
    expect(response.statusCode).toBe(401);
    await expectUnchanged(target);
  });

  it("answers 404 for another department's case, as for an unknown one, changing nothing", async () => {
    const response = await change(caseOfB.id, newAddress);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('errors.resourceNotFound');
    await expectUnchanged(caseOfB);
  });

  it('answers 403 to a user of the department who may not order, changing nothing', async () => {
    const response = await change(target.id, newAddress, viewerCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('errors.forbidden');
    await expectUnchanged(target);
  });

  it('answers 400 with the translated problem next to each field, changing nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/cases/${target.id}/address`,
      headers: { ...portalHeaders(agentCookie), 'accept-language': 'da' },
      payload: { ...newAddress, street: ' ', zip: undefined, buildingNumber: 'x'.repeat(21) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'errors.badRequest',
      message: errorMessages.da['errors.badRequest'],
      fields: { street: 'rules.required', zip: 'rules.required', buildingNumber: 'rules.string.max' },
    });
    await expectUnchanged(target);
  });

  it('refuses an archived case, and one being archived, with its own message, changing nothing', async () => {
    for (const item of [archived, archiving]) {
      const response = await change(item.id, newAddress);
      expect(response.statusCode, item.materialsState).toBe(409);
      expect(response.json()).toEqual({
        code: 'cases.messages.addressOfArchivedCase',
        message: 'The address of an archived case cannot be changed.',
      });
      await expectUnchanged(item);
    }
  });

  it('corrects the address parts and the full address, and writes who changed it from what to what', async () => {
    const response = await change(target.id, newAddress);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ caseId: target.id });
    expect(await findCase(target.id)).toMatchObject({
      street: 'Istedgade',
      buildingNumber: '3',
      buildingFloor: 'st.',
      buildingDoor: 'tv',
      zip: '1650',
      city: 'København V',
      cityArea: 'Vesterbro',
      addressFull: 'Istedgade 3, st. tv, 1650 København V',
    });
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      actorUserId: agentA.id,
      targetType: 'case',
      details: {
        from: 'Vesterbrogade 5, 2. th, 1620 København V',
        to: 'Istedgade 3, st. tv, 1650 København V',
      },
    });
  });

  it('clears the floor, door and area when the corrected address has none', async () => {
    const { buildingFloor: _floor, buildingDoor: _door, cityArea: _area, ...plain } = newAddress;
    expect((await change(target.id, { ...plain, buildingNumber: '7' })).statusCode).toBe(200);
    expect(await findCase(target.id)).toMatchObject({
      buildingFloor: null,
      buildingDoor: null,
      cityArea: null,
      addressFull: 'Istedgade 7, 1650 København V',
    });
  });

  it('is what the case search finds, and what the case, its orders and its presentation show', async () => {
    expect((await change(target.id, newAddress)).statusCode).toBe(200);
    const search = async (searchKey: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Cases/Search',
        headers: portalHeaders(agentCookie),
        payload: { searchKey },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((item: { id: string }) => item.id);
    };
    expect(await search('istedgade 3')).toEqual([target.id]);
    expect(await search('Vesterbrogade')).not.toContain(target.id);

    const full = 'Istedgade 3, st. tv, 1650 København V';
    expect((await get(`/api/Cases/${target.id}`)).json().address).toMatchObject({
      addressFull: full,
      street: 'Istedgade',
    });
    expect((await get(`/api/orders/${order.id}`)).json().address).toMatchObject({
      street: 'Istedgade',
      houseNumber: '3',
      floor: 'st.',
      appartmentNumber: 'tv',
      area: 'Vesterbro',
      postNumber: '1650',
    });
    expect((await get(`/api/cases/${target.id}/presentation`)).json().address).toBe(full);
    expect((await get(`/api/provider/orders/${order.id}`, coordinatorCookie)).json().address).toBe(full);
  });
});
