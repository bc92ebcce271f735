import { zonedInstant } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBranch, buildOffices, buildProviderStaff, mailsTo, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from './booking-test-setup.ts';
import { bookings } from './bookings.table.ts';

/** A local time on Thursday 5 March 2026 in the zone, as the ISO start a booking call sends. */
const thursdayAt = (hours: number, timeZone = 'Europe/Copenhagen') =>
  zonedInstant('2026-03-05', hours * 60, timeZone).toISOString();

// Moving or reassigning a visit, or cancelling it, tells the contact person by SMS and mail, in their
// department's language and on the property's clock (docs/product.md, Visit).
describe('the contact person hears of a moved or cancelled visit', async () => {
  const { app, db, mail, sms, setNow } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, officeB } = await buildOffices(db);
  const english = await buildBranch(db, { name: 'Nordic Homes', countryCode: 'DK', locale: 'en-GB' });
  const coordinator = await buildProviderStaff(db, ['visits.manage']);
  const photographerUser = await buildProviderStaff(db, ['visits.manage']);
  const anna = await buildPhotographer(db, { name: 'Anna Fotograf', userId: photographerUser.id });
  const bo = await buildPhotographer(db, { name: 'Bo Fotograf' });
  const olav = await buildPhotographer(db, { name: 'Olav', countryCode: 'NO', timeZone: 'Europe/Oslo' });
  const cookies = {
    coordinator: await signIn(app, coordinator.email),
    photographer: await signIn(app, photographerUser.email),
  };
  const post = (url: string, payload: object, cookie = cookies.coordinator) =>
    app.inject({ method: 'POST', url, headers: portalHeaders(cookie), payload });

  /** A visit of the department booked by phone for the photographer at the hour, on that zone's clock. */
  async function bookedVisit(branchId: number, photographerId: string, hour: number, timeZone?: string) {
    const built = await buildBookedOrder(db, branchId);
    const booked = await post(`/api/provider/visits/${built.booking.id}/book`, {
      photographerId,
      start: thursdayAt(hour, timeZone),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    return built;
  }
  const move = (bookingId: string, body: object, cookie?: string) =>
    post(`/api/provider/visits/${bookingId}/move`, body, cookie);
  const mailsToSofie = (since: number) => mailsTo(mail.received.slice(since), 'sofie@seller.test');

  it('a move tells the new time by SMS and by mail, in Danish on the Copenhagen clock', async () => {
    const { booking } = await bookedVisit(officeA.id, anna.id, 9);
    const smsBefore = sms.length;
    const mailBefore = mail.received.length;
    const moved = await move(booking.id, { photographerId: anna.id, start: thursdayAt(13) });
    expect(moved.statusCode).toBe(200);
    expect(sms.slice(smsBefore)).toEqual([
      {
        to: '+4512345678',
        text: 'Hej Sofie Sælger. Fotografens besøg på Strandvejen 12, 2900 Hellerup er ændret: det er nu torsdag den 5. marts 2026 kl. 13.00, fotograf Anna Fotograf. Venlig hilsen Office A',
      },
    ]);
    await expect.poll(() => mailsToSofie(mailBefore).length).toBe(1);
    const [received] = mailsToSofie(mailBefore);
    expect(received?.subject).toBe('Fotografens besøg på Strandvejen 12, 2900 Hellerup er ændret');
    expect(received?.text).toContain(
      'Fotografens besøg på Strandvejen 12, 2900 Hellerup er nu torsdag den 5. marts 2026 kl. 13.00.',
    );
    expect(received?.text).toContain('Fotograf: Anna Fotograf.');
  });

  it('a reassignment at the same time is told too; the same time and photographer again tells nothing', async () => {
    const { booking } = await bookedVisit(officeA.id, anna.id, 15);
    const before = sms.length;
    expect((await move(booking.id, { photographerId: bo.id, start: thursdayAt(15) })).statusCode).toBe(200);
    expect(sms.slice(before).map((message) => message.text)).toEqual([
      expect.stringContaining('det er nu torsdag den 5. marts 2026 kl. 15.00, fotograf Bo Fotograf.'),
    ]);
    expect((await move(booking.id, { photographerId: bo.id, start: thursdayAt(15) })).statusCode).toBe(200);
    expect(sms.length).toBe(before + 1);
  });

  it('a Norwegian department writes Norwegian on the Oslo clock; an English-speaking one English', async () => {
    const oslo = await bookedVisit(officeB.id, olav.id, 9, 'Europe/Oslo');
    expect(
      (await move(oslo.booking.id, { photographerId: olav.id, start: thursdayAt(11, 'Europe/Oslo') }))
        .statusCode,
    ).toBe(200);
    expect(sms.at(-1)?.text).toMatch(
      /^Hei Sofie Sælger\. Fotografens besøk på Strandvejen 12, 2900 Hellerup er endret: det er nå torsdag 5\. mars 2026 kl\. 11[.:]00, fotograf Olav\. Vennlig hilsen Office B$/,
    );
    const nordic = await bookedVisit(english.id, anna.id, 17);
    expect(
      (await move(nordic.booking.id, { photographerId: anna.id, start: thursdayAt(18) })).statusCode,
    ).toBe(200);
    expect(sms.at(-1)?.text).toMatch(
      /^Hello Sofie Sælger\. The photographer's visit at Strandvejen 12, 2900 Hellerup has been changed: it is now Thursday,? 5 March 2026 at 18:00, photographer Anna Fotograf\. Kind regards, Nordic Homes$/,
    );
  });

  it('a refused move tells nobody and changes nothing: 401, 403 for a photographer, 400, 404', async () => {
    const { booking } = await bookedVisit(officeA.id, anna.id, 8);
    const [before] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    const smsBefore = sms.length;
    const body = { photographerId: bo.id, start: thursdayAt(12) };
    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/provider/visits/${booking.id}/move`,
      headers: csrfHeader,
      payload: body,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await move(booking.id, body, cookies.photographer)).statusCode).toBe(403);
    const bad = await move(booking.id, { photographerId: bo.id, start: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ start: 'rules.type' });
    expect((await move(crypto.randomUUID(), body)).statusCode).toBe(404);
    expect(sms.length).toBe(smsBefore);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toEqual(before);
  });

  it('a visit the provider cancels is told to the contact person as off', async () => {
    const { booking } = await bookedVisit(officeA.id, bo.id, 10);
    const mailBefore = mail.received.length;
    const cancelled = await post(`/api/provider/visits/${booking.id}/status`, { status: 'CANCELLED' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(sms.at(-1)?.text).toBe(
      'Hej Sofie Sælger. Fotografens besøg på Strandvejen 12, 2900 Hellerup torsdag den 5. marts 2026 kl. 10.00 er aflyst. Du skal ikke gøre noget. Venlig hilsen Office A',
    );
    await expect.poll(() => mailsToSofie(mailBefore).length).toBe(1);
    expect(mailsToSofie(mailBefore)[0]?.subject).toBe(
      'Fotografens besøg på Strandvejen 12, 2900 Hellerup er aflyst',
    );
  });
});
