import { describe, expect, it } from 'vitest';
import { buildOffices, buildUser, signIn, userPatchBody } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { findUserById } from './users.repo.ts';

// An admin of one shared department neither changes a colleague's address nor sees
// or touches the colleague's other offices, and learns nothing about addresses elsewhere.
describe('users seen by an admin of one shared department', async () => {
  const { app, db, mail } = await createTestApp();
  const { officeA, officeB, adminA, adminB, roles } = await buildOffices(db);
  const adminACookie = await signIn(app, adminA.email);
  const adminBCookie = await signIn(app, adminB.email);

  const newAgentOfA = () => buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }]);

  const getUser = (id: string, cookie: string) =>
    app.inject({ method: 'GET', url: `/api/User/id/${id}`, headers: { cookie } });

  const patchUser = (id: string, cookie: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/User/id/${id}`, headers: portalHeaders(cookie), payload });

  const branchesOf = async (cookie: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/Authentication/user/branches',
      headers: { cookie },
    });
    return response.json() as { id: number; permissions: { admin: boolean } | null }[];
  };

  it('an admin of one shared department cannot change a colleague’s email to take over their other offices', async () => {
    // The colleague works in office A and office B; adminA administers A only.
    const victim = await buildUser(db, [
      { branchId: officeA.id, roleId: roles.regular.id },
      { branchId: officeB.id, roleId: roles.admin.id },
    ]);
    const attackerAddress = `attacker-${victim.id.slice(0, 8)}@evil.test`;
    const before = mail.received.length;
    const response = await patchUser(
      victim.id,
      adminACookie,
      userPatchBody(victim, { email: attackerAddress, lastName: 'Changed' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'users.messages.emailChangeByLink',
      fields: { email: 'users.messages.emailChangeByLink' },
    });
    // Nothing of the change was written, and nothing was mailed to the attacker's address.
    expect(await findUserById(db, victim.id)).toMatchObject({
      email: victim.email,
      lastName: victim.lastName,
    });
    expect(mail.received.slice(before).filter((item) => item.to.includes(attackerAddress))).toEqual([]);
  });

  it('a user cannot change their own email with the profile call either', async () => {
    const user = await newAgentOfA();
    const cookie = await signIn(app, user.email);
    const response = await patchUser(user.id, cookie, userPatchBody(user, { email: 'new-me@office.test' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('users.messages.emailChangeByLink');
    expect((await findUserById(db, user.id))?.email).toBe(user.email);
  });

  it('an admin cannot probe whether an address has an account elsewhere through the profile call', async () => {
    const user = await newAgentOfA();
    const taken = await patchUser(user.id, adminACookie, userPatchBody(user, { email: adminB.email }));
    const free = await patchUser(
      user.id,
      adminACookie,
      userPatchBody(user, { email: 'nobody-here@free.test' }),
    );
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
  });

  it('an admin of a shared department sees only the departments they administer', async () => {
    const colleague = await buildUser(db, [
      { branchId: officeA.id, roleId: roles.regular.id },
      { branchId: officeB.id, roleId: roles.admin.id },
    ]);
    const read = await getUser(colleague.id, adminACookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().branches.map((branch: { id: number }) => branch.id)).toEqual([officeA.id]);
    expect(read.body).not.toContain('Office B');

    const patched = await patchUser(
      colleague.id,
      adminACookie,
      userPatchBody(colleague, { lastName: 'Seen' }),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json().branches.map((branch: { id: number }) => branch.id)).toEqual([officeA.id]);

    // The colleague themself still sees both, and office B's admin sees office B only.
    const own = await getUser(colleague.id, await signIn(app, colleague.email));
    expect(
      own
        .json()
        .branches.map((branch: { id: number }) => branch.id)
        .sort(),
    ).toEqual([officeA.id, officeB.id].sort());
    const fromB = await getUser(colleague.id, adminBCookie);
    expect(fromB.json().branches.map((branch: { id: number }) => branch.id)).toEqual([officeB.id]);
  });

  it('an admin changing a colleague’s access in their office leaves the colleague’s other offices untouched', async () => {
    const colleague = await buildUser(db, [
      { branchId: officeA.id, roleId: roles.regular.id },
      { branchId: officeB.id, roleId: roles.admin.id },
    ]);
    const response = await patchUser(
      colleague.id,
      adminACookie,
      userPatchBody(colleague, { branches: [{ id: officeA.id, permissions: { admin: true } }] }),
    );
    expect(response.statusCode).toBe(200);
    const cookie = await signIn(app, colleague.email);
    expect((await branchesOf(cookie)).map((branch) => [branch.id, branch.permissions])).toEqual([
      [officeA.id, { admin: true }],
      [officeB.id, { admin: true }],
    ]);
  });
});
