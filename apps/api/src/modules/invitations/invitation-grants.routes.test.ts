import { ErrorKey } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildUser, mailsTo, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { roles, userBranchAccess, users } from '../users/users.table.ts';
import { invitations } from './invitations.table.ts';

// An invitation grants only what its inviter may grant, by the rule of the access calls, when it is made
// and again when it is accepted (docs/permissions.md).
describe('invitations grant only what the inviter may grant', async () => {
  const { app, db, mail } = await createTestApp();
  const { officeA, adminA, roles: officeRoles } = await buildOffices(db);
  let counter = 0;
  const freshEmail = () => {
    counter += 1;
    return `granted${counter}@newcomer.test`;
  };
  const invite = (cookie: string, email: string, isAdmin: boolean) =>
    app.inject({
      method: 'POST',
      url: '/api/User/Invitation',
      headers: portalHeaders(cookie),
      payload: { email, firstName: 'Nina', lastName: 'Newcomer', branches: [{ id: officeA.id, isAdmin }] },
    });
  const tokenMailedTo = (email: string) => {
    const link = /\/invite\/([A-Za-z0-9_-]+)/.exec(mailsTo(mail.received, email).at(-1)?.text ?? '');
    if (!link?.[1]) throw new Error(`no invitation link mailed to ${email}`);
    return link[1];
  };
  const accept = (token: string) =>
    app.inject({
      method: 'POST',
      url: `/api/User/Invitation/${token}/accept`,
      headers: csrfHeader,
      payload: { firstName: 'Nina', lastName: 'Newcomer', mobilePhone: '', password: 'welcome42' },
    });
  const accountOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
  /** An admin of office A whose role there is the given one; returns them signed in. */
  const adminWithRole = async (permissions: string[]) => {
    const [role] = await db
      .insert(roles)
      .values({ name: `Limited ${freshEmail()}`, permissions })
      .returning();
    const user = await buildUser(db, [{ branchId: officeA.id, roleId: role?.id as number }]);
    return { user, roleId: role?.id as number, cookie: await signIn(app, user.email) };
  };
  const moveToRole = (userId: string, roleId: number) =>
    db
      .update(userBranchAccess)
      .set({ roleId })
      .where(and(eq(userBranchAccess.userId, userId), eq(userBranchAccess.branchId, officeA.id)));

  it('an admin whose role lacks a permission of the Administrator role cannot invite anyone as Administrator', async () => {
    const limited = await adminWithRole(['admin', 'users.manage']);
    const email = freshEmail();
    const response = await invite(limited.cookie, email, true);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: ErrorKey.permissionNotHeld,
      message: 'You can only hand out permissions that you hold yourself.',
    });
    expect(await db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
    expect(mailsTo(mail.received, email)).toEqual([]);
    // Regular access (Agent: orders.create) is also beyond this role, which cannot order.
    expect((await invite(limited.cookie, freshEmail(), false)).statusCode).toBe(403);
  });

  it('nobody invites their own address, in any spelling', async () => {
    const limited = await adminWithRole(['admin', 'users.manage', 'orders.create']);
    const response = await invite(limited.cookie, limited.user.email.toUpperCase(), true);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: ErrorKey.inviteOwnAccount,
      fields: { email: ErrorKey.inviteOwnAccount },
    });
    expect(
      await db.select().from(invitations).where(eq(invitations.email, limited.user.email.toLowerCase())),
    ).toEqual([]);
  });

  it('an inviter who loses admin rights takes their pending invitation with them: not listed, not opened, not accepted', async () => {
    const inviter = await adminWithRole(['admin', 'users.manage', 'orders.create']);
    const email = freshEmail();
    expect((await invite(inviter.cookie, email, true)).statusCode).toBe(201);
    const token = tokenMailedTo(email);
    await moveToRole(inviter.user.id, officeRoles.regular.id);

    const listed = await app.inject({
      method: 'GET',
      url: `/api/User/Invitation/branch/${officeA.id}`,
      headers: portalHeaders(await signIn(app, adminA.email)),
    });
    expect((listed.json() as { email: string }[]).map((row) => row.email)).not.toContain(email);
    expect((await app.inject({ method: 'GET', url: `/api/User/Invitation/${token}` })).statusCode).toBe(404);
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json().code).toBe(ErrorKey.inviteInvalid);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('an inviter who is deactivated takes their pending invitation with them', async () => {
    const inviter = await adminWithRole(['admin', 'users.manage', 'orders.create']);
    const email = freshEmail();
    expect((await invite(inviter.cookie, email, false)).statusCode).toBe(201);
    await db.update(users).set({ active: false }).where(eq(users.id, inviter.user.id));
    expect((await accept(tokenMailedTo(email))).statusCode).toBe(404);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('accepting checks the rule again: an inviter whose role there no longer holds what the invitation gives', async () => {
    const inviter = await adminWithRole(['admin', 'users.manage', 'orders.create']);
    const email = freshEmail();
    expect((await invite(inviter.cookie, email, true)).statusCode).toBe(201);
    await db
      .update(roles)
      .set({ permissions: ['admin', 'users.manage'] })
      .where(eq(roles.id, inviter.roleId));
    expect((await accept(tokenMailedTo(email))).statusCode).toBe(404);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('an invited user gets no own role from a department role, so no provider permission', async () => {
    // A department role holding a provider permission, as a careless role edit could make it.
    await db
      .update(roles)
      .set({ permissions: ['orders.create', 'roles.manage'] })
      .where(eq(roles.id, officeRoles.regular.id));
    const email = freshEmail();
    expect((await invite(await signIn(app, adminA.email), email, false)).statusCode).toBe(201);
    expect((await accept(tokenMailedTo(email))).statusCode).toBe(200);
    const account = await accountOf(email);
    expect(account?.roleId).toBeNull();
    const permissions = await app.inject({
      method: 'GET',
      url: '/api/Authentication/user/permissions',
      headers: portalHeaders(await signIn(app, email, 'welcome42')),
    });
    expect(permissions.json()).toMatchObject({
      permissions: [],
      branches: [{ branchId: officeA.id, permissions: ['orders.create'] }],
    });
    await db
      .update(roles)
      .set({ permissions: ['orders.create'] })
      .where(eq(roles.id, officeRoles.regular.id));
  });
});
