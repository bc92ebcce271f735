import type { ApiKeyCreateBody } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildUser, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { apiKeys } from './api-keys.table.ts';

describe('API keys', async () => {
  const { app, db, setNow } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB, roles } = await buildOffices(db);
  // Admin of both departments: a key made for one must still not reach the other.
  const adminAB = await buildUser(db, [
    { branchId: officeA.id, roleId: roles.admin.id },
    { branchId: officeB.id, roleId: roles.admin.id },
  ]);
  const caseA = await buildCase(db, { branchId: officeA.id, addressFull: 'Strandvejen 12, 2900 Hellerup' });
  const caseB = await buildCase(db, { branchId: officeB.id, addressFull: 'Strandvejen 14, 2900 Hellerup' });
  const adminAHeaders = portalHeaders(await signIn(app, adminA.email));

  const newKey = (body: Partial<ApiKeyCreateBody> = {}, headers = adminAHeaders) =>
    app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers,
      payload: {
        branchId: officeA.id,
        name: 'Case system',
        scopes: ['cases.read'],
        expiresOn: null,
        ...body,
      },
    });
  const makeKey = async (body: Partial<ApiKeyCreateBody> = {}) => {
    const response = await newKey(body);
    expect(response.statusCode).toBe(200);
    return response.json() as { apiKey: { id: string }; secret: string };
  };
  const withKey = (secret: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${secret}` } });
  const listOf = async (branchId: number, headers = adminAHeaders) =>
    app.inject({ method: 'GET', url: `/api/api-keys?branchId=${branchId}`, headers });
  const searchCases = (secret: string) =>
    withKey(secret, 'POST', '/api/Cases/Search', { searchKey: 'Strandvejen' });

  it('refuses every call signed out (401)', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/api-keys?branchId=${officeA.id}` })).statusCode,
    ).toBe(401);
    expect((await newKey({}, { 'x-portal-request': '1' })).statusCode).toBe(401);
  });

  it('shows the key once, keeps only its hash, and lists it for the admins with its hint', async () => {
    const created = await makeKey({ name: 'Mægler system' });
    expect(created.secret).toMatch(/^pk_[\w-]{43}$/);
    const [stored] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(stored?.secretHash).not.toContain(created.secret.slice(3));
    const listed = (await listOf(officeA.id)).json();
    const entry = listed.find((key: { id: string }) => key.id === created.apiKey.id);
    expect(entry).toMatchObject({ name: 'Mægler system', scopes: ['cases.read'], lastUsedAt: null });
    expect(entry.hint).toBe(created.secret.slice(0, 9));
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it('refuses another department’s keys and users who are not admins (403), writing nothing', async () => {
    const before = (await db.select().from(apiKeys)).length;
    expect((await newKey({ branchId: officeB.id })).statusCode).toBe(403);
    expect((await listOf(officeB.id)).statusCode).toBe(403);
    const agentHeaders = portalHeaders(await signIn(app, agentA.email));
    expect((await newKey({}, agentHeaders)).statusCode).toBe(403);
    expect((await listOf(officeA.id, agentHeaders)).statusCode).toBe(403);
    const keyOfA = await makeKey();
    const adminBHeaders = portalHeaders(await signIn(app, adminB.email));
    const revoke = await app.inject({
      method: 'POST',
      url: `/api/api-keys/${keyOfA.apiKey.id}/revoke`,
      headers: adminBHeaders,
    });
    expect(revoke.statusCode).toBe(403);
    expect((await searchCases(keyOfA.secret)).statusCode).toBe(200);
    expect((await db.select().from(apiKeys)).length).toBe(before + 1);
  });

  it('refuses bad input next to its field and writes nothing (400)', async () => {
    const before = (await db.select().from(apiKeys)).length;
    const response = await newKey({ name: ' ', scopes: [], expiresOn: '2026-13-01' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['expiresOn', 'name', 'scopes']);
    expect((await newKey({ scopes: ['orders.delete' as never] })).statusCode).toBe(400);
    expect((await db.select().from(apiKeys)).length).toBe(before);
  });

  it('acts only within its department: finds its cases, never another department’s', async () => {
    const response = await newKey({}, portalHeaders(await signIn(app, adminAB.email)));
    const { secret } = response.json();
    const found = await searchCases(secret);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((item: { id: string }) => item.id)).toEqual([caseA.id]);
    expect((await withKey(secret, 'GET', `/api/Cases/${caseA.id}`)).statusCode).toBe(200);
    expect([403, 404]).toContain((await withKey(secret, 'GET', `/api/Cases/${caseB.id}`)).statusCode);
  });

  it('refuses a call outside its scopes and the portal’s own calls (403)', async () => {
    const { secret } = await makeKey({ scopes: ['cases.read'] });
    const packages = await withKey(secret, 'GET', `/api/branches/${officeA.id}/packages`);
    expect(packages.statusCode).toBe(403);
    expect(packages.json()).toMatchObject({ code: 'apiKeys.messages.scopeMissing' });
    expect(packages.json().message).toContain('orders.create');
    for (const [method, url] of [
      ['GET', `/api/api-keys?branchId=${officeA.id}`],
      ['GET', '/api/Authentication/user'],
      ['POST', '/api/User/search'],
      ['POST', '/api/Authentication/sign-in'],
    ] as const) {
      const response = await withKey(secret, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('apiKeys.messages.portalOnly');
    }
    const ordering = await makeKey({ scopes: ['orders.create'] });
    expect((await withKey(ordering.secret, 'GET', `/api/branches/${officeA.id}/packages`)).statusCode).toBe(
      200,
    );
  });

  it('stops working once revoked or expired, and an unknown key never works (401)', async () => {
    const revoked = await makeKey();
    const revoke = await app.inject({
      method: 'POST',
      url: `/api/api-keys/${revoked.apiKey.id}/revoke`,
      headers: adminAHeaders,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await searchCases(revoked.secret)).statusCode).toBe(401);

    const expiring = await makeKey({ expiresOn: '2030-06-30' });
    setNow(new Date('2030-06-30T23:00:00Z'));
    expect((await searchCases(expiring.secret)).statusCode).toBe(200);
    setNow(new Date('2030-07-01T00:00:01Z'));
    expect((await searchCases(expiring.secret)).statusCode).toBe(401);
    setNow(undefined);

    expect((await searchCases('pk_not-a-key')).statusCode).toBe(401);
  });

  it('writes every call, answered or refused, to the audit log and shows when it was last used', async () => {
    const { apiKey, secret } = await makeKey();
    await searchCases(secret);
    await withKey(secret, 'GET', `/api/branches/${officeA.id}/packages`);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'apiKey.call'), eq(auditLog.targetId, apiKey.id)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => [entry.actorUserId, entry.details])).toEqual([
      [adminA.id, { method: 'POST', route: '/api/Cases/Search', status: 200 }],
      [adminA.id, { method: 'GET', route: '/api/branches/:id/packages', status: 403 }],
    ]);
    const listed = (await listOf(officeA.id)).json();
    expect(listed.find((key: { id: string }) => key.id === apiKey.id).lastUsedAt).not.toBeNull();
  });
});
