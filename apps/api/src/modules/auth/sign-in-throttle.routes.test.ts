import { describe, expect, it } from 'vitest';
import { buildOffices, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, csrfHeader } from '../../test/test-app.ts';

const MINUTE = 60 * 1000;

describe('sign-in throttling', async () => {
  const { app, db, setNow, delaysDuring } = await createTestApp();
  const { officeA, roles } = await buildOffices(db);
  const newUser = () => buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }]);

  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/sign-in',
      headers: csrfHeader,
      payload: { email, password },
      remoteAddress,
    });

  it('an attacker who fails 20 times on a victim’s account cannot lock the owner out: the right password still signs in', async () => {
    const victim = await newUser();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await signInFrom('10.1.0.1', victim.email, `guess-${attempt}x`);
      expect(response.statusCode).toBe(401);
    }
    let owner: Awaited<ReturnType<typeof signInFrom>> | undefined;
    const delays = await delaysDuring(async () => {
      owner = await signInFrom('10.1.0.2', victim.email, TEST_PASSWORD);
    });
    expect(owner?.statusCode).toBe(200);
    expect(owner?.json().user.id).toBe(victim.id);
    // The owner waited like everyone else; the answer did not depend on the password being right.
    expect(delays).toEqual([15_000]);
  });

  it('wrong passwords on one account keep being slowed down, from any address: none for the first five, then 1, 2, 4, 8 and at most 15 seconds', async () => {
    const user = await newUser();
    const delays = await delaysDuring(async () => {
      for (let attempt = 1; attempt <= 11; attempt++) {
        const response = await signInFrom(`10.2.0.${attempt}`, user.email, `guess-${attempt}x`);
        expect(response.statusCode).toBe(401);
      }
    });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });

  it('an address without an account is slowed down like an account, so the delay does not tell which exist', async () => {
    const user = await newUser();
    const known = await delaysDuring(async () => {
      for (let attempt = 1; attempt <= 7; attempt++) await signInFrom('10.3.0.1', user.email, 'wrong-pass1');
    });
    const unknown = await delaysDuring(async () => {
      for (let attempt = 1; attempt <= 7; attempt++) {
        const response = await signInFrom('10.3.0.2', 'nobody-at-all@office.test', 'wrong-pass1');
        expect(response.statusCode).toBe(401);
      }
    });
    expect(unknown).toEqual(known);
  });

  it('a successful sign-in ends the slow-down of the account, and the slow-down ends after 15 minutes', async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 6; attempt++) await signInFrom('10.4.0.1', user.email, 'wrong-pass1');
    expect((await signInFrom('10.4.0.1', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await delaysDuring(() => signInFrom('10.4.0.1', user.email, 'wrong-pass1'))).toEqual([]);

    const other = await newUser();
    for (let attempt = 1; attempt <= 6; attempt++) await signInFrom('10.4.0.2', other.email, 'wrong-pass1');
    try {
      setNow(new Date(Date.now() + 16 * MINUTE));
      expect(await delaysDuring(() => signInFrom('10.4.0.2', other.email, 'wrong-pass1'))).toEqual([]);
    } finally {
      setNow(undefined);
    }
  });

  it('a client address that failed 30 times is refused, even with the right password, until 15 minutes pass; other addresses are not', async () => {
    const target = await newUser();
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await signInFrom('10.5.0.1', `someone-${attempt}@office.test`, 'wrong-pass1');
      expect(response.statusCode).toBe(401);
    }
    const refused = await signInFrom('10.5.0.1', target.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({
      code: 'auth.pages.login.tooManyAttempts',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await signInFrom('10.5.0.2', target.email, TEST_PASSWORD)).statusCode).toBe(200);
    try {
      setNow(new Date(Date.now() + 16 * MINUTE));
      expect((await signInFrom('10.5.0.1', target.email, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      setNow(undefined);
    }
  });

  it('a client rotating addresses inside one IPv6 /64 is counted as one address: refused after 30 failures, while another /64 is not', async () => {
    const target = await newUser();
    for (let attempt = 1; attempt <= 30; attempt++) {
      const address = `2001:db8:5:1::${attempt.toString(16)}`;
      const response = await signInFrom(address, `rotating-${attempt}@office.test`, 'wrong-pass1');
      expect(response.statusCode).toBe(401);
    }
    expect((await signInFrom('2001:db8:5:1:ffff::1', target.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom('2001:db8:5:2::1', target.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('40 wrong passwords sent at once from one address cannot slip past its limit of 30 together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        signInFrom('10.6.0.1', `parallel-${attempt}@office.test`, 'wrong-pass1'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('successful sign-ins do not use up the address’s allowance (an office signs in from one address)', async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 35; attempt++) {
      expect((await signInFrom('10.7.0.1', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
    expect((await signInFrom('10.7.0.1', user.email, 'wrong-pass1')).statusCode).toBe(401);
  });
});
