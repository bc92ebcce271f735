import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { branchRetention } from './privacy.table.ts';

describe("a department's retention period", async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB } = await buildOffices(db);
  const cookies = {
    adminA: await signIn(app, adminA.email),
    agentA: await signIn(app, agentA.email),
    adminB: await signIn(app, adminB.email),
  };
  const url = (branchId = officeA.id) => `/api/branches/${branchId}/retention`;
  const call = (method: 'GET' | 'PUT', path: string, cookie: string | null, payload?: object) =>
    app.inject({
      method,
      url: path,
      payload,
      headers: { ...(cookie ? portalHeaders(cookie) : csrfHeader), 'accept-language': 'da' },
    });
  const stored = async () => (await db.select({ value: count() }).from(branchRetention))[0]?.value;

  it('answers 401 signed out, and writes nothing', async () => {
    expect((await call('GET', url(), null)).statusCode).toBe(401);
    expect((await call('PUT', url(), null, { personalDataMonths: 12 })).statusCode).toBe(401);
    expect(await stored()).toBe(0);
  });

  it("is the project's default of 24 months until the admins choose one", async () => {
    const response = await call('GET', url(), cookies.adminA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      branchId: officeA.id,
      personalDataMonths: 24,
      isDefault: true,
      updatedAt: null,
    });
  });

  it("refuses a regular user and another department's admin (403), and writes nothing", async () => {
    expect((await call('GET', url(), cookies.agentA)).statusCode).toBe(403);
    expect((await call('PUT', url(), cookies.agentA, { personalDataMonths: 6 })).statusCode).toBe(403);
    expect((await call('GET', url(), cookies.adminB)).statusCode).toBe(403);
    expect((await call('PUT', url(), cookies.adminB, { personalDataMonths: 6 })).statusCode).toBe(403);
    expect((await call('PUT', url(officeB.id), cookies.adminA, { personalDataMonths: 6 })).statusCode).toBe(
      403,
    );
    expect(await stored()).toBe(0);
  });

  it('refuses a period outside 1 to 120 whole months with the field it is about, and writes nothing', async () => {
    for (const [months, rule] of [
      [0, 'rules.number.min'],
      [121, 'rules.number.max'],
      [6.5, 'rules.number.integer'],
    ] as const) {
      const response = await call('PUT', url(), cookies.adminA, { personalDataMonths: months });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Kontrollér de markerede felter.',
        fields: { personalDataMonths: rule },
      });
    }
    expect((await call('PUT', url(), cookies.adminA, {})).json().fields).toEqual({
      personalDataMonths: 'rules.required',
    });
    expect(await stored()).toBe(0);
  });

  it('sets the period, shows it to the admins and records who changed it from what to what', async () => {
    const response = await call('PUT', url(), cookies.adminA, { personalDataMonths: 36 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ branchId: officeA.id, personalDataMonths: 36, isDefault: false });
    expect((await call('PUT', url(), cookies.adminA, { personalDataMonths: 18 })).statusCode).toBe(200);
    expect((await call('GET', url(), cookies.adminA)).json()).toMatchObject({ personalDataMonths: 18 });
    // Office B keeps the default.
    expect((await call('GET', url(officeB.id), cookies.adminB)).json()).toMatchObject({ isDefault: true });
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.retentionChanged'))
      .orderBy(auditLog.at);
    expect(entries.map((entry) => [entry.actorUserId, entry.targetId, entry.details])).toEqual([
      [adminA.id, String(officeA.id), { from: 24, to: 36 }],
      [adminA.id, String(officeA.id), { from: 36, to: 18 }],
    ]);
  });
});
