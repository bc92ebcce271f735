import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildUser, mailsTo } from '../../test/factories.ts';
import { createTestApp, csrfHeader } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { passwordResetTokens } from './auth.table.ts';

describe('POST /api/Authentication/password/forgot', async () => {
  const { app, db, mail } = await createTestApp();
  const { officeA, roles } = await buildOffices(db);
  const newUser = (values: Parameters<typeof buildUser>[2] = {}) =>
    buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], values);

  // Each test asks from its own client address, so the per-address limit of one does not touch another.
  let addresses = 0;
  const nextAddress = () => `10.20.0.${++addresses}`;

  const forgot = (email: string, remoteAddress: string, locale: string | null = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/password/forgot',
      headers: csrfHeader,
      payload: locale ? { email, locale } : { email },
      remoteAddress,
    });

  const waitForMails = (email: string, count: number) =>
    expect.poll(() => mailsTo(mail.received, email).length, { timeout: 20_000 }).toBe(count);

  /** Waits until a later request's mail has gone out, so the queue has handled every earlier one. */
  const waitForQueue = async () => {
    const marker = await newUser();
    expect((await forgot(marker.email, nextAddress())).statusCode).toBe(204);
    await waitForMails(marker.email, 1);
  };

  const tokensOf = (userId: string) =>
    db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

  it('mails a reset link to a known address', async () => {
    const user = await newUser({ firstName: 'Karen' });
    const response = await forgot(user.email, nextAddress());
    expect(response.statusCode).toBe(204);
    await waitForMails(user.email, 1);
    const [sent] = mailsTo(mail.received, user.email);
    expect(sent?.subject).toBe('Reset your password');
    expect(sent?.text).toContain('Karen');
    expect(sent?.text).toMatch(/http:\/\/portal\.test\/reset-password\?token=[A-Za-z0-9_-]{20,}/);
  });

  it('writes the mail in the requested language, else in the user’s own', async () => {
    const asked = await newUser();
    await forgot(asked.email, nextAddress(), 'da');
    const own = await newUser({ locale: 'sv' });
    await forgot(own.email, nextAddress(), null);
    await waitForMails(asked.email, 1);
    await waitForMails(own.email, 1);
    expect(mailsTo(mail.received, asked.email)[0]?.subject).toBe('Nulstil din adgangskode');
    expect(mailsTo(mail.received, own.email)[0]?.subject).toBe('Återställ ditt lösenord');
  });

  it('answers 204 at once with an empty body for a known address, an unknown one, a directory user and while the mail server is down, so the answer does not tell which accounts exist', async () => {
    const known = await newUser();
    const directory = await newUser({ isDirectoryUser: true, passwordHash: null });
    const whileMailDown = await newUser();
    const answers = [await forgot(known.email, nextAddress())];
    // The answer does not wait for the mail (a job sends it), so it takes no longer for a real account.
    expect(mailsTo(mail.received, known.email)).toEqual([]);
    answers.push(
      await forgot('nobody-has-this@office.test', nextAddress()),
      await forgot(directory.email, nextAddress()),
    );
    mail.failNextMessage();
    answers.push(await forgot(whileMailDown.email, nextAddress()));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
    // Let the queued mails go out (the failed one is tried again) before the next test counts mails.
    for (const user of [known, directory, whileMailDown]) await waitForMails(user.email, 1);
  }, 30_000);

  it('mails a directory user why the password cannot be reset here, and makes no link', async () => {
    const user = await newUser({ isDirectoryUser: true, passwordHash: null, firstName: 'Dirk' });
    expect((await forgot(user.email, nextAddress())).statusCode).toBe(204);
    await waitForMails(user.email, 1);
    const [sent] = mailsTo(mail.received, user.email);
    expect(sent?.subject).toBe('About your password');
    expect(sent?.text).toContain('Dirk');
    expect(sent?.text).toContain('ADFS');
    expect(sent?.text).not.toMatch(/reset-password/);
    expect(await tokensOf(user.id)).toEqual([]);
  });

  it('sends nothing for an unknown or inactive address', async () => {
    const inactive = await newUser({ active: false });
    await forgot('unknown-person@office.test', nextAddress());
    await forgot(inactive.email, nextAddress());
    await waitForQueue();
    expect(mailsTo(mail.received, 'unknown-person@office.test')).toEqual([]);
    expect(mailsTo(mail.received, inactive.email)).toEqual([]);
    expect(await tokensOf(inactive.id)).toEqual([]);
  });

  it('when the mail server fails, the job tries again with a new link and deletes the one that was not sent', async () => {
    const user = await newUser();
    // Nothing else is on its way, so the failure hits this user's first mail.
    await waitForQueue();
    mail.failNextMessage();
    expect((await forgot(user.email, nextAddress())).statusCode).toBe(204);
    await waitForMails(user.email, 1);
    const tokens = await tokensOf(user.id);
    expect(tokens).toHaveLength(1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mailsTo(mail.received, user.email)[0]?.text ?? '',
    );
    const check = await app.inject({
      method: 'GET',
      url: `/api/Authentication/password/reset/${token?.[1]}`,
    });
    expect(check.statusCode).toBe(204);
  }, 30_000);

  it('asking for one address more than 3 times in 15 minutes still answers 204 but mails no more, so nobody can fill a mailbox', async () => {
    const victim = await newUser();
    for (let request = 1; request <= 5; request++) {
      const response = await forgot(victim.email, nextAddress());
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    await waitForMails(victim.email, 3);
    await waitForQueue();
    expect(mailsTo(mail.received, victim.email)).toHaveLength(3);
  });

  it('a client address that asks more than 20 times in 15 minutes is refused with 429, and nothing more is sent', async () => {
    const address = nextAddress();
    // One unknown address over and over: the client's count grows, and only three jobs are queued.
    for (let request = 1; request <= 20; request++) {
      expect((await forgot('stranger@office.test', address)).statusCode).toBe(204);
    }
    const user = await newUser();
    const refused = await forgot(user.email, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({
      code: 'auth.pages.forgotPassword.tooManyRequests',
      message: 'Too many requests from your network. Please wait 15 minutes and try again.',
    });
    await waitForQueue();
    expect(mailsTo(mail.received, user.email)).toEqual([]);
    expect(await tokensOf(user.id)).toEqual([]);
  });

  it('a client rotating addresses inside one IPv6 /64 is counted as one address: refused after 20, while another /64 is not', async () => {
    for (let request = 1; request <= 20; request++) {
      const address = `2001:db8:20:1::${request.toString(16)}`;
      expect((await forgot('stranger@office.test', address)).statusCode).toBe(204);
    }
    const user = await newUser();
    expect((await forgot(user.email, '2001:db8:20:1:ffff::1')).statusCode).toBe(429);
    expect((await forgot(user.email, '2001:db8:20:2::1')).statusCode).toBe(204);
  });

  it('answers bad input with 400 and the field', async () => {
    const response = await forgot('not-an-email', nextAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('errors.badRequest');
    expect(response.json().fields).toHaveProperty('email');
  });

  it('records the request in the audit log, with the client address', async () => {
    const user = await newUser();
    const address = nextAddress();
    await forgot(user.email, address);
    const addressesLogged = async () => {
      const entries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.passwordResetRequested')));
      return entries.map((entry) => entry.ip);
    };
    await expect.poll(addressesLogged, { timeout: 20_000 }).toEqual([address]);
  });
});
