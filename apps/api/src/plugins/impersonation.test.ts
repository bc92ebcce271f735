import { IMPERSONATION_HEADER } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../modules/audit/audit.table.ts';
import { roles } from '../modules/users/users.table.ts';
import { buildOffices, buildUser, SUPPORT_PERMISSIONS, signIn } from '../test/factories.ts';
import { createTestApp, portalHeaders } from '../test/test-app.ts';

describe('impersonation', async () => {
  const { app, db } = await createTestApp();
  const { officeA, agentA, adminA, adminB } = await buildOffices(db);
  const [supportRole] = await db
    .insert(roles)
    .values({ name: 'Provider support', permissions: SUPPORT_PERMISSIONS })
    .returning();
  const support = await buildUser(db, [{ branchId: officeA.id, roleId: supportRole?.id as number }], {
    roleId: supportRole?.id,
  });
  const departed = await buildUser(db, [{ branchId: officeA.id, roleId: supportRole?.id as number }], {
    active: false,
  });

  const asUser = (cookie: string, userId?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/Authentication/user',
      headers: { ...portalHeaders(cookie), ...(userId ? { [IMPERSONATION_HEADER]: userId } : {}) },
    });
  const entriesOf = (actorUserId: string) =>
    db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorUserId, actorUserId),
          inArray(auditLog.action, ['auth.impersonationStarted', 'auth.impersonationEnded']),
        ),
      )
      .orderBy(asc(auditLog.id));
  const summaryOf = async (actorUserId: string) =>
    (await entriesOf(actorUserId)).map((entry) => [
      entry.action,
      entry.targetId,
      entry.details?.reason ?? null,
    ]);

  it('support staff cannot act as a deactivated user: 403 saying so, and no impersonation is recorded', async () => {
    const cookie = await signIn(app, support.email);
    const response = await asUser(cookie, departed.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'auth.impersonation.userInactive',
      message: 'This user is deactivated and cannot be impersonated.',
    });
    expect(await entriesOf(support.id)).toEqual([]);
    // Nobody without the permission learns whether a user is deactivated.
    const admin = await asUser(await signIn(app, adminB.email), departed.id);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('errors.forbidden');
  });

  it('writes when an impersonation starts and ends: switching user, naming oneself or signing out ends it', async () => {
    const cookie = await signIn(app, support.email);
    const first = await asUser(cookie, agentA.id);
    expect(first.json().impersonatedUser).toMatchObject({ id: agentA.id, email: agentA.email });
    await asUser(cookie, agentA.id);
    await asUser(cookie);
    expect(await summaryOf(support.id)).toEqual([['auth.impersonationStarted', agentA.id, null]]);

    await asUser(cookie, adminA.id);
    const own = await asUser(cookie, support.id);
    expect(own.json().impersonatedUser).toBeNull();
    await asUser(cookie, agentA.id);
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/Authentication/sign-out',
      headers: portalHeaders(cookie),
    });
    expect(signedOut.statusCode).toBe(204);
    expect(await summaryOf(support.id)).toEqual([
      ['auth.impersonationStarted', agentA.id, null],
      ['auth.impersonationEnded', agentA.id, 'switched'],
      ['auth.impersonationStarted', adminA.id, null],
      ['auth.impersonationEnded', adminA.id, 'stopped'],
      ['auth.impersonationStarted', agentA.id, null],
      ['auth.impersonationEnded', agentA.id, 'signedOut'],
    ]);
    const entries = await entriesOf(support.id);
    expect(new Set(entries.map((entry) => entry.details?.sessionId)).size).toBe(1);
    expect(entries.every((entry) => entry.ip === '127.0.0.1')).toBe(true);
  });

  it('the many requests a page sends at once start one impersonation between them', async () => {
    await db.delete(auditLog).where(eq(auditLog.actorUserId, support.id));
    const cookie = await signIn(app, support.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => asUser(cookie, agentA.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await summaryOf(support.id)).toEqual([['auth.impersonationStarted', agentA.id, null]]);
  });

  it('each session keeps its own impersonation: a second sign-in starts again', async () => {
    await db.delete(auditLog).where(eq(auditLog.actorUserId, support.id));
    const first = await signIn(app, support.email);
    const second = await signIn(app, support.email);
    await asUser(first, agentA.id);
    await asUser(second, agentA.id);
    await asUser(first, agentA.id);
    expect(await summaryOf(support.id)).toEqual([
      ['auth.impersonationStarted', agentA.id, null],
      ['auth.impersonationStarted', agentA.id, null],
    ]);
  });
});
