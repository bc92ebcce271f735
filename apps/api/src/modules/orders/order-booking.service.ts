import { type BookingChoice, type BookingInfoRecord, ErrorKey } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { issueBookingLink } from '../bookings/booking-links.service.ts';
import { bookingOfOrder, phoneOnlyReasonOfBooking } from '../bookings/bookings.service.ts';
import { markBookingTaskPartial } from '../tasks/tasks.service.ts';
import type * as repo from './orders.repo.ts';
import { findVisibleOrder, recordBookingChoice } from './orders.service.ts';

// How an order's shoot is booked. Kept apart from orders.service.ts because it calls the bookings module,
// which itself records the booking choice through orders.service.ts.

async function toBookingInfo(deps: AppDeps, order: repo.OrderRow): Promise<BookingInfoRecord> {
  const booking = await bookingOfOrder(deps.db, order.id);
  return {
    phoneOnlyReason: booking ? await phoneOnlyReasonOfBooking(deps.db, booking.row) : null,
    orderId: order.id,
    choice: order.bookingChoice as BookingChoice | null,
    keyPickup: order.keyPickup,
    keyPickupAddress: order.keyPickupAddress,
    photographerComment: order.photographerComment,
    dateOfPhotography: booking?.dateOfPhotography ?? null,
    bookingId: booking?.bookingId ?? null,
  };
}

export async function getBookingInfo(deps: AppDeps, actor: Actor, orderId: string) {
  return toBookingInfo(deps, (await findVisibleOrder(deps, actor, orderId)).order);
}

/** Choices after which only support may change the booking (docs/product.md). */
const FINAL_CHOICES: readonly string[] = ['PROVIDER_PHONE', 'CONTACT_LINK'];

/**
 * The receipt's choice of how the shoot is booked, while the order is Open; a visit only the phone can book
 * (key pickup, a long visit) takes only the provider's phone (409 otherwise). Booking by the provider or
 * by the contact person marks the booking task partially done and cannot be changed here afterwards. Booking
 * by the contact person sends them the booking link (SMS to a mobile number, else email), in the same
 * transaction: a link that cannot be sent leaves the choice open.
 */
export async function chooseBooking(
  deps: AppDeps,
  actor: Actor,
  orderId: string,
  choice: BookingChoice,
): Promise<BookingInfoRecord> {
  const { order } = await findVisibleOrder(deps, actor, orderId);
  if (order.status !== 'Open' || (order.bookingChoice && FINAL_CHOICES.includes(order.bookingChoice))) {
    throw new AppError(ErrorKey.bookingChoiceLocked, 409);
  }
  const booking = await bookingOfOrder(deps.db, orderId);
  if (choice !== 'PROVIDER_PHONE' && booking && (await phoneOnlyReasonOfBooking(deps.db, booking.row))) {
    throw new AppError(ErrorKey.bookingCallInstead, 409);
  }
  const updated = await deps.db.transaction(async (tx) => {
    const now = nowOf(deps);
    const row = await recordBookingChoice(tx, orderId, choice, now);
    if (FINAL_CHOICES.includes(choice)) await markBookingTaskPartial(tx, orderId, now);
    const booking = choice === 'CONTACT_LINK' ? await bookingOfOrder(tx, orderId) : undefined;
    if (booking) await issueBookingLink(deps, tx, booking.row, {});
    await recordAudit(tx, actor, {
      action: 'orders.bookingChosen',
      targetType: 'order',
      targetId: orderId,
      details: { choice },
    });
    return row;
  });
  return toBookingInfo(deps, updated ?? order);
}
