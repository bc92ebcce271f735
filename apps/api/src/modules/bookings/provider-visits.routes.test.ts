import { ErrorKey, zonedInstant } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { orders } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from './booking-test-setup.ts';
import { bookingLinks, bookings } from './bookings.table.ts';

/** A local Copenhagen time (Thursday 5 March 2026 unless said), as the ISO start a booking call sends. */
const thursdayAt = (hours: number, minutes = 0, day = '2026-03-05') =>
  zonedInstant(day, hours * 60 + minutes, 'Europe/Copenhagen').toISOString();
const FRIDAY = '2026-03-06';

describe('provider visits routes', async () => {
  const { app, db, setNow } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, agentA, adminA } = await buildOffices(db);
  const coordinator = await buildProviderStaff(db, ['visits.manage', 'orders.fulfil']);
  const editor = await buildProviderStaff(db, ['material.deliver']);
  const photographerUser = await buildProviderStaff(db, ['visits.manage']);
  const anna = await buildPhotographer(db, { name: 'Anna Fotograf', userId: photographerUser.id });
  const bo = await buildPhotographer(db, { name: 'Bo Fotograf', homePostalCode: '8000' });
  const olav = await buildPhotographer(db, { name: 'Olav', countryCode: 'NO', timeZone: 'Europe/Oslo' });
  const cookies = {
    coordinator: await signIn(app, coordinator.email),
    editor: await signIn(app, editor.email),
    photographer: await signIn(app, photographerUser.email),
    officeAdmin: await signIn(app, adminA.email),
    agent: await signIn(app, agentA.email),
  };

  const get = (url: string, cookie = cookies.coordinator) =>
    app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });
  const post = (url: string, payload: object, cookie = cookies.coordinator) =>
    app.inject({ method: 'POST', url, headers: portalHeaders(cookie), payload });
  const visitRow = async (bookingId: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];

  /** An open order the office left to the provider's phone, followed by the agent. */
  async function phoneOrder() {
    const built = await buildBookedOrder(db, officeA.id);
    await db
      .update(orders)
      .set({ bookingChoice: 'PROVIDER_PHONE', responsibleUserId: agentA.id })
      .where(eq(orders.id, built.order.id));
    return built;
  }

  /** A visit the coordinator booked by phone for Anna on Thursday at the given hour. */
  async function bookedVisit(hour: number, day?: string) {
    const built = await phoneOrder();
    const booked = await post(`/api/provider/visits/${built.booking.id}/book`, {
      photographerId: anna.id,
      start: thursdayAt(hour, 0, day),
    });
    expect(booked.statusCode).toBe(200);
    return built;
  }

  it('every call: 401 signed out, 403 for an office admin and for staff without visits.manage', async () => {
    const { booking } = await phoneOrder();
    const calls = [
      ['GET', '/api/provider/visits?from=2026-03-02&to=2026-03-08', undefined],
      ['GET', '/api/provider/visits/to-book', undefined],
      ['POST', `/api/provider/visits/${booking.id}/book`, { photographerId: anna.id, start: thursdayAt(9) }],
      ['POST', `/api/provider/visits/${booking.id}/move`, { photographerId: anna.id, start: thursdayAt(9) }],
      ['POST', `/api/provider/visits/${booking.id}/status`, { status: 'CANCELLED' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await app.inject({ method, url, headers: csrfHeader, payload })).statusCode).toBe(401);
      for (const cookie of [cookies.officeAdmin, cookies.editor]) {
        const response = await app.inject({ method, url, headers: portalHeaders(cookie), payload });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe(ErrorKey.forbidden);
      }
    }
    expect((await visitRow(booking.id))?.visitStatus).toBe('INCOMPLETE');
  });

  it('tells the portal a photographer’s account is one, so its menu leaves out the booking queue it may not open', async () => {
    const permissions = (cookie: string) => get('/api/Authentication/user/permissions', cookie);
    expect((await permissions(cookies.photographer)).json()).toMatchObject({ photographer: true });
    expect((await get('/api/provider/visits/to-book', cookies.photographer)).statusCode).toBe(403);
    expect((await permissions(cookies.coordinator)).json()).toMatchObject({ photographer: false });
  });

  it('to-book: the phone queue with the contact person and the call queue of unanswered links', async () => {
    const { booking, order } = await phoneOrder();
    const linked = await buildBookedOrder(db, officeA.id);
    await db.insert(bookingLinks).values({
      tokenHash: `hash-${linked.booking.id}`,
      bookingId: linked.booking.id,
      channel: 'SMS',
      sentTo: '+4512345678',
      contactName: 'Sofie Sælger',
      locale: 'da',
      sentAt: new Date(BOOKING_NOW.getTime() - 8 * 86_400_000),
      expiresAt: new Date(BOOKING_NOW.getTime() + 6 * 86_400_000),
      callNeededAt: BOOKING_NOW,
    });
    const response = await get('/api/provider/visits/to-book');
    expect(response.statusCode).toBe(200);
    const { phone, calls, photographers } = response.json();
    expect(phone).toContainEqual(
      expect.objectContaining({
        bookingId: booking.id,
        orderId: order.id,
        contactName: 'Sofie Sælger',
        contactPhone: '+4512345678',
        address: 'Strandvejen 12, 2900 Hellerup',
        status: 'INCOMPLETE',
      }),
    );
    expect(phone.map((item: { bookingId: string }) => item.bookingId)).not.toContain(linked.booking.id);
    expect(calls.map((item: { bookingId: string }) => item.bookingId)).toEqual([linked.booking.id]);
    expect(photographers.map((item: { name: string }) => item.name)).toContain('Olav');
    expect((await get('/api/provider/visits/to-book', cookies.photographer)).statusCode).toBe(403);
  });

  it('book by phone: bad input is refused and nothing is written; the booking reaches the office', async () => {
    const { booking, order, task } = await phoneOrder();
    const url = `/api/provider/visits/${booking.id}/book`;
    const refused = [
      [{ photographerId: 'anna', start: thursdayAt(9) }, 400, 'photographerId'],
      [{ photographerId: anna.id, start: 'tomorrow' }, 400, 'start'],
      [{ photographerId: olav.id, start: thursdayAt(9) }, 400, 'photographerId'],
      [{ photographerId: anna.id, start: '2026-03-03T09:00:00.000Z' }, 400, 'start'],
    ] as const;
    for (const [payload, status, field] of refused) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(status);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    expect(
      (await post(url, { photographerId: anna.id, start: thursdayAt(9) }, cookies.photographer)).statusCode,
    ).toBe(403);
    expect((await visitRow(booking.id))?.visitStatus).toBe('INCOMPLETE');

    const booked = await post(url, { photographerId: anna.id, start: thursdayAt(9) });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({
      status: 'CONFIRMED',
      photographerName: 'Anna Fotograf',
      start: thursdayAt(9),
      end: thursdayAt(10, 30),
    });
    const [taskRow] = await db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(taskRow?.status).toBe('Completed');
    const info = await get(`/api/orders/${order.id}/booking-info`, cookies.agent);
    expect(info.json().dateOfPhotography).toBe(thursdayAt(9));
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, agentA.id), eq(notifications.orderId, order.id)));
    expect(told.map((item) => item.kind)).toEqual(['booking_made']);
    const again = await post(url, { photographerId: bo.id, start: thursdayAt(13) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ErrorKey.bookingAlreadyMade);
  });

  it('book and move refuse a time within the travel time of another visit of the photographer (409)', async () => {
    await bookedVisit(12);
    const { booking } = await phoneOrder();
    const clash = await post(`/api/provider/visits/${booking.id}/book`, {
      photographerId: anna.id,
      start: thursdayAt(13, 30),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe(ErrorKey.visitClash);
    expect(clash.json().message).toBe('The photographer has another visit at that time.');
    expect((await visitRow(booking.id))?.visitStatus).toBe('INCOMPLETE');

    const other = await bookedVisit(15);
    const moveUrl = `/api/provider/visits/${other.booking.id}/move`;
    const moveClash = await post(moveUrl, { photographerId: anna.id, start: thursdayAt(11) });
    expect(moveClash.statusCode).toBe(409);
    expect((await visitRow(other.booking.id))?.planningFrameStart?.toISOString()).toBe(thursdayAt(15));
    expect((await post(moveUrl, { photographerId: anna.id, start: 'soon' })).statusCode).toBe(400);
    expect(
      (await post(moveUrl, { photographerId: anna.id, start: thursdayAt(9) }, cookies.photographer))
        .statusCode,
    ).toBe(403);

    const moved = await post(moveUrl, { photographerId: bo.id, start: thursdayAt(12) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ photographerName: 'Bo Fotograf', start: thursdayAt(12) });
  });

  it('status: the allowed moves only; refused ones answer 409 and change nothing', async () => {
    const { booking } = await bookedVisit(9, FRIDAY);
    const url = `/api/provider/visits/${booking.id}/status`;
    expect((await post(url, { status: 'DONE' })).statusCode).toBe(400);
    const skipped = await post(url, { status: 'COMPLETE' }, cookies.photographer);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().code).toBe(ErrorKey.visitChangeNotAllowed);
    expect((await visitRow(booking.id))?.visitStatus).toBe('CONFIRMED');
    for (const status of ['ON_ROUTE', 'ARRIVED', 'COMPLETE']) {
      const response = await post(url, { status }, cookies.photographer);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    expect((await post(url, { status: 'CANCELLED' })).statusCode).toBe(409);
    expect((await visitRow(booking.id))?.visitStatus).toBe('COMPLETE');
    const moved = await post(`/api/provider/visits/${booking.id}/move`, {
      photographerId: bo.id,
      start: thursdayAt(14),
    });
    expect(moved.json().code).toBe(ErrorKey.visitChangeNotAllowed);
  });

  it('calendar: all photographers with their hours, one by filter; a photographer sees only their own', async () => {
    const annas = await bookedVisit(13, FRIDAY);
    const bos = await phoneOrder();
    await post(`/api/provider/visits/${bos.booking.id}/book`, {
      photographerId: bo.id,
      start: thursdayAt(10),
    });
    const other = await post(
      `/api/provider/visits/${bos.booking.id}/status`,
      { status: 'FIXED' },
      cookies.photographer,
    );
    expect(other.statusCode).toBe(404);

    const url = '/api/provider/visits?from=2026-03-02&to=2026-03-08';
    const all = (await get(url)).json();
    const ids = all.visits.map((item: { bookingId: string }) => item.bookingId);
    expect(ids).toEqual(expect.arrayContaining([annas.booking.id, bos.booking.id]));
    expect(all.ownPhotographerId).toBeNull();
    expect(all.photographers).toContainEqual(
      expect.objectContaining({ name: 'Bo Fotograf', workStartMinute: 480, workEndMinute: 960 }),
    );
    const filtered = (await get(`${url}&photographerId=${bo.id}`)).json();
    expect(filtered.visits.map((item: { bookingId: string }) => item.bookingId)).toContain(bos.booking.id);
    expect(filtered.visits.every((item: { photographerId: string }) => item.photographerId === bo.id)).toBe(
      true,
    );
    const own = (await get(`${url}&photographerId=${bo.id}`, cookies.photographer)).json();
    expect(own.ownPhotographerId).toBe(anna.id);
    expect(own.photographers.map((item: { name: string }) => item.name)).toEqual(['Anna Fotograf']);
    expect(own.visits.map((item: { bookingId: string }) => item.bookingId)).toContain(annas.booking.id);
    expect(own.visits.every((item: { photographerId: string }) => item.photographerId === anna.id)).toBe(
      true,
    );
    expect((await get('/api/provider/visits?from=2026-03-08&to=2026-03-02')).statusCode).toBe(400);
    expect((await get('/api/provider/visits?from=2026-03-01&to=2026-05-01')).statusCode).toBe(400);
  });

  it('a visit tells the photographer what the order said of the property', async () => {
    const { booking, order } = await bookedVisit(8, '2026-03-09');
    await db
      .update(orders)
      .set({ cadastralNumber: '12a Hellerup By', roofColor: 'darkGrey', offeringType: 'BOTH' })
      .where(eq(orders.id, order.id));
    const { visits } = (
      await get('/api/provider/visits?from=2026-03-09&to=2026-03-09', cookies.photographer)
    ).json();
    expect(visits).toContainEqual(
      expect.objectContaining({
        bookingId: booking.id,
        cadastralNumber: '12a Hellerup By',
        roofColor: 'darkGrey',
        offeringType: 'BOTH',
      }),
    );
  });
});
