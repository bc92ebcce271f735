import { ANONYMISED, ENDED_ORDER_STATUSES, type PersonalDataSubject } from '@portal/contracts';
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subjectMatches } from '../../db/personal-data-match.ts';
import { users } from '../users/users.table.ts';
import { type EndUserInvoice, orders, orderWatchers } from './orders.table.ts';

/** What an end-user invoice keeps once anonymised: that the order was invoiced to a private person. */
const ANONYMISED_INVOICE: EndUserInvoice = {
  firstName: ANONYMISED,
  lastName: '',
  email: '',
  phone: '',
  address: '',
};

const invoiceOfSubject = (subject: PersonalDataSubject) =>
  subjectMatches(subject, {
    emails: [sql`${orders.endUserInvoice} ->> 'email'`],
    phones: [sql`${orders.endUserInvoice} ->> 'phone'`],
  });

const userOfSubject = (subject: PersonalDataSubject) =>
  subjectMatches(subject, { emails: [users.email], phones: [users.phoneNumber, users.phoneAlt] });

/** The departments' orders invoiced to the person. */
export async function findEndUserInvoicesOfSubject(
  db: Db,
  branchIds: number[],
  subject: PersonalDataSubject,
) {
  if (branchIds.length === 0) return [];
  return db
    .select({
      caseId: orders.caseId,
      orderId: orders.id,
      salesId: orders.salesId,
      invoice: orders.endUserInvoice,
    })
    .from(orders)
    .where(
      and(inArray(orders.branchId, branchIds), isNotNull(orders.endUserInvoice), invoiceOfSubject(subject)),
    )
    .orderBy(asc(orders.createdDate));
}

/** Anonymises the end-user invoices of the case's orders (the person's only, when given); the amounts stay. */
export async function anonymiseEndUserInvoices(db: Db, caseId: string, subject?: PersonalDataSubject) {
  const rows = await db
    .update(orders)
    .set({ endUserInvoice: ANONYMISED_INVOICE })
    .where(
      and(
        eq(orders.caseId, caseId),
        isNotNull(orders.endUserInvoice),
        sql`${orders.endUserInvoice} <> ${JSON.stringify(ANONYMISED_INVOICE)}::jsonb`,
        subject ? invoiceOfSubject(subject) : undefined,
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/** The departments' orders the person, as a user, watches. */
export async function findWatchedOrdersOfSubject(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  if (branchIds.length === 0) return [];
  return db
    .select({ caseId: orders.caseId, orderId: orders.id, salesId: orders.salesId })
    .from(orderWatchers)
    .innerJoin(orders, eq(orders.id, orderWatchers.orderId))
    .innerJoin(users, eq(users.id, orderWatchers.userId))
    .where(and(inArray(orders.branchId, branchIds), userOfSubject(subject)))
    .orderBy(asc(orders.createdDate));
}

/** Takes everyone (the person only, when given) off the watcher lists of the case's orders. */
export async function removeWatchersOfCase(db: Db, caseId: string, subject?: PersonalDataSubject) {
  const ordersOfCase = db.select({ id: orders.id }).from(orders).where(eq(orders.caseId, caseId));
  const usersOfSubject = subject
    ? db.select({ id: users.id }).from(users).where(userOfSubject(subject))
    : undefined;
  const rows = await db
    .delete(orderWatchers)
    .where(
      and(
        inArray(orderWatchers.orderId, ordersOfCase),
        usersOfSubject ? inArray(orderWatchers.userId, usersOfSubject) : undefined,
      ),
    )
    .returning({ orderId: orderWatchers.orderId });
  return rows.length;
}

/** The orders of the cases that have not ended yet. */
export async function findRunningOrdersOfCases(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({ caseId: orders.caseId, orderId: orders.id, salesId: orders.salesId, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.caseId, caseIds), notInArray(orders.status, [...ENDED_ORDER_STATUSES])))
    .orderBy(asc(orders.createdDate));
}
