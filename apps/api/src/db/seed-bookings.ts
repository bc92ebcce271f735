import type { OrderStatusWord, VisitStatus } from '@portal/contracts';
import { timeZoneOfCountry } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { initialBookingNotes } from '../modules/bookings/booking-rules.ts';
import { bookings, photographers } from '../modules/bookings/bookings.table.ts';
import { orders } from '../modules/orders/orders.table.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
import type { Db } from './client.ts';

/** Two photographers per country, living in different regions, working Monday to Friday 08:00-16:00. */
const DEMO_PHOTOGRAPHERS = [
  { countryCode: 'DK', name: 'Mads Lindholm', phone: '+4520112233', homePostalCode: '2200' },
  { countryCode: 'DK', name: 'Camilla Krogh', phone: '+4530445566', homePostalCode: '8000' },
  { countryCode: 'SE', name: 'Elin Bergström', phone: '+46701234567', homePostalCode: '11430' },
  { countryCode: 'SE', name: 'Johan Ek', phone: '+46737654321', homePostalCode: '41101' },
  { countryCode: 'NO', name: 'Ingrid Haugen', phone: '+4791234567', homePostalCode: '5003' },
  { countryCode: 'NO', name: 'Lars Moe', phone: '+4793456789', homePostalCode: '0150' },
];

const VISIT_STATUS_OF_ORDER: Partial<Record<OrderStatusWord, VisitStatus>> = {
  Delivered: 'COMPLETE',
  Invoiced: 'COMPLETE',
  Cancelled: 'CANCELLED',
};

/**
 * The demo photographers, and a booking for every demo order with a photographer task: open orders wait
 * for a time (a link choice makes it THIRD_PARTY), delivered ones are complete, cancelled ones cancelled.
 */
export async function seedBookings(db: Db) {
  await db
    .insert(photographers)
    .values(DEMO_PHOTOGRAPHERS.map((item) => ({ ...item, timeZone: timeZoneOfCountry(item.countryCode) })));
  const rows = await db
    .select({ taskId: tasks.id, order: orders })
    .from(tasks)
    .innerJoin(orders, eq(orders.id, tasks.orderId))
    .where(eq(tasks.type, 'BOOK_PHOTOGRAPHER'));
  if (rows.length === 0) return;
  await db
    .insert(bookings)
    .values(
      rows.map(({ taskId, order }) => ({
        orderId: order.id,
        taskId,
        type: order.bookingChoice === 'CONTACT_LINK' ? 'THIRD_PARTY' : null,
        visitStatus: VISIT_STATUS_OF_ORDER[order.status] ?? 'INCOMPLETE',
        notes: initialBookingNotes(order),
        keyPickupAddress: order.keyPickup ? order.keyPickupAddress : null,
        createdAt: order.createdDate,
        updatedAt: order.updatedAt,
      })),
    )
    .onConflictDoNothing();
}
