import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, mailsTo, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { branches } from '../branches/branches.table.ts';
import { users } from '../users/users.table.ts';

describe('support routes', async () => {
  const { app, db, mail } = await createTestApp({
    config: { SUPPORT_PHONE: '+45 11 22 33 44', SUPPORT_EMAIL: 'help@provider.test' },
  });
  const { officeA, officeB, adminA, agentA } = await buildOffices(db);
  await db.update(branches).set({ contactPersonId: 'CP-A' }).where(eq(branches.id, officeA.id));
  await db
    .update(users)
    .set({ contactPersonId: 'CP-A', firstName: 'Karen', lastName: 'Kontakt', phoneNumber: '+4520304050' })
    .where(eq(users.id, adminA.id));
  await db.update(users).set({ firstName: 'Anna', lastName: 'Agent' }).where(eq(users.id, agentA.id));
  const cookie = await signIn(app, agentA.email);
  const contactUrl = (branchId: number | string) => `/api/support/contact?branchId=${branchId}`;
  const getContact = (branchId: number | string) =>
    app.inject({ method: 'GET', url: contactUrl(branchId), headers: portalHeaders(cookie) });
  const postMessage = (body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: portalHeaders(cookie),
      payload: body,
    });
  const supportMails = () => mailsTo(mail.received, 'help@provider.test');
  const message = { branchId: officeA.id, subject: 'Photos missing', message: 'Two rooms are missing.' };

  it('GET /api/support/contact: 401 signed out', async () => {
    expect((await app.inject({ method: 'GET', url: contactUrl(officeA.id) })).statusCode).toBe(401);
  });

  it('answers the contact person, the provider’s support and the office’s time zone and days off', async () => {
    const response = await getContact(officeA.id);
    expect(response.statusCode).toBe(200);
    const contact = response.json();
    expect(contact).toMatchObject({
      branchId: officeA.id,
      branchName: 'Office A',
      countryCode: 'DK',
      timeZone: 'Europe/Copenhagen',
      contactPerson: { name: 'Karen Kontakt', email: adminA.email, phone: '+4520304050' },
      supportPhone: '+45 11 22 33 44',
      supportEmail: 'help@provider.test',
    });
    // Danish days off of this year and the next, from the calendar bookings use .
    const year = new Date().getUTCFullYear();
    expect(contact.daysOff).toEqual(
      expect.arrayContaining([`${year}-12-25`, `${year}-12-26`, `${year + 1}-01-01`]),
    );
    expect(contact.daysOff).not.toContain(`${year}-11-26`);
    expect(contact.daysOff.every((day: string) => day >= `${year}-01-01` && day < `${year + 2}-01-01`)).toBe(
      true,
    );
  });

  it('another department answers 404, bad input 400', async () => {
    expect((await getContact(officeB.id)).statusCode).toBe(404);
    expect((await getContact('abc')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/support/contact', headers: portalHeaders(cookie) }))
        .statusCode,
    ).toBe(400);
  });

  it('POST /api/support/messages: 401 signed out, nothing mailed', async () => {
    const before = supportMails().length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: csrfHeader,
      payload: message,
    });
    expect(response.statusCode).toBe(401);
    expect(supportMails()).toHaveLength(before);
  });

  it('refuses another department (404) and bad bodies (400) without mailing', async () => {
    const before = supportMails().length;
    expect((await postMessage({ ...message, branchId: officeB.id })).statusCode).toBe(404);
    const blank = await postMessage({ ...message, subject: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('subject');
    expect((await postMessage({ ...message, message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await postMessage({ ...message, fromPage: 'https://elsewhere.test/' })).statusCode).toBe(400);
    expect((await postMessage({ subject: 'Hi', message: 'Hello' })).statusCode).toBe(400);
    expect(supportMails()).toHaveLength(before);
  });

  it('mails the provider’s support with the user, department and page, replies going to the user', async () => {
    const response = await postMessage({ ...message, subject: '  Photos missing ', fromPage: '/cases/42' });
    expect(response.statusCode).toBe(204);
    const [sent] = supportMails().slice(-1);
    expect(sent).toMatchObject({
      subject: 'Customer support: Photos missing',
      replyTo: agentA.email,
    });
    expect(sent?.text).toContain(`From: Anna Agent <${agentA.email}>`);
    expect(sent?.text).toContain('Department: Office A');
    expect(sent?.text).toContain('Page: /cases/42');
    expect(sent?.text).toContain('Two rooms are missing.');
  });
});
