import { ErrorKey } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from './booking-test-setup.ts';
import { bookingLinks, bookings } from './bookings.table.ts';

describe('a booking link when the SMS gateway fails', async () => {
  const { app, db, setNow } = await createTestApp({
    sms: {
      send: async () => {
        throw new Error('gateway answered 503');
      },
    },
  });
  setNow(BOOKING_NOW);
  const { officeA, agentA } = await buildOffices(db);
  const cookie = await signIn(app, agentA.email);
  await buildPhotographer(db);

  it('answers 502 smsFailed and changes nothing: no link, booking type, task and choice as they were', async () => {
    const { booking, task, order } = await buildBookedOrder(db, officeA.id);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/Bookings/third-party-link',
      headers: portalHeaders(cookie),
      payload: { bookingId: booking.id, channel: 'SMS' },
    });
    expect(sent.statusCode).toBe(502);
    expect(sent.json().code).toBe(ErrorKey.smsFailed);

    const chosen = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/booking-choice`,
      headers: portalHeaders(cookie),
      payload: { choice: 'CONTACT_LINK' },
    });
    expect(chosen.statusCode).toBe(502);

    expect(await db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, booking.id))).toEqual([]);
    const [bookingRow] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(bookingRow?.type).toBeNull();
    const [taskRow] = await db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(taskRow?.status).toBe('Open');
    const info = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/booking-info`,
      headers: portalHeaders(cookie),
    });
    expect(info.json().choice).toBeNull();
  });
});
