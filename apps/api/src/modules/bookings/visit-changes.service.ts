import { VISIT_STATUS_MOVES, VisitStatus } from '@portal/contracts';
import { formatMoment, languageAndZoneOfContact } from '../../adapters/mail/recipient-language.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { findContactPersonsOfCase } from '../cases/cases.service.ts';
import * as repo from './bookings.repo.ts';
import { type VisitNotice, visitNoticeMail, visitNoticeSms } from './visit-notice-messages.ts';

// The contact person hears of every change to a visit they know of, by SMS and mail, in their department's
// language and zone. Kept apart from bookings.service.ts, which reads the orders module: the orders module
// cancels the visit of a cancelled order through this file.

/** A visit just cancelled: whom it concerns and the time it had, for the notice sent after the commit. */
export interface CancelledVisit {
  bookingId: string;
  /** The booked time the visit had, or null when none was booked yet. */
  plannedStart: Date | null;
  /** Whether the contact person knew of the visit: it had a time, or they were sent a link to choose one. */
  contactInvolved: boolean;
}

/**
 * What cancelling the locked visit means for the contact person, read inside the caller's transaction
 * before the visit's status changes.
 */
export async function cancellationOf(tx: Db, locked: repo.BookingRow): Promise<CancelledVisit> {
  const planned = repo.PLANNED_STATUSES.includes(locked.visitStatus) ? locked.planningFrameStart : null;
  const linked = (await repo.findLinksOfBooking(tx, locked.id)).length > 0;
  return { bookingId: locked.id, plannedStart: planned, contactInvolved: planned !== null || linked };
}

/**
 * The order is cancelled: its visit becomes CANCELLED inside the caller's transaction, unless it has gone
 * past the point a visit may be cancelled (arrived, complete) or is cancelled already. Answers the cancelled
 * visit, or undefined when nothing changed.
 */
export async function cancelVisitOfOrder(tx: Db, orderId: string, at: Date) {
  const booking = await repo.findBookingOfOrder(tx, orderId);
  const locked = booking && (await repo.lockBooking(tx, booking.id));
  if (!locked) return undefined;
  const from = VisitStatus.catch('UNKNOWN').parse(locked.visitStatus);
  if (!VISIT_STATUS_MOVES[from].includes('CANCELLED')) return undefined;
  const cancelled = await cancellationOf(tx, locked);
  await repo.updateBooking(tx, locked.id, { visitStatus: 'CANCELLED', updatedAt: at });
  return cancelled;
}

/** The contact persons told of a change: the case's first (the one the visit names) and each a link went to. */
async function contactsToTell(db: Db, caseId: string, bookingId: string) {
  const [contacts, links] = await Promise.all([
    findContactPersonsOfCase(db, caseId),
    repo.findLinksOfBooking(db, bookingId),
  ]);
  const linked = new Set(links.map((link) => link.sentTo));
  return contacts.filter(
    (contact, index) =>
      index === 0 ||
      (contact.phoneMobile && linked.has(contact.phoneMobile)) ||
      (contact.email && linked.has(contact.email)),
  );
}

/** Sends the notice to each contact person by SMS and by mail; a failure is logged, the change stands. */
async function tellContacts(deps: AppDeps, bookingId: string, notice: VisitNotice, time: Date | null) {
  try {
    const row = await repo.findBookingWithContext(deps.db, bookingId);
    if (!row) return;
    const told = languageAndZoneOfContact({ locale: row.branchLocale, countryCode: row.countryCode });
    const contacts = await contactsToTell(deps.db, row.case.id, bookingId);
    const sends = contacts.flatMap((contact) => {
      const facts = {
        name: contact.name,
        address: row.case.addressFull,
        department: row.branchName,
        time: time ? formatMoment(time, told) : null,
        photographer: row.photographerName,
      };
      return [
        contact.phoneMobile
          ? deps.sms.send({ to: contact.phoneMobile, text: visitNoticeSms(notice, told.locale, facts) })
          : null,
        contact.email ? deps.mailer.send(visitNoticeMail(notice, told.locale, contact.email, facts)) : null,
      ].filter((send) => send !== null);
    });
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') {
        deps.logger.error(
          { err: result.reason, bookingId, notice },
          'visit notice to the contact person failed',
        );
      }
    }
  } catch (error) {
    deps.logger.error({ err: error, bookingId, notice }, 'visit notice to the contact person failed');
  }
}

/** After the commit: the contact persons who knew of the visit are told it is off. */
export async function tellVisitCancelled(deps: AppDeps, visit: CancelledVisit | undefined) {
  if (!visit?.contactInvolved) return;
  await tellContacts(deps, visit.bookingId, 'cancelled', visit.plannedStart);
}

/** After the commit: the visit has a new time or photographer, and the contact persons are told which. */
export async function tellVisitMoved(deps: AppDeps, bookingId: string, start: Date) {
  await tellContacts(deps, bookingId, 'moved', start);
}
