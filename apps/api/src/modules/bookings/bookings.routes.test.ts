import { ErrorKey } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, mailsTo, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { branches } from '../branches/branches.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from './booking-test-setup.ts';
import { bookingLinks, bookings } from './bookings.table.ts';

describe('bookings routes', async () => {
  const { app, db, setNow, sms, mail } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, agentA, adminB } = await buildOffices(db);
  const cookieA = await signIn(app, agentA.email);
  const cookieB = await signIn(app, adminB.email);
  await buildPhotographer(db, { name: 'Anna Fotograf', homePostalCode: '2900' });
  await buildPhotographer(db, { name: 'Bo Fotograf', homePostalCode: '8000' });
  await buildPhotographer(db, { name: 'Olav', countryCode: 'NO', timeZone: 'Europe/Oslo' });

  const get = (url: string, cookie = cookieA) =>
    app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });
  const post = (url: string, payload: unknown, cookie = cookieA) =>
    app.inject({ method: 'POST', url, headers: portalHeaders(cookie), payload: payload as object });

  it('GET /api/Bookings/{id}: 401, another department 404, 400, the booking with notes split', async () => {
    const { booking, order, task } = await buildBookedOrder(db, officeA.id);
    expect((await app.inject({ method: 'GET', url: `/api/Bookings/${booking.id}` })).statusCode).toBe(401);
    expect((await get(`/api/Bookings/${booking.id}`, cookieB)).statusCode).toBe(404);
    expect((await get('/api/Bookings/not-a-uuid')).statusCode).toBe(400);
    const response = await get(`/api/Bookings/${booking.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bookingId: booking.id,
      orderId: order.id,
      taskId: task.id,
      type: null,
      start: null,
      status: 'INCOMPLETE',
      area: 142,
      notes: [{ at: null, text: 'Ring on the door' }],
      address: 'Strandvejen 12, 2900 Hellerup',
    });
    const taskResponse = await get(`/api/Bookings/${booking.id}/task`);
    expect(taskResponse.json()).toMatchObject({ id: task.id, type: 'BOOK_PHOTOGRAPHER', status: 'Open' });
    expect((await get(`/api/Bookings/${booking.id}/task`, cookieB)).statusCode).toBe(404);
  });

  it('proposals and confirm: the suggested time books the photographer and completes the task', async () => {
    const { booking, order, task } = await buildBookedOrder(db, officeA.id);
    expect((await get(`/api/Bookings/${booking.id}/proposals`, cookieB)).statusCode).toBe(404);
    const proposals = (await get(`/api/Bookings/${booking.id}/proposals`)).json();
    expect(proposals.durationMinutes).toBe(90);
    expect(proposals.suggested).toMatchObject({
      expectedStart: '2026-03-05T07:00:00.000Z',
      departure: '2026-03-05T08:30:00.000Z',
      photographerName: 'Anna Fotograf',
      area: 142,
    });
    const url = `/api/Bookings/${booking.id}/proposals/confirm`;
    expect(
      (await app.inject({ method: 'POST', url, headers: csrfHeader, payload: { proposalId: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect((await post(url, { proposalId: proposals.suggested.proposalId }, cookieB)).statusCode).toBe(404);
    expect((await post(url, {})).statusCode).toBe(400);
    const madeUp = await post(url, { proposalId: 'made-up.123' });
    expect(madeUp.statusCode).toBe(409);
    expect(madeUp.json().code).toBe(ErrorKey.bookingSlotTaken);

    const confirmed = await post(url, { proposalId: proposals.suggested.proposalId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      type: 'PRIMARY_CONFIRMED',
      status: 'CONFIRMED',
      start: '2026-03-05T07:00:00.000Z',
      end: '2026-03-05T08:30:00.000Z',
      photographerName: 'Anna Fotograf',
    });
    const [taskRow] = await db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(taskRow?.status).toBe('Completed');
    const again = await post(url, { proposalId: proposals.others[0].proposalId });
    expect(again.json().code).toBe(ErrorKey.bookingAlreadyMade);
    expect((await get(`/api/Bookings/${booking.id}/proposals`)).statusCode).toBe(409);
    const info = (await get(`/api/orders/${order.id}/booking-info`)).json();
    expect(info).toMatchObject({ bookingId: booking.id, dateOfPhotography: '2026-03-05T07:00:00.000Z' });

    // The next order's proposals leave Anna's visit and travel time free: Bo is suggested at 08:00.
    const next = await buildBookedOrder(db, officeA.id);
    const nextProposals = (await get(`/api/Bookings/${next.booking.id}/proposals`)).json();
    expect(nextProposals.suggested).toMatchObject({
      expectedStart: '2026-03-05T07:00:00.000Z',
      photographerName: 'Bo Fotograf',
    });
    const stale = await post(`/api/Bookings/${next.booking.id}/proposals/confirm`, {
      proposalId: proposals.suggested.proposalId,
    });
    expect(stale.json().code).toBe(ErrorKey.bookingSlotTaken);
  });

  it('an order with key pickup must be booked by phone', async () => {
    const { booking } = await buildBookedOrder(db, officeA.id, { keyPickup: true });
    const response = await get(`/api/Bookings/${booking.id}/proposals`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(ErrorKey.bookingCallInstead);
  });

  it('POST /api/Bookings/third-party-link: 401, 404, 400, SMS naming the address, task partial', async () => {
    const { booking, task, order } = await buildBookedOrder(db, officeA.id);
    const url = '/api/Bookings/third-party-link';
    expect(
      (
        await app.inject({
          method: 'POST',
          url,
          headers: csrfHeader,
          payload: { bookingId: booking.id, channel: 'SMS' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await post(url, { bookingId: booking.id, channel: 'SMS' }, cookieB)).statusCode).toBe(404);
    expect((await post(url, { bookingId: booking.id, channel: 'FAX' })).statusCode).toBe(400);
    const response = await post(url, { bookingId: booking.id, channel: 'SMS' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ channel: 'SMS', sentTo: '+4512345678' });
    const message = sms.at(-1);
    expect(message?.to).toBe('+4512345678');
    expect(message?.text).toContain('Strandvejen 12, 2900 Hellerup');
    expect(message?.text).toMatch(/^Hej Sofie Sælger\. .* http:\/\/portal\.test\/book\/[\w-]{43} /);
    const token = /book\/([\w-]+)/.exec(message?.text ?? '')?.[1] ?? '';
    const [link] = await db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, booking.id));
    expect(link?.tokenHash).not.toContain(token);
    expect(link?.tokenHash).toHaveLength(64);
    const [taskRow] = await db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(taskRow?.status).toBe('Partial');
    const [bookingRow] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(bookingRow?.type).toBe('THIRD_PARTY');
    expect((await get(`/api/orders/${order.id}/booking-info`)).json().choice).toBe('CONTACT_LINK');

    const byMail = await post(url, { bookingId: booking.id, channel: 'EMAIL', locale: 'sv' });
    expect(byMail.statusCode).toBe(200);
    const [received] = mailsTo(mail.received, 'sofie@seller.test');
    expect(received?.subject).toBe('Välj en tid för fotografen på Strandvejen 12, 2900 Hellerup');
  });

  it('writes to the contact person in the department’s language, whatever the agent’s, the time where the property is', async () => {
    // An office in Copenhagen that works in English; the agent who sends the link uses the portal in Danish.
    await db.update(branches).set({ locale: 'en-GB' }).where(eq(branches.id, officeA.id));
    await db.update(users).set({ locale: 'da', timezone: 'America/New_York' }).where(eq(users.id, agentA.id));
    try {
      const { booking } = await buildBookedOrder(db, officeA.id);
      const response = await post('/api/Bookings/third-party-link', {
        bookingId: booking.id,
        channel: 'SMS',
      });
      expect(response.statusCode, response.body).toBe(200);
      // Sent Wednesday 4 March at 10:00 in Copenhagen, the link works for 14 days.
      expect(sms.at(-1)?.text).toMatch(
        /^Hello Sofie Sælger\. Office A would like you to choose a time .* \(valid until Wednesday,? 18 March 2026 at 10:00\)$/,
      );
    } finally {
      await db.update(branches).set({ locale: 'da-DK' }).where(eq(branches.id, officeA.id));
      await db
        .update(users)
        .set({ locale: null, timezone: 'Europe/Copenhagen' })
        .where(eq(users.id, agentA.id));
    }
  });

  it('a contact person without a mobile number cannot get an SMS; nothing changes', async () => {
    const { booking, task } = await buildBookedOrder(db, officeA.id, { phone: null });
    const response = await post('/api/Bookings/third-party-link', { bookingId: booking.id, channel: 'SMS' });
    expect(response.statusCode).toBe(400);
    const [taskRow] = await db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(taskRow?.status).toBe('Open');
  });

  it('the receipt choice CONTACT_LINK sends the link', async () => {
    const { order, booking } = await buildBookedOrder(db, officeA.id);
    const before = sms.length;
    const response = await post(`/api/orders/${order.id}/booking-choice`, { choice: 'CONTACT_LINK' });
    expect(response.statusCode).toBe(200);
    expect(sms.length).toBe(before + 1);
    const [bookingRow] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(bookingRow?.type).toBe('THIRD_PARTY');
  });

  it('POST /api/orders/tasks/{id}/updateType: 401, 404, 400, the type changes', async () => {
    const { booking, task } = await buildBookedOrder(db, officeA.id);
    const other = await buildBookedOrder(db, officeA.id);
    const url = `/api/orders/tasks/${task.id}/updateType?bookingId=${booking.id}`;
    const body = { changeToType: 'EXTERNAL_SOFTWARE', person: 'Support, Jens' };
    expect((await app.inject({ method: 'POST', url, headers: csrfHeader, payload: body })).statusCode).toBe(
      401,
    );
    expect((await post(url, body, cookieB)).statusCode).toBe(404);
    expect(
      (await post(`/api/orders/tasks/${task.id}/updateType?bookingId=${other.booking.id}`, body)).statusCode,
    ).toBe(404);
    expect((await post(url, { changeToType: 'NOPE' })).statusCode).toBe(400);
    expect((await post(`/api/orders/tasks/${task.id}/updateType`, body)).statusCode).toBe(400);
    expect((await post(url, { ...body, responsibleUser: adminB.id })).statusCode).toBe(400);
    const response = await post(url, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'EXTERNAL_SOFTWARE', status: 'INCOMPLETE' });
  });
});
