import { WORK_COUNT_LIMIT } from '@portal/contracts';
import { and, count, eq, isNotNull, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { orders } from '../orders/orders.table.ts';
import { bookings } from './bookings.table.ts';

/** Each country's local day, and the day of the countries without a zone of their own. */
export interface LocalDays {
  byCountry: Record<string, string>;
  otherwise: string;
}

/**
 * The visits with a time on their property's local day (the tour date), of one photographer or all,
 * cancelled ones left out: counted up to WORK_COUNT_LIMIT + 1.
 */
export async function countVisitsOnLocalDays(db: Db, days: LocalDays, photographerId?: string) {
  const onTheDay = or(
    ...Object.entries(days.byCountry).map(([countryCode, day]) =>
      and(eq(branches.countryCode, countryCode), eq(bookings.tourDate, day)),
    ),
    and(notInArray(branches.countryCode, Object.keys(days.byCountry)), eq(bookings.tourDate, days.otherwise)),
  );
  const visits = db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(
      and(
        onTheDay,
        isNotNull(bookings.planningFrameStart),
        ne(bookings.visitStatus, 'CANCELLED'),
        photographerId ? eq(bookings.photographerId, photographerId) : undefined,
      ),
    )
    .limit(WORK_COUNT_LIMIT + 1)
    .as('visits');
  const [row] = await db.select({ value: count() }).from(visits);
  return row?.value ?? 0;
}
