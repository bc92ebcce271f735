import { IMPERSONATION_HEADER, SESSION_COOKIE } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBranch,
  buildOffices,
  buildUser,
  mailsTo,
  signIn,
  signInStatus,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { hashToken } from '../auth/secrets.ts';
import { roles } from '../users/users.table.ts';
import { invitations } from './invitations.table.ts';

// An invitation never hands over an account: its link's token reaches only the invitee's
// mailbox, and an address that already has an account accepts only in that account's own session.
describe('invitations never hand over an account', async () => {
  const { app, db, mail } = await createTestApp();
  const { officeA, officeB, adminA, adminB, roles: officeRoles } = await buildOffices(db);
  const adminACookie = await signIn(app, adminA.email);
  const adminBCookie = await signIn(app, adminB.email);
  const attackerPassword = 'taken-over42';

  const invite = async (cookie: string, email: string, branchId: number, isAdmin = false) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/User/Invitation',
      headers: portalHeaders(cookie),
      payload: { email, branches: [{ id: branchId, isAdmin }] },
    });
    expect(response.statusCode).toBe(201);
    const link = /\/invite\/([A-Za-z0-9_-]+)/.exec(mailsTo(mail.received, email).at(-1)?.text ?? '');
    if (!link?.[1]) throw new Error('no invitation link mailed');
    // The answer to the inviting admin never carries the link's token.
    expect(response.body).not.toContain(link[1]);
    return { id: response.json().id as string, token: link[1] };
  };

  const accept = (
    token: string,
    payload: Record<string, unknown> | undefined,
    headers: Record<string, string> = csrfHeader,
  ) => app.inject({ method: 'POST', url: `/api/User/Invitation/${token}/accept`, headers, payload });

  const takeoverBody = {
    firstName: 'Evil',
    lastName: 'Admin',
    mobilePhone: null,
    password: attackerPassword,
  };

  const branchIdsOf = async (cookie: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/Authentication/user/branches',
      headers: { cookie },
    });
    return (response.json() as { id: number }[]).map((branch) => branch.id).sort();
  };

  const statusOf = async (id: string) =>
    (await db.select().from(invitations).where(eq(invitations.id, id)))[0]?.status;

  it('an inviting admin never gets the link: the token is only mailed, the hub keeps its hash, the record id opens nothing', async () => {
    const email = `token-${Date.now()}@newcomer.test`;
    const { id, token } = await invite(adminACookie, email, officeA.id);
    const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/User/Invitation/branch/${officeA.id}`,
      headers: { cookie: adminACookie },
    });
    expect(listed.body).not.toContain(token);
    expect(listed.json().map((item: { id: string }) => item.id)).toContain(id);
    // The record id is no key to the public calls.
    expect((await app.inject({ method: 'GET', url: `/api/User/Invitation/${id}` })).statusCode).toBe(404);
    expect((await accept(id, takeoverBody)).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('PENDING');
  });

  it('an admin who invites an existing account cannot take it over by accepting the invitation', async () => {
    // adminA invites adminB's address and, holding the mailed link, accepts it with a password of its own.
    const victim = await buildUser(db, [{ branchId: officeB.id, roleId: officeRoles.admin.id }]);
    const invitation = await invite(adminACookie, victim.email, officeA.id, true);

    for (const headers of [csrfHeader, portalHeaders(adminACookie)]) {
      const response = await accept(invitation.token, takeoverBody, headers);
      expect([401, 403]).toContain(response.statusCode);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).not.toContain(victim.id);
    }
    expect((await accept(invitation.token, takeoverBody)).json()).toMatchObject({
      code: 'users.invite.signInRequired',
    });
    expect((await accept(invitation.token, takeoverBody, portalHeaders(adminACookie))).json()).toMatchObject({
      code: 'users.invite.otherAccount',
    });

    expect(await signInStatus(app, victim.email, attackerPassword)).toBe(401);
    expect(await signInStatus(app, victim.email, TEST_PASSWORD)).toBe(200);
    expect(await branchIdsOf(await signIn(app, victim.email))).toEqual([officeB.id]);
    expect(await statusOf(invitation.id)).toBe('PENDING');
  });

  it('a stranger holding the mailed link of an existing account gets no session and sets no password', async () => {
    const victim = await buildUser(db, [{ branchId: officeB.id, roleId: officeRoles.regular.id }]);
    const invitation = await invite(adminACookie, victim.email, officeA.id);
    const response = await accept(invitation.token, takeoverBody);
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    expect(await signInStatus(app, victim.email, attackerPassword)).toBe(401);
    expect(await signInStatus(app, victim.email, TEST_PASSWORD)).toBe(200);
  });

  it('an existing account accepts in its own session: departments added, password and session kept', async () => {
    const user = await buildUser(db, [{ branchId: officeB.id, roleId: officeRoles.regular.id }]);
    const invitation = await invite(adminACookie, user.email, officeA.id);
    const cookie = await signIn(app, user.email);

    // A password sent along for an existing account is ignored, never stored.
    const response = await accept(invitation.token, takeoverBody, portalHeaders(cookie));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      accountCreated: false,
      user: { id: user.id, email: user.email },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await branchIdsOf(cookie)).toEqual([officeA.id, officeB.id].sort());
    expect(await signInStatus(app, user.email, TEST_PASSWORD)).toBe(200);
    expect(await signInStatus(app, user.email, attackerPassword)).toBe(401);
    expect(await statusOf(invitation.id)).toBe('ACCEPTED');
    // The link is used up.
    expect((await accept(invitation.token, undefined, portalHeaders(cookie))).statusCode).toBe(404);
  });

  it('a token binds its invitation: accepting one never grants the departments of another', async () => {
    const email = `two-invitations-${Date.now()}@newcomer.test`;
    const toA = await invite(adminACookie, email, officeA.id, true);
    const toB = await invite(adminBCookie, email, officeB.id, true);

    const created = await accept(toA.token, takeoverBody);
    expect(created.statusCode).toBe(200);
    const cookie = `${SESSION_COOKIE}=${created.cookies.find((item) => item.name === SESSION_COOKIE)?.value}`;
    expect(await branchIdsOf(cookie)).toEqual([officeA.id]);
    expect(await statusOf(toB.id)).toBe('PENDING');

    // Office B's invitation is accepted only with office B's link.
    expect((await accept(toB.token, undefined, portalHeaders(cookie))).statusCode).toBe(200);
    expect(await branchIdsOf(cookie)).toEqual([officeA.id, officeB.id].sort());
  });

  it('inviting an address tells the admin nothing about whether it has an account elsewhere', async () => {
    const elsewhere = await buildUser(db, [{ branchId: officeB.id, roleId: officeRoles.regular.id }]);
    const answerFor = async (email: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/User/Invitation',
        headers: portalHeaders(adminACookie),
        payload: { email, branches: [{ id: officeA.id, isAdmin: false }] },
      });
      const { id: _id, email: _email, createdAt: _created, expiresAt: _expires, ...rest } = response.json();
      return { status: response.statusCode, rest };
    };
    expect(await answerFor(elsewhere.email)).toEqual(await answerFor(`nobody-${Date.now()}@free.test`));
  });

  it('a support user impersonating the invited account cannot accept the invitation for it', async () => {
    const officeC = await buildBranch(db, { name: 'Office C' });
    const adminC = await buildUser(db, [{ branchId: officeC.id, roleId: officeRoles.admin.id }]);
    const [support] = await db
      .insert(roles)
      .values({ name: `Support ${Date.now()}`, permissions: ['admin', 'impersonate'] })
      .returning();
    const supporter = await buildUser(db, [], { roleId: support?.id });
    const user = await buildUser(db, [{ branchId: officeB.id, roleId: officeRoles.regular.id }]);
    const invitation = await invite(await signIn(app, adminC.email), user.email, officeC.id);

    const response = await accept(invitation.token, undefined, {
      ...portalHeaders(await signIn(app, supporter.email)),
      [IMPERSONATION_HEADER]: user.id,
    });
    expect(response.statusCode).toBe(403);
    expect(await branchIdsOf(await signIn(app, user.email))).toEqual([officeB.id]);
    expect(await statusOf(invitation.id)).toBe('PENDING');
  });
});
