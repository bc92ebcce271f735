import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { branches } from '../branches/branches.table.ts';
import { users } from '../users/users.table.ts';

describe('dashboard routes', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB } = await buildOffices(db);
  await db.update(branches).set({ contactPersonId: 'CP-A' }).where(eq(branches.id, officeA.id));
  await db.update(branches).set({ contactPersonId: 'CP-B' }).where(eq(branches.id, officeB.id));
  await db
    .update(users)
    .set({ contactPersonId: 'CP-A', firstName: 'Karen', lastName: 'Kontakt', phoneNumber: '+4520304050' })
    .where(eq(users.id, adminA.id));
  await db.update(users).set({ contactPersonId: 'CP-B' }).where(eq(users.id, adminB.id));
  const cookieA = await signIn(app, agentA.email);
  const url = '/api/dashboard/department-contacts';
  const get = (path: string, cookie = cookieA) =>
    app.inject({ method: 'GET', url: path, headers: portalHeaders(cookie) });

  it('GET /api/dashboard/department-contacts: 401 signed out', async () => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers the contact person of each of the user’s departments', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        branchId: officeA.id,
        branchName: 'Office A',
        name: 'Karen Kontakt',
        email: adminA.email,
        phone: '+4520304050',
      },
    ]);
    expect((await get(`${url}?branchId=${officeA.id}`)).json()).toHaveLength(1);
  });

  it('another department answers 404, bad input 400', async () => {
    expect((await get(`${url}?branchId=${officeB.id}`)).statusCode).toBe(404);
    expect((await get(`${url}?branchId=abc`)).statusCode).toBe(400);
  });

  it('a department without a registered contact person answers no one', async () => {
    await db.update(branches).set({ contactPersonId: null }).where(eq(branches.id, officeA.id));
    expect((await get(url)).json()).toEqual([]);
  });
});
