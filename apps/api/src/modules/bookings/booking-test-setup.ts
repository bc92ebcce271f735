import { zonedInstant } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { buildCase, buildContactPerson, buildOrder, buildTask } from '../../test/factories.ts';
import { createBookingOfOrder } from './bookings.service.ts';
import { photographers } from './bookings.table.ts';

/** Wednesday 4 March 2026, 10:00 in Copenhagen: proposals start Thursday 08:00. */
export const BOOKING_NOW = zonedInstant('2026-03-04', 10 * 60, 'Europe/Copenhagen');

export async function buildPhotographer(db: Db, values: Partial<typeof photographers.$inferInsert> = {}) {
  const [row] = await db
    .insert(photographers)
    .values({
      countryCode: 'DK',
      name: 'Anna Fotograf',
      phone: '+4520000000',
      timeZone: 'Europe/Copenhagen',
      homePostalCode: '2900',
      ...values,
    })
    .returning();
  if (!row) throw new Error('photographer not created');
  return row;
}

/** An Open order of the department with a photography line, its booking task, a contact person and booking. */
export async function buildBookedOrder(
  db: Db,
  branchId: number,
  options: { keyPickup?: boolean; itemNumber?: string; phone?: string | null; email?: string | null } = {},
) {
  const item = await buildCase(db, { branchId, addressFull: 'Strandvejen 12, 2900 Hellerup', zip: '2900' });
  const contact = await buildContactPerson(db, {
    caseId: item.id,
    name: 'Sofie Sælger',
    phoneMobile: options.phone === undefined ? '+4512345678' : options.phone,
    email: options.email === undefined ? 'sofie@seller.test' : options.email,
  });
  const { order, lines } = await buildOrder(
    db,
    {
      caseId: item.id,
      branchId,
      keyPickup: options.keyPickup ?? false,
      keyPickupAddress: options.keyPickup ? 'Nabo, Strandvejen 14' : null,
      livingArea: 142,
      photographerComment: 'Ring on the door',
    },
    [{ itemNumber: options.itemNumber ?? 'PHOTO-20', productName: 'Fotografering 20 billeder' }],
  );
  const task = await buildTask(db, {
    branchId,
    caseId: item.id,
    orderId: order.id,
    orderLineId: lines[0]?.id,
    type: 'BOOK_PHOTOGRAPHER',
  });
  const booking = await createBookingOfOrder(db, order.id, BOOKING_NOW);
  if (!booking) throw new Error('booking not created');
  return { case: item, contact, order, task, booking };
}
