import { ANONYMISED, type PersonalDataSubject } from '@portal/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subjectMatches } from '../../db/personal-data-match.ts';
import { orders } from '../orders/orders.table.ts';
import { bookingLinks, bookings } from './bookings.table.ts';

// A booking link keeps the contact person's number or address and name as they were when it was sent.

const ofSubject = (subject: PersonalDataSubject) =>
  subjectMatches(subject, {
    emails: [sql`case when ${bookingLinks.channel} = 'EMAIL' then ${bookingLinks.sentTo} end`],
    phones: [sql`case when ${bookingLinks.channel} = 'SMS' then ${bookingLinks.sentTo} end`],
  });

const stillPersonal = or(
  sql`${bookingLinks.sentTo} <> ''`,
  sql`${bookingLinks.contactName} <> ${ANONYMISED}`,
);

/** The booking links of the departments' orders sent to the person's phone or email. */
export async function findVisitLinksOfSubject(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  if (branchIds.length === 0) return [];
  return db
    .select({ caseId: orders.caseId, orderId: orders.id, link: bookingLinks })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings.id, bookingLinks.bookingId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(inArray(orders.branchId, branchIds), ofSubject(subject)))
    .orderBy(asc(bookingLinks.sentAt));
}

/** Anonymises the booking links of the case's visits (those sent to the person, when given); answers how many. */
export async function anonymiseVisitLinksOfCase(db: Db, caseId: string, subject?: PersonalDataSubject) {
  const bookingsOfCase = db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(eq(orders.caseId, caseId));
  const rows = await db
    .update(bookingLinks)
    .set({ sentTo: '', contactName: ANONYMISED })
    .where(
      and(
        inArray(bookingLinks.bookingId, bookingsOfCase),
        stillPersonal,
        subject ? ofSubject(subject) : undefined,
      ),
    )
    .returning({ id: bookingLinks.id });
  return rows.length;
}
