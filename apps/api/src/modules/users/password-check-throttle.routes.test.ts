import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RateLimits } from '../../plugins/rate-limit.ts';
import {
  buildOffices,
  buildUser,
  mailsTo,
  signIn,
  signInStatus,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';

const NEW_PASSWORD = 'brandnew42';

/** The calls that check the current password, made with a (stolen) session from a client address. */
function passwordCalls(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
  const headers = (cookie: string) => ({ ...portalHeaders(cookie), 'accept-language': 'da' });
  return {
    changePassword: (user: { id: string }, cookie: string, oldPassword: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `/api/User/id/${user.id}/password`,
        headers: headers(cookie),
        payload: { oldPassword, newPassword: NEW_PASSWORD },
        remoteAddress,
      }),
    changeEmail: (
      user: { id: string },
      cookie: string,
      password: string,
      remoteAddress: string,
      newEmail = `moved-${Date.now()}-${Math.random().toString(36).slice(2)}@new-home.test`,
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/User/id/${user.id}/email-change`,
        headers: headers(cookie),
        payload: { newEmail, password },
        remoteAddress,
      }),
    signInFrom: (email: string, password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-in',
        headers: csrfHeader,
        payload: { email, password },
        remoteAddress,
      }),
  };
}

function expectOldPasswordIncorrect(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'users.messages.oldPasswordIncorrect',
    message: 'Den gamle adgangskode er forkert.',
    fields: { oldPassword: 'users.messages.oldPasswordIncorrect' },
  });
}

/** Refused by the failure count of the client address: 429, when to come back, the message in Danish. */
function expectTooManyAttempts(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(15 * 60);
  expect(response.json()).toEqual({
    code: 'auth.pages.login.tooManyAttempts',
    message: 'For mange mislykkede logins. Vent 15 minutter, og prøv igen.',
  });
}

describe('guessing the current password with a stolen session', async () => {
  const { app, db, mail, delaysDuring } = await createTestApp();
  const { officeA, roles } = await buildOffices(db);
  const newUser = () => buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }]);
  const { changePassword, changeEmail, signInFrom } = passwordCalls(app);

  it('is slowed down like sign-in, from any address: none for the first five wrong passwords, then 1, 2, 4, 8 and at most 15 seconds', async () => {
    const victim = await newUser();
    const cookie = await signIn(app, victim.email);
    const delays = await delaysDuring(async () => {
      for (let guess = 1; guess <= 11; guess++) {
        expectOldPasswordIncorrect(
          await changePassword(victim, cookie, `guess-${guess}x`, `10.30.0.${guess}`),
        );
      }
    });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect(await signInStatus(app, victim.email, TEST_PASSWORD)).toBe(200);
  });

  it('counts once per account across the sign-in page, the password change and the email change', async () => {
    const victim = await newUser();
    const cookie = await signIn(app, victim.email);
    const delays = await delaysDuring(async () => {
      expect((await signInFrom(victim.email, 'wrong-pass1', '10.31.0.1')).statusCode).toBe(401);
      expect((await signInFrom(victim.email, 'wrong-pass2', '10.31.0.2')).statusCode).toBe(401);
      expect((await changeEmail(victim, cookie, 'wrong-pass3', '10.31.0.3')).statusCode).toBe(400);
      expect((await changeEmail(victim, cookie, 'wrong-pass4', '10.31.0.4')).statusCode).toBe(400);
      expectOldPasswordIncorrect(await changePassword(victim, cookie, 'wrong-pass5', '10.31.0.5'));
      // The sixth guess, wherever it is made, waits.
      const sixth = await changeEmail(victim, cookie, 'wrong-pass6', '10.31.0.6');
      expect(sixth.json()).toMatchObject({ code: 'users.messages.currentPasswordIncorrect' });
      expect((await signInFrom(victim.email, 'wrong-pass7', '10.31.0.7')).statusCode).toBe(401);
    });
    expect(delays).toEqual([1000, 2000]);
  });

  it('never locks the owner out: after 20 wrong guesses the right password still changes it, and the count starts afresh', async () => {
    const victim = await newUser();
    const cookie = await signIn(app, victim.email);
    for (let guess = 1; guess <= 20; guess++) {
      expectOldPasswordIncorrect(await changePassword(victim, cookie, `guess-${guess}x`, '10.32.0.1'));
    }
    let owner: LightMyRequestResponse | undefined;
    const delays = await delaysDuring(async () => {
      owner = await changePassword(victim, cookie, TEST_PASSWORD, '10.32.0.2');
    });
    expect(owner?.statusCode).toBe(204);
    expect(delays).toEqual([15_000]);
    expect(await delaysDuring(() => signInFrom(victim.email, 'wrong-pass1', '10.32.0.3'))).toEqual([]);
    expect(await signInStatus(app, victim.email, NEW_PASSWORD)).toBe(200);
  });

  it('a client address that failed 30 times is refused with 429, Retry-After and the translated message, even with the right password, and nothing changes', async () => {
    const user = await newUser();
    const cookie = await signIn(app, user.email);
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await signInFrom(`someone-${attempt}@office.test`, 'wrong-pass1', '10.33.0.1');
      expect(response.statusCode).toBe(401);
    }
    expectTooManyAttempts(await changePassword(user, cookie, TEST_PASSWORD, '10.33.0.1'));
    const target = 'refused-move@new-home.test';
    expectTooManyAttempts(await changeEmail(user, cookie, TEST_PASSWORD, '10.33.0.1', target));
    expect(mailsTo(mail.received, target)).toEqual([]);
    expect(await signInStatus(app, user.email, NEW_PASSWORD)).toBe(401);
    expect(await signInStatus(app, user.email, TEST_PASSWORD)).toBe(200);
  });

  it('a client rotating addresses inside one IPv6 /64 is counted as one address: refused after 30 wrong guesses, while another /64 is not', async () => {
    const user = await newUser();
    const cookie = await signIn(app, user.email);
    for (let guess = 1; guess <= 30; guess++) {
      const address = `2001:db8:33:1::${guess.toString(16)}`;
      expectOldPasswordIncorrect(await changePassword(user, cookie, `guess-${guess}x`, address));
    }
    expectTooManyAttempts(await changePassword(user, cookie, TEST_PASSWORD, '2001:db8:33:1:ffff::1'));
    expect((await changePassword(user, cookie, TEST_PASSWORD, '2001:db8:33:2::1')).statusCode).toBe(204);
  });
});

describe('the sign-in limit of a client address, shared by the calls that check the current password', async () => {
  const limits: RateLimits = { perAddress: 1000, perSession: 1000, signIn: 3, password: 3, publicLinks: 3 };
  const { app, db, mail } = await createTestApp({ rateLimits: limits });
  const { officeA, roles } = await buildOffices(db);
  const { changePassword, changeEmail, signInFrom } = passwordCalls(app);

  it('past it a password or email change is refused with 429, Retry-After and the translated message before the password is checked; another address is served', async () => {
    const user = await buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }]);
    const cookie = await signIn(app, user.email);
    expect((await signInFrom(user.email, 'wrong-pass1', '10.40.0.1')).statusCode).toBe(401);
    expectOldPasswordIncorrect(await changePassword(user, cookie, 'wrong-pass2', '10.40.0.1'));
    expect((await changeEmail(user, cookie, 'wrong-pass3', '10.40.0.1')).statusCode).toBe(400);

    const target = 'limited-move@new-home.test';
    for (const refused of [
      await changePassword(user, cookie, TEST_PASSWORD, '10.40.0.1'),
      await changeEmail(user, cookie, TEST_PASSWORD, '10.40.0.1', target),
    ]) {
      expect(refused.statusCode, refused.body).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.json()).toMatchObject({
        code: 'errors.tooManyRequests',
        message: 'For mange forespørgsler. Vent et minut, og prøv igen.',
      });
    }
    expect(mailsTo(mail.received, target)).toEqual([]);
    expect((await changePassword(user, cookie, TEST_PASSWORD, '10.40.0.2')).statusCode).toBe(204);
  });
});
