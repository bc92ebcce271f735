import { SESSION_COOKIE } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildOffices,
  buildUser,
  mailsTo,
  signIn,
  signInStatus,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { findUserByEmail } from '../users/users.repo.ts';
import { createHashQueue } from './secrets.ts';

/** Refused because the hub is busy hashing: 503 at once, when to come back, the message in Danish. */
function expectBusy(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(response.json()).toEqual({
    code: 'errors.serviceUnavailable',
    message: 'Portalen har travlt eller genstarter. Prøv igen om et øjeblik.',
  });
}

describe('the line of password hashes', async () => {
  // One hash at a time and one waiting, so a test can fill the line; the hub's own is 2 and 32.
  const hashQueue = createHashQueue({ parallel: 1, waiting: 1 });
  const { app, db, mail, waits } = await createTestApp({ hashQueue });
  const { officeA, adminA, roles } = await buildOffices(db);
  const newUser = () => buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }]);

  const signInFrom = (email: string, password: string, remoteAddress = '10.50.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/sign-in',
      headers: { ...csrfHeader, 'accept-language': 'da' },
      payload: { email, password },
      remoteAddress,
    });

  /** Keeps the only thread busy, as a very long hash would, until released. */
  const occupyThread = () => {
    let release = () => {};
    const done = hashQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    return { release: () => release(), done };
  };

  it('when the line is full, the next sign-in is answered 503 at once with Retry-After and the translated message; once it drains, the sign-in works', async () => {
    const user = await newUser();
    const thread = occupyThread();
    const waiting = hashQueue.run(async () => undefined);
    // The thread stays busy until released below, so this answer cannot have waited for it.
    const refused = await signInFrom(user.email, TEST_PASSWORD);
    expectBusy(refused);
    expect(refused.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();

    thread.release();
    await Promise.all([thread.done, waiting]);
    const signedIn = await signInFrom(user.email, TEST_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(user.id);
  });

  it('sign-ins that find no room are refused while the thread is still busy; the one that found room waits its turn and signs in', async () => {
    const user = await newUser();
    const thread = occupyThread();
    let answered = 0;
    const attempts = Array.from({ length: 3 }, () =>
      signInFrom(user.email, TEST_PASSWORD).then((response) => {
        answered += 1;
        return response;
      }),
    );
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(2);
    thread.release();
    const answers = await Promise.all(attempts);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 503, 503]);
    for (const answer of answers.filter((response) => response.statusCode === 503)) expectBusy(answer);
  });

  it('a sign-in refused because the hub was busy is no failed attempt: it does not slow the account down', async () => {
    const user = await newUser();
    const thread = occupyThread();
    const waiting = hashQueue.run(async () => undefined);
    for (let attempt = 1; attempt <= 6; attempt++)
      expectBusy(await signInFrom(user.email, `guess-${attempt}x`));
    thread.release();
    await Promise.all([thread.done, waiting]);
    const before = waits.length;
    expect((await signInFrom(user.email, 'wrong-pass1')).statusCode).toBe(401);
    expect(waits.slice(before)).toEqual([]);
  });

  it('a password change and an invitation acceptance are refused the same way while the line is full, and change nothing', async () => {
    const user = await newUser();
    const cookie = await signIn(app, user.email);
    const adminCookie = await signIn(app, adminA.email);
    const invitee = 'busy-invitee@newcomer.test';
    const invited = await app.inject({
      method: 'POST',
      url: '/api/User/Invitation',
      headers: portalHeaders(adminCookie),
      payload: {
        email: invitee,
        firstName: 'Nina',
        lastName: 'Newcomer',
        branches: [{ id: officeA.id, isAdmin: false }],
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mailsTo(mail.received, invitee).at(-1)?.text ?? '')?.[1];
    const changePassword = () =>
      app.inject({
        method: 'POST',
        url: `/api/User/id/${user.id}/password`,
        headers: { ...portalHeaders(cookie), 'accept-language': 'da' },
        payload: { oldPassword: TEST_PASSWORD, newPassword: 'brandnew42' },
      });
    const accept = () =>
      app.inject({
        method: 'POST',
        url: `/api/User/Invitation/${token}/accept`,
        headers: { ...csrfHeader, 'accept-language': 'da' },
        payload: {
          firstName: 'Nina',
          lastName: 'Newcomer',
          mobilePhone: '+45 11 22 33 44',
          password: 'welcome42',
        },
      });

    const thread = occupyThread();
    const waiting = hashQueue.run(async () => undefined);
    expectBusy(await changePassword());
    expectBusy(await accept());
    thread.release();
    await Promise.all([thread.done, waiting]);

    expect(await signInStatus(app, user.email, 'brandnew42')).toBe(401);
    expect(await signInStatus(app, user.email, TEST_PASSWORD)).toBe(200);
    expect(await findUserByEmail(db, invitee)).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: `/api/User/Invitation/${token}` })).statusCode).toBe(200);
    expect((await accept()).statusCode).toBe(200);
  });
});
