import { ErrorKey, localParts, zonedInstant } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildCase,
  buildContactPerson,
  buildOffices,
  buildOrder,
  buildTask,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { markUnansweredLinksForCall } from './booking-links.service.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from './booking-test-setup.ts';

/** A booking's follow-up: the call mark, another contact person as the link's recipient, holidays. */
describe('booking follow-up', async () => {
  const { app, db, setNow, sms, mail } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, agentA, adminB } = await buildOffices(db);
  const cookieA = await signIn(app, agentA.email);
  const cookieB = await signIn(app, adminB.email);
  await buildPhotographer(db, { name: 'Anna Fotograf' });

  const get = (url: string, cookie = cookieA) =>
    app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });
  const post = (url: string, payload: object, cookie = cookieA) =>
    app.inject({ method: 'POST', url, headers: portalHeaders(cookie), payload });
  const sendLink = (payload: object, cookie = cookieA) =>
    post('/api/Bookings/third-party-link', payload, cookie);
  const searchTasks = async (orderId: string) => {
    const response = await post('/api/orders/tasks/search', { take: 100, statuses: ['Open', 'Partial'] });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { orderId: string; type: string; booking: unknown }[]).filter(
      (task) => task.orderId === orderId,
    );
  };

  it('a link unused for 5 working days marks the booking and its tasks for a call', async () => {
    const { booking, order, case: item } = await buildBookedOrder(db, officeA.id);
    await buildTask(db, { branchId: officeA.id, caseId: item.id, orderId: order.id, type: 'UPLOAD_IMAGES' });
    expect((await get(`/api/Bookings/${booking.id}`)).json()).toMatchObject({
      callNeeded: false,
      callNeededAt: null,
    });
    expect((await sendLink({ bookingId: booking.id, channel: 'SMS' })).statusCode).toBe(200);
    const due = new Date(BOOKING_NOW.getTime() + 7 * 86_400_000);
    await markUnansweredLinksForCall(db, due);

    expect((await get(`/api/Bookings/${booking.id}`)).json()).toMatchObject({
      callNeeded: true,
      callNeededAt: due.toISOString(),
    });
    const tasks = await searchTasks(order.id);
    expect(tasks.map((task) => task.type).sort()).toEqual(['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES']);
    for (const task of tasks) {
      expect(task.booking).toEqual({
        bookingId: booking.id,
        start: null,
        end: null,
        status: 'INCOMPLETE',
        callNeeded: true,
        callNeededAt: due.toISOString(),
      });
    }
    // A new link starts the 5 working days again.
    setNow(due);
    try {
      // The session of a week ago has ended: signed in again.
      const later = await signIn(app, agentA.email);
      expect((await sendLink({ bookingId: booking.id, channel: 'EMAIL' }, later)).statusCode).toBe(200);
      expect((await get(`/api/Bookings/${booking.id}`, later)).json().callNeeded).toBe(false);
    } finally {
      setNow(BOOKING_NOW);
    }
  });

  it('the tasks of a booked order carry the confirmed time; other orders carry none', async () => {
    const { booking, order, case: item } = await buildBookedOrder(db, officeA.id);
    const upload = await buildTask(db, {
      branchId: officeA.id,
      caseId: item.id,
      orderId: order.id,
      type: 'UPLOAD_IMAGES',
    });
    const proposals = (await get(`/api/Bookings/${booking.id}/proposals`)).json();
    const confirmed = await post(`/api/Bookings/${booking.id}/proposals/confirm`, {
      proposalId: proposals.suggested.proposalId,
    });
    expect(confirmed.json()).toMatchObject({ callNeeded: false, status: 'CONFIRMED' });
    const [task] = await searchTasks(order.id);
    expect(task).toMatchObject({
      id: upload.id,
      booking: {
        bookingId: booking.id,
        start: confirmed.json().start,
        status: 'CONFIRMED',
        callNeeded: false,
      },
    });
    const plain = await buildCase(db, { branchId: officeA.id });
    const textOrder = await buildOrder(db, { caseId: plain.id, branchId: officeA.id }, [
      { productName: 'Text' },
    ]);
    const lone = await buildTask(db, {
      branchId: officeA.id,
      caseId: plain.id,
      orderId: textOrder.order.id,
      type: 'TEXT',
    });
    expect((await searchTasks(lone.orderId))[0]?.booking).toBeNull();
  });

  it('the order lists its contact persons with ids, and the link goes to the one chosen', async () => {
    const { booking, order, case: item, contact } = await buildBookedOrder(db, officeA.id);
    const lawyer = await buildContactPerson(db, {
      caseId: item.id,
      priority: 2,
      contactType: 'LAWYER',
      name: 'Lars Advokat',
      phoneMobile: '+4587654321',
      email: 'lars@law.test',
    });
    const noPhone = await buildContactPerson(db, {
      caseId: item.id,
      priority: 3,
      contactType: 'OTHER',
      name: 'Uden Telefon',
      email: 'uden@mail.test',
    });
    const details = (await get(`/api/orders/${order.id}`)).json();
    expect(details.contactPersons.map((person: { id: string }) => person.id)).toEqual([
      contact?.id,
      lawyer?.id,
      noPhone?.id,
    ]);

    const bySms = await sendLink({ bookingId: booking.id, channel: 'SMS', contactPersonId: lawyer?.id });
    expect(bySms.statusCode).toBe(200);
    expect(bySms.json().sentTo).toBe('+4587654321');
    expect(sms.at(-1)?.text).toMatch(/^Hej Lars Advokat\./);

    const byMail = await sendLink({ bookingId: booking.id, channel: 'EMAIL', contactPersonId: noPhone?.id });
    expect(byMail.json().sentTo).toBe('uden@mail.test');
    expect(mail.received.some((received) => received.to.includes('uden@mail.test'))).toBe(true);

    const noNumber = await sendLink({ bookingId: booking.id, channel: 'SMS', contactPersonId: noPhone?.id });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().fields).toEqual({ channel: ErrorKey.formRecipientMissing });
  });

  it('a contact person of another case, or of another department, is refused', async () => {
    const { booking } = await buildBookedOrder(db, officeA.id);
    const elsewhere = await buildCase(db, { branchId: officeA.id });
    const stranger = await buildContactPerson(db, { caseId: elsewhere.id, phoneMobile: '+4511111111' });
    const refused = await sendLink({ bookingId: booking.id, channel: 'SMS', contactPersonId: stranger?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ contactPersonId: ErrorKey.formRecipientMissing });
    const before = sms.length;
    expect(
      (await sendLink({ bookingId: booking.id, channel: 'SMS', contactPersonId: stranger?.id }, cookieB))
        .statusCode,
    ).toBe(404);
    expect(
      (await sendLink({ bookingId: booking.id, channel: 'SMS', contactPersonId: 'nope' })).statusCode,
    ).toBe(400);
    expect(sms.length).toBe(before);
  });

  it('proposals leave out the public holidays of the country', async () => {
    const { booking } = await buildBookedOrder(db, officeA.id);
    // Tuesday 22 December 2026: Christmas Day and Boxing Day, and New Year's Day, are holidays in Denmark.
    setNow(zonedInstant('2026-12-22', 10 * 60, 'Europe/Copenhagen'));
    try {
      const response = await get(`/api/Bookings/${booking.id}/proposals`, await signIn(app, agentA.email));
      expect(response.statusCode, response.body).toBe(200);
      const proposals = response.json();
      const days = [proposals.suggested, ...proposals.others].map(
        (proposal: { expectedStart: string }) =>
          localParts(new Date(proposal.expectedStart), 'Europe/Copenhagen').day,
      );
      expect(days[0]).toBe('2026-12-23');
      for (const holiday of ['2026-12-25', '2026-12-26', '2027-01-01']) expect(days).not.toContain(holiday);
      expect(days).toContain('2026-12-28');
    } finally {
      setNow(BOOKING_NOW);
    }
  });
});
