import { ErrorKey } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { orders } from '../orders/orders.table.ts';
import { markUnansweredLinksForCall } from './booking-links.service.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from './booking-test-setup.ts';
import { bookingLinks, bookings } from './bookings.table.ts';

describe('public booking routes', async () => {
  const { app, db, setNow, sms } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, agentA } = await buildOffices(db);
  const cookieA = await signIn(app, agentA.email);
  await buildPhotographer(db, { name: 'Anna Fotograf' });

  /** A booking of office A with a link sent by SMS; returns the token from the message. */
  async function sendLink(options: Parameters<typeof buildBookedOrder>[2] = {}, locale = 'da') {
    const built = await buildBookedOrder(db, officeA.id, options);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Bookings/third-party-link',
      headers: portalHeaders(cookieA),
      payload: { bookingId: built.booking.id, channel: 'SMS', locale },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    const token = /book\/([\w-]+)/.exec(sms.at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error('no token in the message');
    return { ...built, token };
  }
  const open = (token: string, path = '') =>
    app.inject({ method: 'GET', url: `/api/public/bookings/${token}${path}` });
  const confirm = (token: string, proposalId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/public/bookings/${token}/confirm`,
      headers: csrfHeader,
      payload: { proposalId },
    });

  it('opens without an account, shows proposals and books; the link is then used up', async () => {
    const { token, booking } = await sendLink({}, 'sv');
    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      state: 'OPEN',
      locale: 'sv',
      address: 'Strandvejen 12, 2900 Hellerup',
      departmentName: 'Office A',
      contactName: 'Sofie Sælger',
      booking: null,
    });
    const proposals = (await open(token, '/proposals')).json();
    expect(proposals.suggested.expectedStart).toBe('2026-03-05T07:00:00.000Z');
    expect((await confirm(token, '')).statusCode).toBe(400);
    const stale = await confirm(token, 'made-up.1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorKey.bookingSlotTaken);
    const booked = await confirm(token, proposals.suggested.proposalId);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({
      state: 'BOOKED',
      booking: { bookingId: booking.id, type: 'THIRD_PARTY_PRIMARY_CONFIRMED', status: 'CONFIRMED' },
    });
    expect(sms.at(-1)?.text).toContain(
      'Fotografens besök på Strandvejen 12, 2900 Hellerup är bokat till torsdag 5 mars 2026',
    );
    const used = await open(token);
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe(ErrorKey.bookingLinkInvalid);
  });

  it('gives the booked visit as a calendar file, also after the link was used, and 404 before', async () => {
    const { token, booking } = await sendLink({}, 'da');
    expect((await open(token, '/calendar.ics')).statusCode).toBe(404);
    const proposals = (await open(token, '/proposals')).json();
    const booked = (await confirm(token, proposals.suggested.proposalId)).json().booking;
    const icalTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const file = await open(token, '/calendar.ics');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.body).toContain('BEGIN:VEVENT');
    expect(file.body).toContain(`UID:${booking.id}@`);
    // The booked time as the booking page shows it, arrival to departure.
    expect(file.body).toContain(`DTSTART:${icalTime(booked.start)}\r\nDTEND:${icalTime(booked.end)}`);
    expect(file.body).toContain('SUMMARY:Fotografens besøg: Strandvejen 12\\, 2900 Hellerup');
    expect(file.body).toContain('DESCRIPTION:Fotograf: Anna Fotograf');
    expect((await open('x'.repeat(43), '/calendar.ics')).statusCode).toBe(410);
  });

  it('wrong, expired and closed-order tokens answer 410; a token opens only its own booking', async () => {
    expect((await open('x'.repeat(43))).statusCode).toBe(410);
    expect((await open('short')).statusCode).toBe(400);
    const first = await sendLink();
    const second = await sendLink();
    expect((await open(first.token)).json().booking).toBeNull();
    const secondProposals = (await open(second.token, '/proposals')).json();
    // Confirming through the first link books the first booking, never the second.
    expect((await confirm(first.token, secondProposals.suggested.proposalId)).statusCode).toBe(200);
    expect((await open(second.token)).json().state).toBe('OPEN');

    setNow(new Date(BOOKING_NOW.getTime() + 15 * 86_400_000));
    expect((await open(second.token)).statusCode).toBe(410);
    setNow(BOOKING_NOW);
    await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, second.order.id));
    expect((await open(second.token)).statusCode).toBe(410);
  });

  it('a booking made by the office meanwhile shows BOOKED and refuses another confirmation', async () => {
    const { token, booking } = await sendLink();
    const proposals = (await open(token, '/proposals')).json();
    const byOffice = await app.inject({
      method: 'POST',
      url: `/api/Bookings/${booking.id}/proposals/confirm`,
      headers: portalHeaders(cookieA),
      payload: { proposalId: proposals.others[0].proposalId },
    });
    expect(byOffice.statusCode).toBe(200);
    expect((await open(token)).json().state).toBe('BOOKED');
    const again = await confirm(token, proposals.suggested.proposalId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ErrorKey.bookingAlreadyMade);
  });

  it('a visit that became one for the phone after its link was sent says the booking department will call', async () => {
    const { token, order } = await sendLink();
    // An order from before key pickups were left to the provider's phone at once.
    await db.update(orders).set({ keyPickup: true }).where(eq(orders.id, order.id));
    expect((await open(token)).json().state).toBe('CALL_INSTEAD');
    const proposals = await open(token, '/proposals');
    expect(proposals.statusCode).toBe(409);
    expect(proposals.json().code).toBe(ErrorKey.bookingCallInstead);
  });

  it('no link is sent for a visit only the phone can book; nothing is written', async () => {
    const { booking } = await buildBookedOrder(db, officeA.id, { keyPickup: true });
    const before = sms.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/Bookings/third-party-link',
      headers: { ...portalHeaders(cookieA), 'accept-language': 'da' },
      payload: { bookingId: booking.id, channel: 'SMS' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(ErrorKey.bookingCallInstead);
    expect(sms.length).toBe(before);
    expect(await db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, booking.id))).toEqual([]);
  });

  it("the links of a cancelled order or visit answer the spec's applicationClosed", async () => {
    const ofOrder = await sendLink();
    await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, ofOrder.order.id));
    const ofVisit = await sendLink();
    await db.update(bookings).set({ visitStatus: 'CANCELLED' }).where(eq(bookings.id, ofVisit.booking.id));
    for (const { token } of [ofOrder, ofVisit]) {
      for (const path of ['', '/proposals']) {
        const response = await open(token, path);
        expect(response.statusCode).toBe(410);
        expect(response.json()).toMatchObject({
          code: ErrorKey.applicationClosed,
          message: 'Application already submitted or order was closed.',
        });
      }
    }
  });

  it('two people confirming the same slot at the same moment: exactly one wins', async () => {
    const first = await sendLink();
    const second = await sendLink();
    const proposalId = (await open(first.token, '/proposals')).json().suggested.proposalId;
    expect((await open(second.token, '/proposals')).json().suggested.proposalId).toBe(proposalId);
    const results = await Promise.all([confirm(first.token, proposalId), confirm(second.token, proposalId)]);
    const codes = results.map((result) => result.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(results.find((result) => result.statusCode === 409)?.json().code).toBe(ErrorKey.bookingSlotTaken);
    const fresh = (
      await open(results[0]?.statusCode === 409 ? first.token : second.token, '/proposals')
    ).json();
    expect(fresh.suggested.proposalId).not.toBe(proposalId);
  });

  it('the same link confirmed twice at once books once', async () => {
    const { token } = await sendLink();
    const proposals = (await open(token, '/proposals')).json();
    const results = await Promise.all([
      confirm(token, proposals.suggested.proposalId),
      confirm(token, proposals.others[0].proposalId),
    ]);
    const codes = results.map((result) => result.statusCode).sort();
    // The loser finds the booking made (409) or, when it starts after the winner, the link used (410).
    expect(codes[0]).toBe(200);
    expect([409, 410]).toContain(codes[1]);
  });

  it('links unused for 5 working days are marked for a call', async () => {
    const { booking } = await sendLink();
    const mark = async (date: Date) => {
      await markUnansweredLinksForCall(db, date);
      const [link] = await db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, booking.id));
      return link?.callNeededAt ?? null;
    };
    // Sent Wednesday 10:00; five working days later is the next Wednesday 10:00 (the weekend does not count).
    expect(await mark(new Date(BOOKING_NOW.getTime() + 6 * 86_400_000))).toBeNull();
    const due = new Date(BOOKING_NOW.getTime() + 7 * 86_400_000);
    expect((await mark(due))?.toISOString()).toBe(due.toISOString());
  });
});
