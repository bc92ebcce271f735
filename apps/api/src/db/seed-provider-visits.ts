import { localParts, timeZoneOfCountry, zonedInstant } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { hashToken } from '../modules/auth/secrets.ts';
import { bookingLinks, bookings, photographers } from '../modules/bookings/bookings.table.ts';
import { nextWorkingDays } from '../modules/bookings/zoned-time.ts';
import { branches } from '../modules/branches/branches.table.ts';
import { contactPersons } from '../modules/cases/cases.table.ts';
import { orders } from '../modules/orders/orders.table.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
import type { Db } from './client.ts';

const DAY = 86_400_000;
/** A visit of the demo week: which photographer (by name), on which working day (0 = today), at what local time. */
const VISITS: Record<string, { photographer: string; day: number; minute: number; duration: number }[]> = {
  DK: [
    { photographer: 'Anna Fotograf', day: 0, minute: 9 * 60, duration: 90 },
    { photographer: 'Anna Fotograf', day: 0, minute: 13 * 60, duration: 60 },
    { photographer: 'Mads Lindholm', day: 0, minute: 10 * 60, duration: 90 },
    { photographer: 'Anna Fotograf', day: 1, minute: 10 * 60 + 30, duration: 120 },
    { photographer: 'Camilla Krogh', day: 2, minute: 13 * 60, duration: 90 },
  ],
  SE: [
    { photographer: 'Elin Bergström', day: 0, minute: 11 * 60, duration: 90 },
    { photographer: 'Johan Ek', day: 1, minute: 9 * 60, duration: 60 },
  ],
  NO: [{ photographer: 'Ingrid Haugen', day: 1, minute: 12 * 60, duration: 90 }],
};
/** Orders per country left to the provider's phone, and links the contact person did not use in 5 working days. */
const PHONE_ORDERS: Record<string, number> = { DK: 2, SE: 1, NO: 1 };
const CALL_ORDERS: Record<string, number> = { DK: 1, SE: 1, NO: 0 };

/** Today's local day when it is a weekday, then the next working days: the days the demo visits fall on. */
function demoDays(now: Date, countryCode: string) {
  const today = localParts(now, timeZoneOfCountry(countryCode)).day;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const upcoming = nextWorkingDays(now, countryCode, 3);
  return weekday === 0 || weekday === 6 ? upcoming : [today, ...upcoming];
}

/**
 * The console's demo (docs/product.md, Fulfilment console): photographer@demo.test is the photographer Anna
 * Fotograf of Copenhagen; open orders of every country wait in the phone queue and the call queue, and a few
 * are booked this week, so the calendar, the queues and the photographer's day all show real-looking work.
 */
export async function seedProviderVisits(db: Db, photographerUserId: string, now = new Date()) {
  await db.insert(photographers).values({
    countryCode: 'DK',
    name: 'Anna Fotograf',
    phone: '+4528114590',
    timeZone: timeZoneOfCountry('DK'),
    homePostalCode: '2100',
    userId: photographerUserId,
  });
  const team = await db.select().from(photographers);
  for (const countryCode of ['DK', 'SE', 'NO']) {
    const waiting = await db
      .select({ booking: bookings, caseId: orders.caseId })
      .from(bookings)
      .innerJoin(orders, eq(orders.id, bookings.orderId))
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .where(
        and(
          eq(branches.countryCode, countryCode),
          eq(orders.status, 'Open'),
          eq(bookings.visitStatus, 'INCOMPLETE'),
        ),
      )
      .orderBy(asc(orders.createdDate));
    const phone = waiting.slice(0, PHONE_ORDERS[countryCode]);
    const calls = waiting.slice(phone.length, phone.length + (CALL_ORDERS[countryCode] ?? 0));
    const booked = waiting.slice(
      phone.length + calls.length,
      phone.length + calls.length + (VISITS[countryCode]?.length ?? 0),
    );
    await leaveToPhone(
      db,
      phone.map(({ booking }) => booking),
      now,
    );
    await markForCall(db, calls, now);
    const days = demoDays(now, countryCode);
    for (const [index, { booking }] of booked.entries()) {
      const plan = VISITS[countryCode]?.[index];
      const photographer = team.find((item) => item.name === plan?.photographer);
      const day = plan && days[plan.day];
      if (!plan || !photographer || !day) continue;
      const start = zonedInstant(day, plan.minute, photographer.timeZone);
      await db
        .update(bookings)
        .set({
          type: 'EXTERNAL_SOFTWARE',
          visitStatus: 'CONFIRMED',
          photographerId: photographer.id,
          tourDate: day,
          planningFrameStart: start,
          planningFrameEnd: new Date(start.getTime() + plan.duration * 60_000),
          durationMinutes: plan.duration,
          confirmedAt: new Date(now.getTime() - DAY),
        })
        .where(eq(bookings.id, booking.id));
      await db.update(orders).set({ bookingChoice: 'PROVIDER_PHONE' }).where(eq(orders.id, booking.orderId));
      if (booking.taskId)
        await db.update(tasks).set({ status: 'Completed' }).where(eq(tasks.id, booking.taskId));
    }
  }
}

/** The receipt's choice "the provider books by phone": the booking task is partly done. */
async function leaveToPhone(db: Db, rows: (typeof bookings.$inferSelect)[], now: Date) {
  if (rows.length === 0) return;
  await db
    .update(orders)
    .set({ bookingChoice: 'PROVIDER_PHONE', updatedAt: now })
    .where(
      inArray(
        orders.id,
        rows.map((row) => row.orderId),
      ),
    );
  const taskIds = rows.flatMap((row) => row.taskId ?? []);
  if (taskIds.length) await db.update(tasks).set({ status: 'Partial' }).where(inArray(tasks.id, taskIds));
}

/** A link sent eight days ago that the contact person never used, marked for a call by the 5-day job. */
async function markForCall(
  db: Db,
  rows: { booking: typeof bookings.$inferSelect; caseId: string }[],
  now: Date,
) {
  for (const { booking, caseId } of rows) {
    const [contact] = await db
      .select()
      .from(contactPersons)
      .where(eq(contactPersons.caseId, caseId))
      .orderBy(asc(contactPersons.priority));
    if (!contact?.phoneMobile) continue;
    await db.insert(bookingLinks).values({
      tokenHash: hashToken(`demo-call-${booking.id}`),
      bookingId: booking.id,
      channel: 'SMS',
      sentTo: contact.phoneMobile,
      contactName: contact.name,
      locale: 'en',
      sentAt: new Date(now.getTime() - 8 * DAY),
      expiresAt: new Date(now.getTime() + 6 * DAY),
      callNeededAt: new Date(now.getTime() - DAY),
    });
    await db.update(bookings).set({ type: 'THIRD_PARTY' }).where(eq(bookings.id, booking.id));
    await db.update(orders).set({ bookingChoice: 'CONTACT_LINK' }).where(eq(orders.id, booking.orderId));
    if (booking.taskId) await db.update(tasks).set({ status: 'Partial' }).where(eq(tasks.id, booking.taskId));
  }
}
