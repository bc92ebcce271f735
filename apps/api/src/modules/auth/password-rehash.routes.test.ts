import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, csrfHeader, TEST_PASSWORD_COST } from '../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { hashPassword } from './secrets.ts';

// The hub's cost in this file is TEST_PASSWORD_COST (N = 1024); "older" hashes are made cheaper still.
describe('raising the password hash cost', async () => {
  const { app, db } = await createTestApp();
  const { officeA, roles } = await buildOffices(db);

  const userWithHash = async (cost: { N: number; r: number; p: number }) =>
    buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], {
      passwordHash: await hashPassword(TEST_PASSWORD, cost),
    });
  const storedHash = async (userId: string) =>
    (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash;
  const signIn = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/sign-in',
      headers: csrfHeader,
      payload: { email, password },
    });

  it('a hash made at an older, weaker cost is replaced at the next successful sign-in, and the password still works', async () => {
    const user = await userWithHash({ N: 512, r: 8, p: 1 });
    const before = await storedHash(user.id);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const after = await storedHash(user.id);
    expect(after).not.toBe(before);
    expect(after).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST.N}\\$8\\$1\\$`));
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(after);
    expect((await signIn(user.email, 'wrong-pass1')).statusCode).toBe(401);
  });

  it('a failed sign-in leaves the old hash as it is', async () => {
    const user = await userWithHash({ N: 512, r: 8, p: 1 });
    const before = await storedHash(user.id);
    expect((await signIn(user.email, 'wrong-pass1')).statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(before);
  });

  it('a hash stronger than the current cost is kept', async () => {
    const user = await userWithHash({ N: 2048, r: 8, p: 1 });
    const before = await storedHash(user.id);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(before);
  });
});
